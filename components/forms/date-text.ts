import { format } from 'date-fns';
import { DATE_TIME_FORMATS, dateLocale } from '@/lib/dates/date-locales';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The text rules of the date fields (components/forms/date-field.tsx): what a person sees and
 * types in the page's language (spec §9 "d MMM y at HH:mm", 24-hour clock), and the value the
 * forms submit, the same shape the browser's `<input type="date">` (`yyyy-MM-dd`) and
 * `type="datetime-local"` (`yyyy-MM-ddTHH:mm`) gave them, so no API changed.
 */
export type DateFieldKind = 'date' | 'datetime';

/** Spec §9 date part, shared by both kinds. */
export const DATE_FORMAT = 'd MMM y';

/** The displayed format of a kind in a language: "3 mrt. 2026", "3 mrt. 2026 om 09:05". */
export function displayFormat(kind: DateFieldKind, locale: Locale): string {
  return kind === 'date' ? DATE_FORMAT : DATE_TIME_FORMATS[locale];
}

interface Parts {
  year: number;
  month: number; // 1–12
  day: number;
  hours: number;
  minutes: number;
}

const VALUE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** Parts from matched digits; a missing time is midnight. */
function partsOf(
  year: string | number | undefined,
  month: string | number | undefined,
  day: string | undefined,
  hours: string | undefined,
  minutes: string | undefined,
): Parts {
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hours: Number(hours ?? 0),
    minutes: Number(minutes ?? 0),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function valid(parts: Parts): boolean {
  return (
    parts.year >= 1000 &&
    parts.year <= 9999 &&
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= daysInMonth(parts.year, parts.month) &&
    parts.hours >= 0 &&
    parts.hours <= 23 &&
    parts.minutes >= 0 &&
    parts.minutes <= 59
  );
}

function toValue(kind: DateFieldKind, parts: Parts): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  return kind === 'date' ? date : `${date}T${pad(parts.hours)}:${pad(parts.minutes)}`;
}

/** A submitted value as a local Date (wall clock, like the inputs it replaces); null if unreadable. */
export function valueToDate(value: string): Date | null {
  const match = VALUE_PATTERN.exec(value);
  if (!match) return null;
  const parts = partsOf(match[1], match[2], match[3], match[4], match[5]);
  if (!valid(parts)) return null;
  return new Date(parts.year, parts.month - 1, parts.day, parts.hours, parts.minutes);
}

/** A local Date as the value of a kind. */
export function dateToValue(kind: DateFieldKind, date: Date): string {
  return toValue(kind, {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  });
}

/** The text a field shows for its value; a value it cannot read is shown as it is. */
export function formatValue(kind: DateFieldKind, value: string, locale: Locale): string {
  if (!value) return '';
  const date = valueToDate(value);
  if (!date) return value;
  return format(date, displayFormat(kind, locale), { locale: dateLocale(locale) });
}

/** An example of the displayed format for the error message: the 3rd of March, 14:30. */
export function formatExample(kind: DateFieldKind, locale: Locale, year: number): string {
  return format(new Date(year, 2, 3, 14, 30), displayFormat(kind, locale), {
    locale: dateLocale(locale),
  });
}

const normalise = (text: string) =>
  text.normalize('NFC').toLocaleLowerCase().replace(/[.,]/g, '').trim();

/** Month names of a language (wide and abbreviated, without dots), 1-based. */
function monthNames(locale: Locale): Map<string, number> {
  const names = new Map<string, number>();
  const localize = dateLocale(locale).localize;
  for (let index = 0; index < 12; index++) {
    for (const width of ['wide', 'abbreviated'] as const) {
      names.set(normalise(localize.month(index as never, { width })), index + 1);
    }
  }
  // Short forms people type: "sep" and "sept", "maa", "iul" (first 3 or 4 letters of a name).
  for (const [name, month] of [...names]) {
    for (const length of [3, 4]) if (name.length > length) names.set(name.slice(0, length), month);
  }
  return names;
}

const MONTHS = new Map<Locale, Map<string, number>>();
function monthOf(name: string, locale: Locale): number | undefined {
  let names = MONTHS.get(locale);
  if (!names) {
    names = monthNames(locale);
    MONTHS.set(locale, names);
  }
  return names.get(normalise(name));
}

/** The words between date and time in each language ("at", "om", "la"). */
const CONNECTORS = /\s+(?:at|om|la)\s+/g;

const TIME = String.raw`(?:\s+(\d{1,2})[:.h](\d{2}))?`;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t\s]+(\d{1,2})[:.](\d{2}))?$/;
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})${TIME}$`);
const NAMED = new RegExp(String.raw`^(\d{1,2})\.?\s*([\p{L}.]+)\s*(\d{4})${TIME}$`, 'u');

export type ParseResult =
  | { kind: 'empty' }
  | { kind: 'value'; value: string }
  | { kind: 'invalid' };

/**
 * Reads what a person typed. Accepted, in the page's language and always day first:
 * the displayed format ("3 mrt. 2026 om 14:30"), month names wide or abbreviated with or without
 * their dot ("3 maart 2026", "3 mrt 2026"), numbers ("3-3-2026", "3/3/2026", "3.3.2026") and
 * ISO ("2026-03-03"); times as "14:30" or "14.30", with or without the "at" word. A date-time
 * needs its time; a date takes none.
 */
export function parseDateText(kind: DateFieldKind, text: string, locale: Locale): ParseResult {
  const trimmed = text.normalize('NFC').trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  if (!trimmed) return { kind: 'empty' };
  const cleaned = trimmed.replace(CONNECTORS, ' ').replace(/,/g, ' ').replace(/\s+/g, ' ');
  let parts: Parts | null = null;
  let hasTime = false;
  const iso = ISO.exec(cleaned);
  const numeric = iso ? null : NUMERIC.exec(cleaned);
  const named = iso || numeric ? null : NAMED.exec(cleaned);
  if (iso) {
    parts = partsOf(iso[1], iso[2], iso[3], iso[4], iso[5]);
    hasTime = iso[4] !== undefined;
  } else if (numeric) {
    parts = partsOf(numeric[3], numeric[2], numeric[1], numeric[4], numeric[5]);
    hasTime = numeric[4] !== undefined;
  } else if (named) {
    const name = named[2] ?? '';
    const month = monthOf(name, locale) ?? (locale === 'en' ? undefined : monthOf(name, 'en'));
    if (month === undefined) return { kind: 'invalid' };
    parts = partsOf(named[3], month, named[1], named[4], named[5]);
    hasTime = named[4] !== undefined;
  }
  if (!parts || !valid(parts)) return { kind: 'invalid' };
  if (hasTime !== (kind === 'datetime')) return { kind: 'invalid' };
  return { kind: 'value', value: toValue(kind, parts) };
}

/**
 * The time a day chosen in the calendar gets in a date-time field: the time already there, else
 * 09:00 (the start of a working day, rather than a midnight nobody means).
 */
export function withChosenDay(kind: DateFieldKind, current: string, day: Date): string {
  const before = valueToDate(current);
  const chosen = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (kind === 'datetime')
    chosen.setHours(before ? before.getHours() : 9, before?.getMinutes() ?? 0);
  return dateToValue(kind, chosen);
}
