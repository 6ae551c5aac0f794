import { describe, expect, it } from 'vitest';
import type { QuestionResult } from '../quiz/types';
import { gradeOutcome, gradeTargetOf, quizTarget, resultsWithReview } from './grading';
import { DEFAULT_ASSIGNMENT_SETTINGS, DEFAULT_PASS_PERCENT } from './types';

describe('grading (SCREENS "Coaching": points, pass/fail or a rubric)', () => {
  it('passes points and rubrics at 60 % of the maximum unless the author set another threshold', () => {
    expect(DEFAULT_PASS_PERCENT).toBe(60);
    const points = gradeTargetOf({
      ...DEFAULT_ASSIGNMENT_SETTINGS,
      scheme: 'points',
      maxPoints: 20,
    });
    expect(gradeOutcome({ scheme: 'points', points: 12 }, points)).toEqual({
      ok: true,
      outcome: { score: 12, maxScore: 20, passed: true },
    });
    expect(gradeOutcome({ scheme: 'points', points: 11.5 }, points)).toMatchObject({
      outcome: { passed: false },
    });
    const strict = gradeTargetOf({
      ...DEFAULT_ASSIGNMENT_SETTINGS,
      scheme: 'points',
      maxPoints: 20,
      passPercent: 80,
    });
    expect(gradeOutcome({ scheme: 'points', points: 15 }, strict)).toMatchObject({
      outcome: { passed: false },
    });
  });

  it('refuses points out of range, with more than two decimals, or of another scheme', () => {
    const points = gradeTargetOf({
      ...DEFAULT_ASSIGNMENT_SETTINGS,
      scheme: 'points',
      maxPoints: 10,
    });
    expect(gradeOutcome({ scheme: 'points', points: 11 }, points)).toMatchObject({
      ok: false,
      problem: { code: 'OUT_OF_RANGE' },
    });
    expect(gradeOutcome({ scheme: 'points', points: 1.234 }, points)).toMatchObject({ ok: false });
    expect(gradeOutcome({ scheme: 'pass_fail', passed: true }, points)).toMatchObject({
      ok: false,
      problem: { code: 'WRONG_SCHEME' },
    });
  });

  it('pass/fail counts 1 of 1 or 0 of 1', () => {
    const target = gradeTargetOf(DEFAULT_ASSIGNMENT_SETTINGS);
    expect(gradeOutcome({ scheme: 'pass_fail', passed: false }, target)).toEqual({
      ok: true,
      outcome: { score: 0, maxScore: 1, passed: false },
    });
  });

  it('a rubric needs every criterion, each within its maximum', () => {
    const target = gradeTargetOf({
      ...DEFAULT_ASSIGNMENT_SETTINGS,
      scheme: 'rubric',
      rubric: [
        { id: 'a', title: 'A', description: '', maxPoints: 5 },
        { id: 'b', title: 'B', description: '', maxPoints: 5 },
      ],
    });
    expect(gradeOutcome({ scheme: 'rubric', criteria: { a: 5 } }, target)).toMatchObject({
      ok: false,
      problem: { code: 'INCOMPLETE' },
    });
    expect(
      gradeOutcome({ scheme: 'rubric', criteria: { a: 5, b: 1, c: 1 } }, target),
    ).toMatchObject({ ok: false });
    expect(gradeOutcome({ scheme: 'rubric', criteria: { a: 3, b: 3 } }, target)).toMatchObject({
      outcome: { score: 6, maxScore: 10, passed: true },
    });
  });

  it('a quiz ticket adds the open answers to what the rest scored, against the quiz’s pass mark', () => {
    const results: QuestionResult[] = [
      { questionId: 'q1', points: 1, score: 1, correct: true, pending: false },
      { questionId: 'q2', points: 4, score: 0, correct: false, pending: true },
    ];
    const target = quizTarget(results, 5, 60);
    expect(target).toMatchObject({ autoScore: 1, pending: [{ questionId: 'q2', points: 4 }] });
    expect(gradeOutcome({ scheme: 'quiz', questions: { q2: 2 } }, target)).toMatchObject({
      outcome: { score: 3, maxScore: 5, passed: true },
    });
    expect(gradeOutcome({ scheme: 'quiz', questions: { q2: 1 } }, target)).toMatchObject({
      outcome: { passed: false },
    });
    expect(resultsWithReview(results, { q2: 4 })[1]).toEqual({
      questionId: 'q2',
      points: 4,
      score: 4,
      correct: true,
      pending: false,
    });
  });
});
