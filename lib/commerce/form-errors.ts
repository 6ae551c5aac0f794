import { ApiError } from '@/lib/api/errors';
import { splitFieldErrors } from '@/lib/validation/form-response';

/**
 * What a commerce dialog shows for a failed save: a 422's messages on the fields it names
 * (`apiFields` maps the API's attribute to the form's field; several land on one field joined),
 * and whatever no field claims above the form; any other failure the API's first detail, or
 * `fallback` when the API did not answer.
 */
export function dialogErrorsOf<F extends string>(
  error: unknown,
  apiFields: Readonly<Record<string, F>>,
  fallback: string,
): { fields: Partial<Record<F, string>>; general: string | null } {
  if (!(error instanceof ApiError) || error.code === 'NO_RESPONSE') {
    return { fields: {}, general: fallback };
  }
  if (error.status !== 422) return { fields: {}, general: error.errors[0]?.detail ?? fallback };
  const { byField, unclaimed } = splitFieldErrors(error.errors, Object.keys(apiFields));
  const fields: Partial<Record<F, string>> = {};
  for (const [name, messages] of Object.entries(byField)) {
    const field = apiFields[name];
    if (!field) continue;
    const text = messages.map((message) => ('text' in message ? message.text : '')).join(' ');
    fields[field] = [fields[field], text].filter(Boolean).join(' ');
  }
  const general = unclaimed.map((item) => item.detail ?? item.title ?? '').join('\n');
  return { fields, general: general || null };
}
