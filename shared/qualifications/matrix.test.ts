import { describe, expect, it } from 'vitest';
import { matrixRows } from './matrix';

const course = (id: string) => ({ id, title: id, slug: id });
const QUALIFICATIONS = [
  { id: 'q-all', requiredCount: null, courses: [course('a'), course('b')] },
  { id: 'q-one', requiredCount: 1, courses: [course('b'), course('c'), course('d')] },
];

describe('matrixRows', () => {
  it('gives every mentee one cell per qualification, in the qualifications’ order', () => {
    const rows = matrixRows(
      [
        { id: 'm1', name: 'Stijn Student', email: 'student@demo.academy' },
        { id: 'm2', name: 'Eva Expired', email: 'expired@demo.academy' },
      ],
      QUALIFICATIONS,
      new Map([['m1', new Set(['a', 'b'])]]),
    );
    expect(rows).toEqual([
      {
        id: 'm1',
        name: 'Stijn Student',
        email: 'student@demo.academy',
        cells: [
          { qualificationId: 'q-all', progress: 100, achieved: true },
          { qualificationId: 'q-one', progress: 100, achieved: true },
        ],
      },
      {
        id: 'm2',
        name: 'Eva Expired',
        email: 'expired@demo.academy',
        cells: [
          { qualificationId: 'q-all', progress: 0, achieved: false },
          { qualificationId: 'q-one', progress: 0, achieved: false },
        ],
      },
    ]);
  });

  it('counts only the qualification’s own courses', () => {
    const [row] = matrixRows(
      [{ id: 'm1', name: 'M', email: 'm@example.org' }],
      QUALIFICATIONS,
      new Map([['m1', new Set(['a', 'c', 'z'])]]),
    );
    expect(row?.cells).toEqual([
      { qualificationId: 'q-all', progress: 50, achieved: false },
      { qualificationId: 'q-one', progress: 100, achieved: true },
    ]);
  });

  it('is empty without mentees', () => {
    expect(matrixRows([], QUALIFICATIONS, new Map())).toEqual([]);
  });
});
