import { format, formatDistance, formatRelative } from 'date-fns';
import type { Locale } from '@/lib/i18n/locales';
import { DATE_FORMAT, DATE_TIME_FORMATS, dateLocale } from './date-locales';
import { wallClock } from './wall-clock';

const HOUR_MS = 60 * 60 * 1000;
/** Spec §9: dates within 3 days are shown relative to now. */
export const RELATIVE_WINDOW_MS = 3 * 24 * HOUR_MS;
// Under a day "2 hours ago" reads best; beyond it "yesterday at 14:00".
const DISTANCE_WINDOW_MS = 24 * HOUR_MS;

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA zone to show the time in (the app uses Europe/Amsterdam); default: the process's. */
  timeZone?: string;
}

/** Parses an API timestamp; null when missing or unreadable. */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment in a date-fns pattern, on the zone's wall clock; unreadable input gives ''. */
function formatIn(
  input: DateInput,
  pattern: string,
  locale: Locale,
  options: DateFormatOptions,
): string {
  const date = toDate(input);
  if (!date) return '';
  const shown = options.timeZone ? wallClock(date, options.timeZone) : date;
  return format(shown, pattern, { locale: dateLocale(locale) });
}

/** Spec §9 absolute format: "3 Mar 2026 at 09:05", "3 mrt. 2026 om 09:05", "3 mar 2026 la 09:05". */
export function formatDateTime(
  input: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  return formatIn(input, DATE_TIME_FORMATS[locale], locale, options);
}

/** Spec §9's date alone: "3 Mar 2026", "3 mrt. 2026", "3 ian 2026" (a whole day). */
export function formatDay(
  input: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  return formatIn(input, DATE_FORMAT, locale, options);
}

/**
 * Spec §9: within 3 days of `now` relative ("about 2 hours ago" under a day, else
 * "yesterday at 14:00"), otherwise the absolute format. Unreadable input gives ''.
 */
export function formatRelativeDate(
  input: DateInput,
  now: Date,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return '';
  const distance = Math.abs(now.getTime() - date.getTime());
  if (distance > RELATIVE_WINDOW_MS) return formatDateTime(date, locale, options);
  const dateFnsLocale = dateLocale(locale);
  if (distance < DISTANCE_WINDOW_MS) {
    return formatDistance(date, now, { addSuffix: true, locale: dateFnsLocale });
  }
  // Calendar words ("yesterday") depend on the zone, so both moments move to its wall clock.
  const [shownDate, shownNow] = options.timeZone
    ? [wallClock(date, options.timeZone), wallClock(now, options.timeZone)]
    : [date, now];
  return formatRelative(shownDate, shownNow, { locale: dateFnsLocale });
}
