import type { ApiErrorObject } from '@/lib/api/errors';
import {
  type AssignmentForm,
  type AssignmentFormField,
  assignmentFieldOf,
} from '@/lib/coaching/assignment-form';

/** The form's fields, in the order the editor shows them. */
export const ASSIGNMENT_FIELDS = [
  'instructionsHtml',
  'dueAt',
  'mode',
  'scheme',
  'maxPoints',
  'passPercent',
  'rubric',
] as const satisfies readonly (keyof AssignmentForm)[];

/**
 * useForm's `apiFields`: each form field claims the attribute of its own name, the name
 * `onFormFields` points an error at; whatever points elsewhere claims no field.
 */
export const ASSIGNMENT_API_FIELDS: Readonly<Record<string, AssignmentFormField>> =
  Object.fromEntries(ASSIGNMENT_FIELDS.map((field) => [field, field]));

/**
 * A refused save's errors as useForm places them. The API points beneath the settings
 * (`/data/attributes/settings/max_points`, `…/settings/rubric/0/title`), where useForm reads
 * only the attribute (`settings`): each error points at its form field instead, as
 * assignmentFieldOf names it, and one that belongs to no field loses its pointer (said above
 * the form).
 */
export function onFormFields(errors: readonly ApiErrorObject[]): ApiErrorObject[] {
  return errors.map((error) => {
    const { source, ...rest } = error;
    const field = assignmentFieldOf(error);
    return field ? { ...rest, source: { pointer: `/data/attributes/${field}` } } : rest;
  });
}
