import type { FieldConfig } from '@/components/forms/use-form';
import type { ApiErrorObject } from '@/lib/api/errors';
import type { Check, QuestionField } from '@/lib/quiz-editor/checks';
import type { QuestionDraft } from '@/lib/quiz-editor/drafts';
import { QUESTION_API_FIELDS } from '@/lib/quiz-editor/errors';
import { splitFieldErrors } from '@/lib/validation/form-response';
import type { FormState } from '@/lib/validation/form-types';

/** A field of the question form: one part of the draft (lib/quiz-editor/drafts.ts). */
export type QuestionFormField = keyof QuestionDraft;

/**
 * The question form's useForm fields: every part of the draft, as its inputs hold it. They have
 * no §5 rules: the checks of lib/quiz-editor/checks.ts look at the draft as a whole (a row's
 * number, an option's duplicate), so the form runs them itself.
 */
export function questionFormFields(draft: QuestionDraft): Record<QuestionFormField, FieldConfig> {
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, { value }]),
  ) as Record<QuestionFormField, FieldConfig>;
}

/** The draft the form's values hold (each field is the draft's part of the same name). */
export function draftOfValues(values: Record<QuestionFormField, unknown>): QuestionDraft {
  return { ...values } as QuestionDraft;
}

/** Save has run: it evaluates every field, so the checks show from then on, as the author types. */
export function wasChecked(state: FormState): boolean {
  return Object.values(state.fields).every((field) => field.evaluated);
}

/** Where the focus goes for a field's problem, in the order the form shows them. */
const FOCUS_ORDER: QuestionField[] = [
  'form',
  'prompt',
  'image',
  'imageAlt',
  'points',
  'options',
  'correct',
  'scoring',
  'accepted',
  'value',
  'tolerance',
  'pairs',
  'items',
  'feedback',
  'category',
  'labels',
];

/**
 * The first field with a problem and the row (0-based) it names; a problem without a row (a
 * server's message, a count) is about the first row. Null when there is none.
 */
export function firstProblem(
  problems: Partial<Record<QuestionField, Check | string>>,
): { field: QuestionField; row: number } | null {
  const field = FOCUS_ORDER.find((name) => problems[name] !== undefined);
  if (!field) return null;
  const problem = problems[field];
  const number = typeof problem === 'object' ? problem.values?.number : undefined;
  return { field, row: typeof number === 'number' ? number - 1 : 0 };
}

/**
 * Where a 422 useForm has landed (QUESTION_API_FIELDS) shows, for the focus: each field with a
 * message, and 'form' when a message stands above the form (one no field takes, or none at all).
 */
export function refusedFields(
  errors: readonly ApiErrorObject[],
): Partial<Record<QuestionField, string>> {
  const { byField, unclaimed } = splitFieldErrors(errors, QUESTION_API_FIELDS);
  const fields: Partial<Record<QuestionField, string>> = {};
  for (const [field, [message]] of Object.entries(byField)) {
    fields[field as QuestionField] = message && 'text' in message ? message.text : '';
  }
  if (unclaimed.length > 0 || Object.keys(byField).length === 0) {
    fields.form = unclaimed.map((error) => error.detail ?? error.title ?? '').join('\n');
  }
  return fields;
}
