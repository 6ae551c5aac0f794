import { z } from 'zod';
import { REPORT_KINDS, REPORT_STATUSES, type ReportKind } from './report-kinds';

/**
 * Scheduled reports (issue 43, item 5): a report of one kind and filters, sent by e-mail weekly
 * (on a weekday) or monthly (on a day 1–28) at an hour of the portal's day, to chosen accounts
 * of the portal who may read it. Pure: the timing (nextRunAt, reportPeriod) and the filters'
 * schema that the API validates a schedule with; the worker sends them.
 */
export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/**
 * The hour of a schedule is on the portal's clock. Portals have no time zone of their own yet,
 * so every schedule runs on UTC; nextRunAt and reportPeriod take a zone for when they do.
 */
export const PORTAL_TIME_ZONE = 'UTC';

/** At most this many recipients per schedule. */
export const MAX_SCHEDULE_RECIPIENTS = 50;

/**
 * A report's filters as a schedule keeps them: course, entity and status (not the period: each
 * e-mail covers the week or month before it). The same names as the list's filter[…].
 */
export const reportFiltersSchema = z
  .object({
    course: z.uuid().optional(),
    entity: z.uuid().optional(),
    status: z.string().optional(),
  })
  .strict();

export type ScheduleFilters = z.infer<typeof reportFiltersSchema>;

/** The filters for one kind: its statuses only (completions takes none). */
export function filtersSchemaOf(kind: ReportKind) {
  const statuses = kind === 'completions' ? [] : (REPORT_STATUSES[kind] as readonly string[]);
  return reportFiltersSchema.refine(
    (filters) => filters.status === undefined || statuses.includes(filters.status),
    { path: ['status'], message: 'Not a status of this report' },
  );
}

export const scheduleTimingSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    /** Weekly: ISO weekday, 1 Monday … 7 Sunday. */
    weekday: z.number().int().min(1).max(7).nullable().optional(),
    /** Monthly: the day of the month, 1–28 (every month has it). */
    day: z.number().int().min(1).max(28).nullable().optional(),
    /** The hour of the day (0–23) in the portal's time zone. */
    hour: z.number().int().min(0).max(23),
  })
  .superRefine((value, ctx) => {
    if (value.frequency === 'weekly' && !value.weekday) {
      ctx.addIssue({
        code: 'custom',
        path: ['weekday'],
        message: 'A weekly schedule needs a weekday',
      });
    }
    if (value.frequency === 'monthly' && !value.day) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'A monthly schedule needs a day' });
    }
  });

export type ScheduleTiming = {
  frequency: ScheduleFrequency;
  weekday?: number | null;
  day?: number | null;
  hour: number;
};

export const isReportKindOf = (value: string): value is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value);

/** A calendar day (no time, no zone). */
type Day = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let known = formatters.get(timeZone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, known);
  }
  return known;
}

/** The wall clock of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a day's hour is on the zone's clock. An hour the clock skips (spring forward)
 * is the instant after the jump (02:00 → 03:00); an hour it repeats (fall back) is the second.
 */
export function zonedInstant(day: Day, hour: number, timeZone: string): Date {
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour);
  const first = offsetAt(new Date(guess), timeZone);
  const candidate = guess - first;
  const second = offsetAt(new Date(candidate), timeZone);
  return new Date(second === first ? candidate : guess - second);
}

/** A day moved by some days (calendar arithmetic). */
function addDays(day: Day, days: number): Day {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
function weekdayOf(day: Day): number {
  return ((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7) + 1;
}

const isoDay = (day: Day) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/**
 * The first run strictly after `after`: the next weekday (weekly) or day of the month
 * (monthly) at the schedule's hour on the zone's clock.
 */
export function nextRunAt(timing: ScheduleTiming, after: Date, timeZone = 'UTC'): Date {
  const clock = wallClock(after, timeZone);
  const today: Day = { year: clock.year, month: clock.month, day: clock.day };
  if (timing.frequency === 'weekly') {
    const weekday = timing.weekday ?? 1;
    for (let offset = 0; offset <= 7; offset++) {
      const day = addDays(today, offset);
      if (weekdayOf(day) !== weekday) continue;
      const at = zonedInstant(day, timing.hour, timeZone);
      if (at.getTime() > after.getTime()) return at;
    }
    return zonedInstant(addDays(today, 7), timing.hour, timeZone);
  }
  const dayOfMonth = timing.day ?? 1;
  for (let months = 0; months <= 1; months++) {
    const first = new Date(Date.UTC(today.year, today.month - 1 + months, 1));
    const day = {
      year: first.getUTCFullYear(),
      month: first.getUTCMonth() + 1,
      day: dayOfMonth,
    };
    const at = zonedInstant(day, timing.hour, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  const first = new Date(Date.UTC(today.year, today.month + 1, 1));
  return zonedInstant(
    { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: dayOfMonth },
    timing.hour,
    timeZone,
  );
}

/**
 * The period a run at `runAt` covers, as days (inclusive, YYYY-MM-DD) on the zone's clock: the
 * previous calendar week (Monday to Sunday) for a weekly schedule, the previous calendar month
 * for a monthly one. `key` names it: a period is sent to a recipient once.
 */
export function reportPeriod(
  frequency: ScheduleFrequency,
  runAt: Date,
  timeZone = 'UTC',
): { from: string; to: string; key: string } {
  const clock = wallClock(runAt, timeZone);
  const today: Day = { year: clock.year, month: clock.month, day: clock.day };
  let from: Day;
  let to: Day;
  if (frequency === 'weekly') {
    const monday = addDays(today, 1 - weekdayOf(today));
    from = addDays(monday, -7);
    to = addDays(monday, -1);
  } else {
    to = addDays({ ...today, day: 1 }, -1);
    from = { ...to, day: 1 };
  }
  const range = { from: isoDay(from), to: isoDay(to) };
  return { ...range, key: `${range.from}/${range.to}` };
}
