import { ApiError, type ApiErrorObject } from '@/lib/api/errors';
import type { FormMessage } from './form-types';

/** Spec §4: a submit succeeded when the status is 299 or less. */
export const SUCCESS_MAX_STATUS = 299;
/** Spec §4: a 422's errors are mapped onto the fields. */
export const UNPROCESSABLE = 422;

export const isSuccessStatus = (status: number) => status <= SUCCESS_MAX_STATUS;

// JSON:API pointers name the attribute (snake_case, as sent) or relationship.
const POINTER = /^\/data\/(?:attributes|relationships)\/([^/]+)/;

/** The form field a JSON:API source pointer names: as written, or its camelCase form. */
export function fieldOfPointer(pointer: string | undefined, fields: readonly string[]) {
  const name = pointer ? POINTER.exec(pointer)?.[1] : undefined;
  if (name === undefined) return null;
  const camel = name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return fields.find((field) => field === name) ?? fields.find((field) => field === camel) ?? null;
}

/**
 * Splits a 422's errors into messages per field and the errors no field claims. `fields` lists
 * the form's fields (an attribute claims the field of its name or camelCase form), or maps the
 * API's attribute to the form's field where they differ (several may land on one field).
 */
export function splitFieldErrors(
  errors: readonly ApiErrorObject[],
  fields: readonly string[] | Readonly<Record<string, string>>,
) {
  const names = Array.isArray(fields) ? fields : Object.keys(fields);
  const fieldOf = (attribute: string | null) =>
    attribute === null || Array.isArray(fields)
      ? attribute
      : ((fields as Readonly<Record<string, string>>)[attribute] ?? null);
  const byField: Record<string, FormMessage[]> = {};
  const unclaimed: ApiErrorObject[] = [];
  for (const error of errors) {
    const field = fieldOf(fieldOfPointer(error.source?.pointer, names));
    if (field === null) unclaimed.push(error);
    else byField[field] = [...(byField[field] ?? []), { text: errorText(error) }];
  }
  return { byField, unclaimed };
}

/**
 * Spec §4/§8: one general form error; several texts are joined by a line break, and without
 * any text it is "Something went wrong submitting the form" (forms.general_error).
 */
export function generalError(errors: readonly ApiErrorObject[]): FormMessage {
  const texts = errors.map(errorText).filter((text) => text !== '');
  return texts.length > 0 ? { text: texts.join('\n') } : { key: 'forms.general_error', values: {} };
}

/**
 * A refusal as one text for the user (a toast's description, a line by the form): every error's
 * detail (else its title) joined by a line break, as a form's general error joins them;
 * `fallback` when the API gave no text, did not answer (its English "No response received"
 * must not reach the user), or the error is not the API's.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'NO_RESPONSE') return fallback;
  const texts = error.errors
    .map((item) => item.detail?.trim() || item.title?.trim() || '')
    .filter((text) => text !== '');
  return texts.length > 0 ? texts.join('\n') : fallback;
}

function errorText(error: ApiErrorObject): string {
  return (error.detail ?? error.title ?? '').trim();
}
