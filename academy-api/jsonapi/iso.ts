/** A timestamp attribute as the API writes it: ISO 8601 in UTC, or null when there is none. */
export const iso = (date: Date | null | undefined): string | null =>
  date ? date.toISOString() : null;
