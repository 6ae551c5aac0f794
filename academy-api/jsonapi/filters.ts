import { z } from 'zod';
import { invalidQuery, text } from './errors';
import type { ParsedQuery } from './query';

const DAY = z.iso.date();
const ID = z.uuid();

/**
 * filter[name] as a day (yyyy-mm-dd, UTC): its first instant, or with `end` the first instant
 * after it (periods are days, inclusive). 400 for anything else; undefined when not given.
 */
export function dayFilter(
  query: ParsedQuery,
  name: string,
  options: { end?: boolean } = {},
): Date | undefined {
  const value = query.filter[name];
  if (value === undefined) return undefined;
  if (!DAY.safeParse(value).success) {
    throw invalidQuery(`filter[${name}]`, text('dateExpected', { name: `filter[${name}]` }));
  }
  const start = new Date(`${value}T00:00:00Z`);
  return options.end ? new Date(start.getTime() + 86_400_000) : start;
}

/** filter[name] as a record's id: 400 for anything but a UUID; undefined when not given. */
export function idFilter(query: ParsedQuery, name: string): string | undefined {
  const value = query.filter[name];
  if (value === undefined) return undefined;
  if (!ID.safeParse(value).success) {
    throw invalidQuery(`filter[${name}]`, text('idExpected', { name: `filter[${name}]` }));
  }
  return value;
}
