import { startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locales';
import {
  formatDateTime,
  formatDay,
  formatRelativeDate,
  RELATIVE_WINDOW_MS,
  toDate,
} from './format-date';

// Local-time dates, so the tests pass in any time zone the runner has.
const now = new Date(2026, 0, 15, 16, 0); // Thursday 15 January 2026, 16:00
const at = (day: number, hour: number, minute = 0) => new Date(2026, 0, day, hour, minute);

describe('formatDay (spec §9: d MMM y, a whole day)', () => {
  it.each([
    ['en', '3 Jan 2026'],
    ['nl', '3 jan. 2026'],
    ['ro', '3 ian 2026'],
  ] as const)('%s', (locale, expected) => {
    expect(formatDay(at(3, 9, 5), locale)).toBe(expected);
  });

  it('the day it is in the given time zone', () => {
    expect(formatDay('2026-01-15T23:30:00Z', 'en', { timeZone: 'Europe/Amsterdam' })).toBe(
      '16 Jan 2026',
    );
    expect(formatDay('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime (spec §9: d MMM y at HH:mm)', () => {
  it.each([
    ['en', '3 Jan 2026 at 09:05'],
    ['nl', '3 jan. 2026 om 09:05'],
    ['ro', '3 ian 2026 la 09:05'],
  ] as const)('%s', (locale, expected) => {
    expect(formatDateTime(at(3, 9, 5), locale)).toBe(expected);
  });

  it('uses 24-hour time and Dutch month names', () => {
    expect(formatDateTime(new Date(2026, 2, 31, 23, 59), 'en')).toBe('31 Mar 2026 at 23:59');
    expect(formatDateTime(new Date(2026, 2, 31, 23, 59), 'nl')).toBe('31 mrt. 2026 om 23:59');
  });

  it('reads API timestamps and shows them in a given time zone', () => {
    const instant = '2026-01-15T13:00:00Z';
    expect(formatDateTime(instant, 'nl', { timeZone: 'Europe/Amsterdam' })).toBe(
      '15 jan. 2026 om 14:00',
    );
    expect(formatDateTime(instant, 'en', { timeZone: 'UTC' })).toBe('15 Jan 2026 at 13:00');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDateTime('yesterday', 'en')).toBe('');
    expect(toDate('')).toBeNull();
  });
});

describe('formatRelativeDate (spec §9: relative within 3 days)', () => {
  it('is 3 days', () => {
    expect(RELATIVE_WINDOW_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('under a day: the distance', () => {
    expect(formatRelativeDate(at(15, 14), now, 'en')).toBe('about 2 hours ago');
    expect(formatRelativeDate(at(15, 14), now, 'nl')).toBe('ongeveer 2 uur geleden');
    expect(formatRelativeDate(at(15, 15, 55), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeDate(at(15, 16, 5), now, 'en')).toBe('in 5 minutes');
  });

  it('a day to 3 days: the calendar words', () => {
    expect(formatRelativeDate(at(14, 14), now, 'en')).toBe('yesterday at 14:00');
    expect(formatRelativeDate(at(14, 14), now, 'nl')).toBe('gisteren om 14:00');
    expect(formatRelativeDate(at(14, 14), now, 'ro')).toBe('ieri la 14:00');
    expect(formatRelativeDate(at(12, 16), now, 'en')).toBe('last Monday at 16:00');
    expect(formatRelativeDate(at(12, 16), now, 'nl')).toBe('afgelopen maandag om 16:00');
  });

  it('beyond 3 days: the absolute format', () => {
    expect(
      formatRelativeDate(new Date(now.getTime() - RELATIVE_WINDOW_MS - 60_000), now, 'en'),
    ).toBe('12 Jan 2026 at 15:59');
    expect(formatRelativeDate(at(1, 8), now, 'nl')).toBe('1 jan. 2026 om 08:00');
  });

  it('uses the given time zone for the calendar words', () => {
    const utcNow = new Date('2026-01-15T12:00:00Z');
    const result = formatRelativeDate('2026-01-14T23:30:00Z', utcNow, 'en', {
      timeZone: 'Europe/Amsterdam', // 00:30 on the 15th there: today, not yesterday
    });
    expect(result).toBe('about 13 hours ago');
    expect(
      formatRelativeDate('2026-01-13T23:30:00Z', utcNow, 'en', { timeZone: 'Europe/Amsterdam' }),
    ).toBe('yesterday at 00:30');
  });
});

describe('week start (spec §9: Monday in Dutch)', () => {
  it('starts the week on Monday in Dutch', () => {
    expect(dateLocale('nl').options?.weekStartsOn).toBe(1);
    expect(startOfWeek(now, { locale: dateLocale('nl') })).toEqual(new Date(2026, 0, 12));
  });
});
