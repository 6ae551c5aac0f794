/**
 * Grading (SCREENS "Quizzes"): one pure grader per question type. Each takes the question's key
 * and the student's answer (in key ids: see `keyAnswer` of ./attempt for the aliases a student
 * sees) and gives the share of the question's points earned, 0–1, never below 0. A missing
 * answer, or one of another type or shape, earns 0.
 */
import type { Answer, Grade, QuestionDefinition } from './types';

type Of<T extends Answer['type'], U> = Extract<U, { type: T }>;

const ZERO: Grade = { fraction: 0, correct: false, pending: false };
const FULL: Grade = { fraction: 1, correct: true, pending: false };

const clamp01 = (value: number) => (value > 0 ? Math.min(value, 1) : 0);
const partial = (fraction: number, correct: boolean): Grade => ({
  fraction: clamp01(fraction),
  correct,
  pending: false,
});

const isString = (value: unknown): value is string => typeof value === 'string';
const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every(isString) ? value : null;

function singleChoice(definition: Of<'single_choice', QuestionDefinition>, answer: Answer): Grade {
  if (answer.type !== 'single_choice' || !isString(answer.option)) return ZERO;
  return answer.option === definition.correct ? FULL : ZERO;
}

/**
 * all_or_nothing: exactly the correct set. proportional: (correct picked − wrong picked) ÷ the
 * number of correct options, never below 0 (so guessing everything earns nothing).
 */
function multipleChoice(
  definition: Of<'multiple_choice', QuestionDefinition>,
  answer: Answer,
): Grade {
  if (answer.type !== 'multiple_choice') return ZERO;
  const picked = strings(answer.options);
  if (!picked) return ZERO;
  const options = new Set(definition.options.map((option) => option.id));
  const correct = new Set(definition.correct);
  const chosen = new Set(picked.filter((id) => options.has(id)));
  let right = 0;
  let wrong = 0;
  for (const id of chosen) {
    if (correct.has(id)) right += 1;
    else wrong += 1;
  }
  const exact = wrong === 0 && right === correct.size;
  if (definition.scoring === 'all_or_nothing' || correct.size === 0) {
    return exact ? FULL : ZERO;
  }
  return partial((right - wrong) / correct.size, exact);
}

function trueFalse(definition: Of<'true_false', QuestionDefinition>, answer: Answer): Grade {
  if (answer.type !== 'true_false' || typeof answer.value !== 'boolean') return ZERO;
  return answer.value === definition.correct ? FULL : ZERO;
}

/** Trimmed, inner whitespace collapsed to one space, Unicode NFC; lower case unless told. */
export function normaliseShortAnswer(text: string, caseSensitive: boolean): string {
  const collapsed = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  return caseSensitive ? collapsed : collapsed.toLowerCase();
}

function shortAnswer(definition: Of<'short_answer', QuestionDefinition>, answer: Answer): Grade {
  if (answer.type !== 'short_answer' || !isString(answer.text)) return ZERO;
  const given = normaliseShortAnswer(answer.text, definition.caseSensitive);
  if (given === '') return ZERO;
  return definition.accepted.some(
    (accepted) => normaliseShortAnswer(accepted, definition.caseSensitive) === given,
  )
    ? FULL
    : ZERO;
}

/**
 * |value − key| ≤ tolerance, allowing for binary floating point: 0.1 + 0.2 is 0.3 and 2.55 is
 * within 0.05 of 2.5 (the slack is a few units in the last place of the numbers involved).
 */
export function withinTolerance(value: number, key: number, tolerance: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(key)) return false;
  const allowed = Math.max(0, Number.isFinite(tolerance) ? tolerance : 0);
  const slack = 1e-9 * Math.max(1, Math.abs(value), Math.abs(key), allowed);
  return Math.abs(value - key) <= allowed + slack;
}

function numeric(definition: Of<'numeric', QuestionDefinition>, answer: Answer): Grade {
  if (answer.type !== 'numeric' || typeof answer.value !== 'number') return ZERO;
  return withinTolerance(answer.value, definition.value, definition.tolerance) ? FULL : ZERO;
}

/** The share of pairs matched correctly (left pair id → right pair id). */
function matching(definition: Of<'matching', QuestionDefinition>, answer: Answer): Grade {
  if (answer.type !== 'matching') return ZERO;
  const matches = answer.matches;
  if (!matches || typeof matches !== 'object' || Array.isArray(matches)) return ZERO;
  const total = definition.pairs.length;
  if (total === 0) return ZERO;
  const right = definition.pairs.filter(
    (pair) => Object.hasOwn(matches, pair.id) && matches[pair.id] === pair.id,
  ).length;
  return partial(right / total, right === total);
}

/** The share of items in their correct position; correct only when all of them are. */
function ordering(definition: Of<'ordering', QuestionDefinition>, answer: Answer): Grade {
  if (answer.type !== 'ordering') return ZERO;
  const order = strings(answer.order);
  const total = definition.items.length;
  if (!order || total === 0) return ZERO;
  const right = definition.items.filter((item, index) => order[index] === item.id).length;
  return partial(right / total, right === total && order.length === total);
}

/** Open answers wait for a coach: pending with 0 until graded. Nothing written: 0, not pending. */
function open(answer: Answer): Grade {
  if (answer.type !== 'open' || !isString(answer.text) || answer.text.trim() === '') return ZERO;
  return { fraction: 0, correct: false, pending: true };
}

/** One question's grade for an answer (undefined or null: not answered). */
export function gradeQuestion(
  definition: QuestionDefinition,
  answer: Answer | null | undefined,
): Grade {
  if (!answer || typeof answer !== 'object' || answer.type !== definition.type) return ZERO;
  switch (definition.type) {
    case 'single_choice':
      return singleChoice(definition, answer);
    case 'multiple_choice':
      return multipleChoice(definition, answer);
    case 'true_false':
      return trueFalse(definition, answer);
    case 'short_answer':
      return shortAnswer(definition, answer);
    case 'numeric':
      return numeric(definition, answer);
    case 'matching':
      return matching(definition, answer);
    case 'ordering':
      return ordering(definition, answer);
    case 'open':
      return open(answer);
    default:
      return ZERO;
  }
}
