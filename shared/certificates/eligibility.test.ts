import { describe, expect, it } from 'vitest';
import { meetsCertification } from './eligibility';

const learner = (
  completed: string[],
  quizzes: { courseId: string; bestPercent: number | null }[] = [],
) => ({ completedCourseIds: new Set(completed), quizzes });

describe('meetsCertification', () => {
  it('needs every required course completed', () => {
    const criteria = { courseIds: ['a', 'b'], minScore: null };
    expect(meetsCertification(criteria, learner(['a']))).toBe(false);
    expect(meetsCertification(criteria, learner(['a', 'b', 'c']))).toBe(true);
  });

  it('without a minimum score, completion is enough whatever the quizzes', () => {
    const criteria = { courseIds: ['a'], minScore: null };
    expect(meetsCertification(criteria, learner(['a'], [{ courseId: 'a', bestPercent: 10 }]))).toBe(
      true,
    );
  });

  it('with a minimum score, every quiz of the courses needs that best percent', () => {
    const criteria = { courseIds: ['a', 'b'], minScore: 60 };
    const quizzes = [
      { courseId: 'a', bestPercent: 60 },
      { courseId: 'b', bestPercent: 80 },
    ];
    expect(meetsCertification(criteria, learner(['a', 'b'], quizzes))).toBe(true);
    const low = [...quizzes, { courseId: 'b', bestPercent: 59 }];
    expect(meetsCertification(criteria, learner(['a', 'b'], low))).toBe(false);
  });

  it('counts a quiz never submitted as not met, and a course without quizzes as met', () => {
    const criteria = { courseIds: ['a', 'b'], minScore: 50 };
    expect(
      meetsCertification(criteria, learner(['a', 'b'], [{ courseId: 'a', bestPercent: null }])),
    ).toBe(false);
    expect(meetsCertification(criteria, learner(['a', 'b']))).toBe(true);
  });

  it('ignores quizzes of courses it does not require', () => {
    const criteria = { courseIds: ['a'], minScore: 50 };
    expect(meetsCertification(criteria, learner(['a'], [{ courseId: 'x', bestPercent: 0 }]))).toBe(
      true,
    );
  });

  it('never issues a certification without courses', () => {
    expect(meetsCertification({ courseIds: [], minScore: null }, learner(['a']))).toBe(false);
  });
});
