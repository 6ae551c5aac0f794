import { describe, expect, it } from 'vitest';
import type { GradeTarget } from '@/shared/coaching/grading';
import { gradeFormOf, gradeOfForm, previewOf } from './grade-form';

const rubric: GradeTarget = {
  scheme: 'rubric',
  passPercent: 60,
  rubric: [
    { id: 'c1', title: 'Goal', description: '', maxPoints: 4 },
    { id: 'c2', title: 'Plan', description: '', maxPoints: 6 },
  ],
};

describe('the grade form', () => {
  it('starts empty, or from the current grade', () => {
    expect(gradeFormOf({ scheme: 'pass_fail' }, null)).toEqual({
      scheme: 'pass_fail',
      passed: null,
    });
    expect(gradeFormOf(rubric, { scheme: 'rubric', criteria: { c1: 3, c2: 5 } })).toEqual({
      scheme: 'rubric',
      criteria: { c1: '3', c2: '5' },
    });
  });

  it('previews the sum and the pass at 60 % as the coach types (the API checks the same)', () => {
    expect(previewOf({ scheme: 'rubric', criteria: { c1: '3', c2: '' } }, rubric)).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    expect(previewOf({ scheme: 'rubric', criteria: { c1: '3', c2: '3' } }, rubric)).toMatchObject({
      ok: true,
      outcome: { score: 6, maxScore: 10, passed: true },
    });
    expect(previewOf({ scheme: 'rubric', criteria: { c1: '3', c2: '2,5' } }, rubric)).toMatchObject(
      {
        ok: true,
        outcome: { score: 5.5, passed: false },
      },
    );
    expect(previewOf({ scheme: 'rubric', criteria: { c1: '5', c2: '1' } }, rubric)).toEqual({
      ok: false,
      reason: 'range',
    });
  });

  it('reads points and pass/fail', () => {
    expect(gradeOfForm({ scheme: 'points', points: '7.5' })).toEqual({
      scheme: 'points',
      points: 7.5,
    });
    expect(gradeOfForm({ scheme: 'points', points: 'seven' })).toBeNull();
    expect(gradeOfForm({ scheme: 'pass_fail', passed: true })).toEqual({
      scheme: 'pass_fail',
      passed: true,
    });
  });
});
