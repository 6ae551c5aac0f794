import { type GradeTarget, gradeOutcome } from '@/shared/coaching/grading';
import type { Grade, GradeOutcome } from '@/shared/coaching/types';

/**
 * The ticket view's grade form (SCREENS "Coaching": points, pass/fail or a rubric; a quiz
 * ticket's open answers). Values stay text while typed; the same check as the API
 * (shared/coaching/grading.ts) says what the grade works out to before it is sent.
 */
export type GradeForm =
  | { scheme: 'pass_fail'; passed: boolean | null }
  | { scheme: 'points'; points: string }
  | { scheme: 'rubric'; criteria: Record<string, string> }
  | { scheme: 'quiz'; questions: Record<string, string> };

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form for a target, filled with the current grade when there is one. */
export function gradeFormOf(target: GradeTarget, grade: Grade | null): GradeForm {
  switch (target.scheme) {
    case 'pass_fail':
      return { scheme: 'pass_fail', passed: grade?.scheme === 'pass_fail' ? grade.passed : null };
    case 'points':
      return { scheme: 'points', points: grade?.scheme === 'points' ? String(grade.points) : '' };
    case 'rubric':
      return {
        scheme: 'rubric',
        criteria: Object.fromEntries(
          target.rubric.map((criterion) => [
            criterion.id,
            text(grade?.scheme === 'rubric' ? grade.criteria[criterion.id] : undefined),
          ]),
        ),
      };
    case 'quiz':
      return {
        scheme: 'quiz',
        questions: Object.fromEntries(
          target.pending.map((question) => [
            question.questionId,
            text(grade?.scheme === 'quiz' ? grade.questions[question.questionId] : undefined),
          ]),
        ),
      };
  }
}

const number = (value: string): number | null => {
  const trimmed = value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
};

const numbers = (values: Record<string, string>): Record<string, number> | null => {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(values)) {
    const parsed = number(value);
    if (parsed === null) return null;
    out[key] = parsed;
  }
  return out;
};

/** The grade the form says, or null while something is missing or not a number. */
export function gradeOfForm(form: GradeForm): Grade | null {
  switch (form.scheme) {
    case 'pass_fail':
      return form.passed === null ? null : { scheme: 'pass_fail', passed: form.passed };
    case 'points': {
      const points = number(form.points);
      return points === null ? null : { scheme: 'points', points };
    }
    case 'rubric': {
      const criteria = numbers(form.criteria);
      return criteria ? { scheme: 'rubric', criteria } : null;
    }
    case 'quiz': {
      const questions = numbers(form.questions);
      return questions ? { scheme: 'quiz', questions } : null;
    }
  }
}

/** What the form works out to (score, maximum, pass), or why it cannot be given yet. */
export function previewOf(
  form: GradeForm,
  target: GradeTarget,
):
  | { ok: true; grade: Grade; outcome: GradeOutcome }
  | { ok: false; reason: 'incomplete' | 'range' } {
  const grade = gradeOfForm(form);
  if (!grade) return { ok: false, reason: 'incomplete' };
  const checked = gradeOutcome(grade, target);
  if (!checked.ok)
    return { ok: false, reason: checked.problem.code === 'OUT_OF_RANGE' ? 'range' : 'incomplete' };
  return { ok: true, grade, outcome: checked.outcome };
}
