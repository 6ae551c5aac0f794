import { describe, expect, it } from 'vitest';
import { filtersSchemaOf, nextRunAt, reportPeriod, scheduleTimingSchema } from './report-schedules';

const at = (iso: string) => new Date(iso);

describe('nextRunAt (UTC)', () => {
  it('weekly: the next weekday at the hour, strictly after', () => {
    // Saturday 5 December 2026; Monday is the 7th.
    const timing = { frequency: 'weekly', weekday: 1, hour: 8 } as const;
    expect(nextRunAt(timing, at('2026-12-05T10:00:00Z')).toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    // On the day before the hour: that day; at the hour itself: a week on.
    expect(nextRunAt(timing, at('2026-12-07T07:59:00Z')).toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(nextRunAt(timing, at('2026-12-07T08:00:00Z')).toISOString()).toBe(
      '2026-12-14T08:00:00.000Z',
    );
    // Sunday (7) from a Sunday after the hour: next Sunday.
    expect(
      nextRunAt({ frequency: 'weekly', weekday: 7, hour: 0 }, at('2026-12-06T00:30:00Z')),
    ).toEqual(at('2026-12-13T00:00:00Z'));
  });

  it('monthly: the day of this month, else of the next, across the year end', () => {
    const timing = { frequency: 'monthly', day: 28, hour: 6 } as const;
    expect(nextRunAt(timing, at('2026-02-27T23:00:00Z'))).toEqual(at('2026-02-28T06:00:00Z'));
    expect(nextRunAt(timing, at('2026-02-28T06:00:00Z'))).toEqual(at('2026-03-28T06:00:00Z'));
    expect(nextRunAt(timing, at('2026-12-31T23:59:59Z'))).toEqual(at('2027-01-28T06:00:00Z'));
    expect(
      nextRunAt({ frequency: 'monthly', day: 1, hour: 0 }, at('2026-12-05T00:00:00Z')),
    ).toEqual(at('2027-01-01T00:00:00Z'));
  });
});

describe('nextRunAt in Europe/Amsterdam (daylight saving time)', () => {
  const zone = 'Europe/Amsterdam';
  it('keeps the hour on the clock across the change to summer time (29 March 2026)', () => {
    const timing = { frequency: 'weekly', weekday: 7, hour: 9 } as const;
    // Sunday 22 March, 09:00 CET = 08:00 UTC; Sunday 29 March, 09:00 CEST = 07:00 UTC.
    const first = nextRunAt(timing, at('2026-03-21T12:00:00Z'), zone);
    expect(first).toEqual(at('2026-03-22T08:00:00Z'));
    expect(nextRunAt(timing, first, zone)).toEqual(at('2026-03-29T07:00:00Z'));
  });

  it('an hour the clock skips runs once, after the jump; an hour it repeats runs once', () => {
    // 02:00 does not exist on 29 March 2026 in Amsterdam: 03:00 CEST (01:00 UTC).
    const spring = nextRunAt(
      { frequency: 'weekly', weekday: 7, hour: 2 },
      at('2026-03-28T12:00:00Z'),
      zone,
    );
    expect(spring).toEqual(at('2026-03-29T01:00:00Z'));
    // 02:00 happens twice on 25 October 2026: one run, then a week on at 02:00 CET.
    const timing = { frequency: 'weekly', weekday: 7, hour: 2 } as const;
    const autumn = nextRunAt(timing, at('2026-10-24T12:00:00Z'), zone);
    expect(autumn).toEqual(at('2026-10-25T01:00:00Z'));
    expect(nextRunAt(timing, autumn, zone)).toEqual(at('2026-11-01T01:00:00Z'));
  });

  it('monthly across the change to winter time', () => {
    const timing = { frequency: 'monthly', day: 1, hour: 7 } as const;
    const october = nextRunAt(timing, at('2026-09-15T00:00:00Z'), zone);
    expect(october).toEqual(at('2026-10-01T05:00:00Z'));
    expect(nextRunAt(timing, october, zone)).toEqual(at('2026-11-01T06:00:00Z'));
  });
});

describe('reportPeriod', () => {
  it('weekly: the previous Monday to Sunday', () => {
    expect(reportPeriod('weekly', at('2026-12-07T08:00:00Z'))).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
      key: '2026-11-30/2026-12-06',
    });
    // Run on a Sunday: still the week before this one.
    expect(reportPeriod('weekly', at('2026-12-13T23:00:00Z')).from).toBe('2026-11-30');
  });

  it('monthly: the previous calendar month (leap years, year end)', () => {
    expect(reportPeriod('monthly', at('2028-03-01T00:00:00Z'))).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(reportPeriod('monthly', at('2027-01-28T06:00:00Z'))).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it("reads the day on the zone's clock", () => {
    // Monday 00:30 in Amsterdam is still Sunday in UTC.
    expect(reportPeriod('weekly', at('2026-12-06T23:30:00Z'), 'Europe/Amsterdam').from).toBe(
      '2026-11-30',
    );
    expect(reportPeriod('weekly', at('2026-12-06T23:30:00Z')).from).toBe('2026-11-23');
  });
});

describe('schemas', () => {
  it('a weekly schedule needs a weekday, a monthly one a day of 1–28', () => {
    expect(scheduleTimingSchema.safeParse({ frequency: 'weekly', hour: 8 }).success).toBe(false);
    expect(
      scheduleTimingSchema.safeParse({ frequency: 'weekly', weekday: 1, hour: 8 }).success,
    ).toBe(true);
    expect(scheduleTimingSchema.safeParse({ frequency: 'monthly', day: 29, hour: 8 }).success).toBe(
      false,
    );
    expect(scheduleTimingSchema.safeParse({ frequency: 'monthly', day: 3, hour: 24 }).success).toBe(
      false,
    );
  });

  it("filters: the kind's statuses, nothing unknown", () => {
    expect(filtersSchemaOf('progress').safeParse({ status: 'in_progress' }).success).toBe(true);
    expect(filtersSchemaOf('completions').safeParse({ status: 'completed' }).success).toBe(false);
    expect(filtersSchemaOf('progress').safeParse({ course: 'nope' }).success).toBe(false);
    expect(filtersSchemaOf('progress').safeParse({ from: '2026-01-01' }).success).toBe(false);
  });
});
