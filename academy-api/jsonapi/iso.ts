/** A timestamp attribute as the API writes it: ISO 8601 in UTC, or null when there is none. */
export function iso(date: Date): string;
export function iso(date: Date | null | undefined): string | null;
export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
