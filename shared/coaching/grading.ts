import { z } from 'zod';
import { percentOf, roundScore } from '../quiz/attempt';
import type { Localized } from '../quiz/question-schema';
import type { QuestionResult } from '../quiz/types';
import type { AssignmentSettings, Grade, GradeOutcome, RubricCriterion } from './types';

/**
 * Grading a review ticket (SCREENS "Coaching": points, pass/fail, or a rubric; quiz tickets grade
 * the attempt's open answers). Pure: the API checks a coach's grade with `gradeOutcome` and
 * stores what it works out to; the ticket screen shows the same sums as the coach types.
 */

const points = z.number().min(0).max(100_000);

/** A grade as it arrives (camelCase after fromWire). The scheme is checked against the ticket. */
export const gradeSchema: z.ZodType<Grade, unknown> = z.discriminatedUnion('scheme', [
  z.object({ scheme: z.literal('points'), points }),
  z.object({ scheme: z.literal('pass_fail'), passed: z.boolean() }),
  z.object({ scheme: z.literal('rubric'), criteria: z.record(z.string(), points) }),
  z.object({ scheme: z.literal('quiz'), questions: z.record(z.string(), points) }),
]);

/** What a ticket is graded against. */
export type GradeTarget =
  | { scheme: 'points'; maxPoints: number; passPercent: number }
  | { scheme: 'pass_fail' }
  | { scheme: 'rubric'; rubric: RubricCriterion[]; passPercent: number }
  | {
      scheme: 'quiz';
      /** The open questions waiting for a coach: id and points. */
      pending: { questionId: string; points: number }[];
      /** What the rest of the attempt scored, and its maximum (all questions). */
      autoScore: number;
      maxScore: number;
      passMark: number;
    };

export function gradeTargetOf(settings: AssignmentSettings): GradeTarget {
  switch (settings.scheme) {
    case 'points':
      return { scheme: 'points', maxPoints: settings.maxPoints, passPercent: settings.passPercent };
    case 'rubric':
      return { scheme: 'rubric', rubric: settings.rubric, passPercent: settings.passPercent };
    default:
      return { scheme: 'pass_fail' };
  }
}

export type GradeProblem = { code: string; detail: Localized };

const TEXT = {
  scheme: {
    en: 'This grade does not fit how the assignment is graded.',
    nl: 'Dit cijfer past niet bij hoe de opdracht wordt beoordeeld.',
    ro: 'Această notă nu se potrivește cu modul în care este notată tema.',
  },
  range: (max: number): Localized => ({
    en: `Give 0 to ${max} points, in steps of at most two decimals.`,
    nl: `Geef 0 tot en met ${max} punten, met hoogstens twee decimalen.`,
    ro: `Dă între 0 și ${max} puncte, cu cel mult două zecimale.`,
  }),
  every: {
    en: 'Give points for every criterion, and only for those.',
    nl: 'Geef punten voor elk criterium, en alleen daarvoor.',
    ro: 'Dă puncte pentru fiecare criteriu, și doar pentru acestea.',
  },
  everyQuestion: {
    en: 'Give points for every open answer, and only for those.',
    nl: 'Geef punten voor elk open antwoord, en alleen daarvoor.',
    ro: 'Dă puncte pentru fiecare răspuns deschis, și doar pentru acestea.',
  },
} satisfies Record<string, Localized | ((max: number) => Localized)>;

const inRange = (value: number, max: number) =>
  value >= 0 && value <= max && roundScore(value) === value;

/** Whether a percent passes: at least the threshold (60 % unless the author chose another). */
export const passes = (score: number, maxScore: number, passPercent: number) =>
  percentOf(score, maxScore) >= passPercent;

/**
 * Checks a grade against its target and works out its score, maximum and pass. Points and rubric
 * pass at `passPercent` % of the maximum or more; pass/fail counts 1 of 1 or 0 of 1; a quiz
 * adds the open answers' points to what the rest scored and compares with the quiz's pass mark.
 */
