import { ApiError } from '@/lib/api/errors';
import { splitFieldErrors } from '@/lib/validation/form-response';

/**
 * A refused save as a form shows it: a 422's messages per field (by pointer) and the rest as
 * one general message. `fallback` is used when the server said nothing useful.
 */
export function formErrorsOf(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fields: Record<string, string>; general: string | null } {
  if (error instanceof ApiError && error.status === 422) {
    const { byField, unclaimed } = splitFieldErrors(error.errors, fields);
    const shown: Record<string, string> = {};
    for (const [field, messages] of Object.entries(byField)) {
      shown[field] = messages.map((message) => ('text' in message ? message.text : '')).join(' ');
    }
    const general = unclaimed.map((item) => item.detail ?? item.title ?? '').join('\n');
    return { fields: shown, general: general || null };
  }
  if (error instanceof ApiError && error.code !== 'NO_RESPONSE' && error.errors[0]?.detail) {
    return { fields: {}, general: error.errors[0].detail };
  }
  return { fields: {}, general: fallback };
}

/** `<input type="datetime-local">` value of an ISO date, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO date of a datetime-local value (local time), or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
