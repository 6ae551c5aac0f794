import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { loadMessages } from '@/messages';
import { daypart, hourIn } from './daypart';

describe('daypart (spec §9)', () => {
  it.each([
    [0, 'night'],
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%i h is %s', (hour, expected) => {
    expect(daypart(hour)).toBe(expected);
  });

  it('reads the hour in a time zone', () => {
    const moment = new Date('2026-01-15T04:30:00Z');
    expect(hourIn(moment, 'UTC')).toBe(4);
    expect(hourIn(moment, 'Europe/Amsterdam')).toBe(5);
    expect(hourIn(moment, 'Europe/Bucharest')).toBe(6);
  });
});

describe('the night greeting', () => {
  // "Good night" (Goedenacht, Noapte bună) says goodbye: at night the start page says hello.
  it.each(LOCALES)('is a greeting, not a farewell, in %s', async (locale) => {
    const greeting = ((await loadMessages(locale)).dashboard as { greeting: { night: string } })
      .greeting.night;
    expect(greeting).not.toMatch(/night|nacht|noapte/i);
    expect(greeting).toContain('{name}');
  });
});