export function gradeOutcome(
  grade: Grade,
  target: GradeTarget,
): { ok: true; outcome: GradeOutcome } | { ok: false; problem: GradeProblem } {
  if (grade.scheme !== target.scheme) {
    return { ok: false, problem: { code: 'WRONG_SCHEME', detail: TEXT.scheme } };
  }
  switch (target.scheme) {
    case 'pass_fail': {
      const passed = (grade as Extract<Grade, { scheme: 'pass_fail' }>).passed;
      return { ok: true, outcome: { score: passed ? 1 : 0, maxScore: 1, passed } };
    }
    case 'points': {
      const { points: given } = grade as Extract<Grade, { scheme: 'points' }>;
      if (!inRange(given, target.maxPoints)) {
        return {
          ok: false,
          problem: { code: 'OUT_OF_RANGE', detail: TEXT.range(target.maxPoints) },
        };
      }
      return {
        ok: true,
        outcome: {
          score: given,
          maxScore: target.maxPoints,
          passed: passes(given, target.maxPoints, target.passPercent),
        },
      };
    }
    case 'rubric': {
      const { criteria } = grade as Extract<Grade, { scheme: 'rubric' }>;
      const ids = Object.keys(criteria);
      if (
        ids.length !== target.rubric.length ||
        !target.rubric.every((criterion) => Object.hasOwn(criteria, criterion.id))
      ) {
        return { ok: false, problem: { code: 'INCOMPLETE', detail: TEXT.every } };
      }
      let score = 0;
      let maxScore = 0;
      for (const criterion of target.rubric) {
        const given = criteria[criterion.id] ?? 0;
        if (!inRange(given, criterion.maxPoints)) {
          return {
            ok: false,
            problem: { code: 'OUT_OF_RANGE', detail: TEXT.range(criterion.maxPoints) },
          };
        }
        score += given;
        maxScore += criterion.maxPoints;
      }
      score = roundScore(score);
      return {
        ok: true,
        outcome: { score, maxScore, passed: passes(score, maxScore, target.passPercent) },
      };
    }
    case 'quiz': {
      const { questions } = grade as Extract<Grade, { scheme: 'quiz' }>;
      if (
        Object.keys(questions).length !== target.pending.length ||
        !target.pending.every((question) => Object.hasOwn(questions, question.questionId))
      ) {
        return { ok: false, problem: { code: 'INCOMPLETE', detail: TEXT.everyQuestion } };
      }
      let score = target.autoScore;
      for (const question of target.pending) {
        const given = questions[question.questionId] ?? 0;
        if (!inRange(given, question.points)) {
          return {
            ok: false,
            problem: { code: 'OUT_OF_RANGE', detail: TEXT.range(question.points) },
          };
        }
        score += given;
      }
      score = roundScore(score);
      return {
        ok: true,
        outcome: {
          score,
          maxScore: target.maxScore,
          passed: passes(score, target.maxScore, target.passMark),
        },
      };
    }
  }
}

/**
 * A quiz attempt's results once a coach has graded its open answers: their points in, nothing
 * pending. An answer counts as correct when it earned all its points.
 */
export function resultsWithReview(
  results: readonly QuestionResult[],
  given: Readonly<Record<string, number>>,
): QuestionResult[] {
  return results.map((result) => {
    if (!result.pending || !Object.hasOwn(given, result.questionId)) return result;
    const score = roundScore(given[result.questionId] ?? 0);
    return { ...result, score, pending: false, correct: score >= result.points };
  });
}

/** The quiz target of an attempt's results: its pending questions and what the rest scored. */
export function quizTarget(
  results: readonly QuestionResult[],
  maxScore: number,
  passMark: number,
): Extract<GradeTarget, { scheme: 'quiz' }> {
  return {
    scheme: 'quiz',
    pending: results
      .filter((result) => result.pending)
      .map((result) => ({ questionId: result.questionId, points: result.points })),
    autoScore: roundScore(
      results.filter((result) => !result.pending).reduce((sum, result) => sum + result.score, 0),
    ),
    maxScore,
    passMark,
  };
}

/** The percent a grade shows (pass/fail: 100 or 0). */
export const gradePercent = (outcome: Pick<GradeOutcome, 'score' | 'maxScore'>) =>
  percentOf(outcome.score, outcome.maxScore);
