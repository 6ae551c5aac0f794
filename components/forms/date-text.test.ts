import { describe, expect, it } from 'vitest';
import { formatExample, formatValue, parseDateText, valueToDate, withChosenDay } from './date-text';

describe('formatValue (spec §9: "date format d MMM y at HH:mm", 24-hour clock)', () => {
  it('shows a date as d MMM y in the page’s language', () => {
    expect(formatValue('date', '2026-03-03', 'en')).toBe('3 Mar 2026');
    expect(formatValue('date', '2026-03-03', 'nl')).toBe('3 mrt. 2026');
    expect(formatValue('date', '2026-03-03', 'ro')).toBe('3 mar 2026');
  });

  it('shows a date-time as d MMM y at HH:mm with the word for “at” in each language', () => {
    expect(formatValue('datetime', '2026-12-24T18:05', 'en')).toBe('24 Dec 2026 at 18:05');
    expect(formatValue('datetime', '2026-12-24T18:05', 'nl')).toBe('24 dec. 2026 om 18:05');
    expect(formatValue('datetime', '2026-12-24T18:05', 'ro')).toBe('24 dec 2026 la 18:05');
  });

  it('shows nothing for no value and an unreadable value as it is', () => {
    expect(formatValue('date', '', 'nl')).toBe('');
    expect(formatValue('date', 'soon', 'nl')).toBe('soon');
  });

  it('gives an example of the format for the error message', () => {
    expect(formatExample('date', 'nl', 2026)).toBe('3 mrt. 2026');
    expect(formatExample('datetime', 'en', 2026)).toBe('3 Mar 2026 at 14:30');
  });
});

describe('parseDateText (spec §9 format, day first, 24-hour clock)', () => {
  const value = (
    text: string,
    kind: 'date' | 'datetime' = 'date',
    locale: 'en' | 'nl' | 'ro' = 'nl',
  ) => parseDateText(kind, text, locale);

  it('reads back what it shows, in every language', () => {
    for (const locale of ['en', 'nl', 'ro'] as const) {
      for (const [kind, stored] of [
        ['date', '2026-03-03'],
        ['datetime', '2026-12-24T18:05'],
        ['datetime', '2027-05-01T00:00'],
      ] as const) {
        expect(parseDateText(kind, formatValue(kind, stored, locale), locale)).toEqual({
          kind: 'value',
          value: stored,
        });
      }
    }
  });

  it('reads month names wide or abbreviated, with or without the dot, in any case', () => {
    expect(value('3 maart 2026')).toEqual({ kind: 'value', value: '2026-03-03' });
    expect(value('3 MRT 2026')).toEqual({ kind: 'value', value: '2026-03-03' });
    expect(value('3 martie 2026', 'date', 'ro')).toEqual({ kind: 'value', value: '2026-03-03' });
    expect(value('3 sept 2026', 'date', 'en')).toEqual({ kind: 'value', value: '2026-09-03' });
    // English month names are understood on a Dutch page too.
    expect(value('3 March 2026')).toEqual({ kind: 'value', value: '2026-03-03' });
  });

  it('reads numbers day first and ISO dates', () => {
    expect(value('3-4-2026')).toEqual({ kind: 'value', value: '2026-04-03' });
    expect(value('03/04/2026')).toEqual({ kind: 'value', value: '2026-04-03' });
    expect(value('3.4.2026')).toEqual({ kind: 'value', value: '2026-04-03' });
    expect(value('2026-04-03')).toEqual({ kind: 'value', value: '2026-04-03' });
  });

  it('reads times on the 24-hour clock, with or without the “at” word', () => {
    expect(value('3 mrt 2026 14:30', 'datetime')).toEqual({
      kind: 'value',
      value: '2026-03-03T14:30',
    });
    expect(value('3 mrt. 2026 om 14.30', 'datetime')).toEqual({
      kind: 'value',
      value: '2026-03-03T14:30',
    });
    expect(value('3-3-2026 9:05', 'datetime', 'en')).toEqual({
      kind: 'value',
      value: '2026-03-03T09:05',
    });
    expect(value('2026-03-03T14:30', 'datetime')).toEqual({
      kind: 'value',
      value: '2026-03-03T14:30',
    });
  });

  it('treats blank text as no date', () => {
    expect(value('   ')).toEqual({ kind: 'empty' });
  });

  it('rejects text that is not a date, an impossible day or time, and a missing or extra time', () => {
    for (const text of [
      'tomorrow',
      '31 feb 2026',
      '29-2-2027',
      '3 foo 2026',
      '3-13-2026',
      '03/04/26',
    ])
      expect(value(text)).toEqual({ kind: 'invalid' });
    expect(value('3 mrt 2026 24:00', 'datetime')).toEqual({ kind: 'invalid' });
    expect(value('3 mrt 2026 12:60', 'datetime')).toEqual({ kind: 'invalid' });
    expect(value('3 mrt 2026', 'datetime')).toEqual({ kind: 'invalid' });
    expect(value('3 mrt 2026 14:30', 'date')).toEqual({ kind: 'invalid' });
    // US order is not read as day first: 12/31 is no month.
    expect(value('12/31/2026', 'date', 'en')).toEqual({ kind: 'invalid' });
  });

  it('accepts a leap day in a leap year', () => {
    expect(value('29-2-2028')).toEqual({ kind: 'value', value: '2028-02-29' });
  });
});

describe('withChosenDay', () => {
  it('keeps the time already in a date-time field, else 09:00', () => {
    const day = new Date(2026, 5, 10);
    expect(withChosenDay('datetime', '2026-01-01T17:45', day)).toBe('2026-06-10T17:45');
    expect(withChosenDay('datetime', '', day)).toBe('2026-06-10T09:00');
    expect(withChosenDay('date', '2026-01-01', day)).toBe('2026-06-10');
  });

  it('reads values in local time like the inputs it replaced', () => {
    expect(valueToDate('2026-06-10T17:45')?.getHours()).toBe(17);
    expect(valueToDate('2026-02-30')).toBeNull();
  });
});
