import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CoachMatrix } from '@/lib/resources/qualifications';
import { matrixRows } from '@/shared/qualifications/matrix';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CoachMatrixTable } from './coach-matrix-table';

const course = (id: string) => ({ id, title: id, slug: id });
const QUALIFICATIONS = [
  {
    id: 'q-digital',
    name: 'Digital foundations',
    requiredCount: null,
    courses: [course('a'), course('b')],
  },
  { id: 'q-lead', name: 'Leadership', requiredCount: 1, courses: [course('c'), course('d')] },
];

/** The matrix of two participants, made by the rules the API uses (shared/qualifications). */
function matrix(): CoachMatrix {
  return {
    qualifications: QUALIFICATIONS.map(({ id, name }) => ({ id, name })),
    rows: matrixRows(
      [
        { id: 'a-eva', name: 'Eva Expired', email: 'expired@demo.academy' },
        { id: 'a-stijn', name: 'Stijn Student', email: 'student@demo.academy' },
      ],
      QUALIFICATIONS,
      new Map([['a-stijn', new Set(['a', 'c'])]]),
    ),
  };
}

describe('CoachMatrixTable', () => {
  it('is a table with a caption, a column per qualification and a row per participant', () => {
    renderWithProviders(<CoachMatrixTable matrix={matrix()} />);
    const table = screen.getByRole('table', { name: 'Qualifications per participant' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((header) => header.textContent)).toEqual([
      'Participant',
      'Digital foundations',
      'Leadership',
    ]);
    expect(columns.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(rowHeaders.map((header) => header.textContent)).toEqual([
      'Eva Expiredexpired@demo.academy',
      'Stijn Studentstudent@demo.academy',
    ]);
    // The scroll container can be reached by keyboard and is named by the caption.
    expect(screen.getByRole('region', { name: 'Qualifications per participant' })).toHaveProperty(
      'tabIndex',
      0,
    );
  });

  it('shows “achieved” or “NN %” per cell, with the whole sentence for screen readers', () => {
    renderWithProviders(<CoachMatrixTable matrix={matrix()} />);
    const stijn = screen.getByRole('row', { name: /Stijn Student/ });
    const cells = within(stijn).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      '50 %',
      '✓ achieved',
    ]);
    expect(cells.map((cell) => cell.querySelector('.visually-hidden')?.textContent)).toEqual([
      'Stijn Student, Digital foundations: 50 % complete, not achieved yet',
      'Stijn Student, Leadership: achieved',
    ]);
    const eva = within(screen.getByRole('row', { name: /Eva Expired/ })).getAllByRole('cell');
    expect(eva.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      '0 %',
      '0 %',
    ]);
    expect(eva[1]?.getAttribute('data-achieved')).toBe('false');
  });
});
