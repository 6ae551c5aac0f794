import type { FormResult } from '@/components/forms/form-result';
import type { FieldConfig } from '@/components/forms/use-form';
import type { ApiErrorObject } from '@/lib/api/errors';
import type { Check, QuestionField } from '@/lib/quiz-editor/checks';
import type { QuestionDraft } from '@/lib/quiz-editor/drafts';
import { detailsByField, questionFieldOf } from '@/lib/quiz-editor/errors';
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
 * A 422's first message per field of the form ('form': the ones it cannot place), from the API's
 * pointers or from those refusalResult wrote (the same fields again).
 */
export function refusedFields(
  errors: readonly ApiErrorObject[],
): Partial<Record<QuestionField, string>> {
  return detailsByField(errors, questionFieldOf).fields;
}

/**
 * A 422 as useForm lands it: each message on its field (a pointer to the draft's part of that
 * name), the ones no field takes as the form's general error.
 */
export function refusalResult(fields: Partial<Record<QuestionField, string>>): FormResult {
  const errors = Object.entries(fields).map(([field, detail]) =>
    field === 'form' ? { detail } : { detail, source: { pointer: `/data/attributes/${field}` } },
  );
  return { status: 422, errors };
}
