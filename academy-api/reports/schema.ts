import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ReportKind } from '../../shared/reports/report-kinds';
import type { ScheduleFilters, ScheduleFrequency } from '../../shared/reports/report-schedules';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, joinKeys, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * Scheduled reports (issue 43, item 5): a report of one kind and filters (validated by
 * shared/reports/report-schedules.ts) e-mailed weekly (ISO `weekday`) or monthly (`day` 1–28) at
 * `hour` of the portal's day. `next_run_at` is the run due next, and the period it covers is
 * read from it (the week or month before), so a retry covers the same period; `retry_at` is a
 * failed run's next try (backoff), `attempts` its failed tries, `lease_until` keeps a claimed
 * schedule one worker's while it sends. Off the change feed: nothing an instance keeps reads it.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    createdBy: setNullRef('created_by', () => accounts.id),
    kind: text('kind').$type<ReportKind>().notNull(),
    filters: jsonb('filters').$type<ScheduleFilters>().notNull(),
    frequency: text('frequency').$type<ScheduleFrequency>().notNull(),
    weekday: integer('weekday'),
    day: integer('day'),
    hour: integer('hour').notNull(),
    nextRunAt: ts('next_run_at').notNull(),
    retryAt: ts('retry_at'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: ts('lease_until'),
    lastSentAt: ts('last_sent_at'),
    lastError: text('last_error'),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_schedules_next_run_idx').on(t.nextRunAt),
    index('report_schedules_portal_created_idx').on(t.portalId, t.createdAt.desc(), t.id.desc()),
    check('report_schedules_frequency_check', sql`${t.frequency} in ('weekly', 'monthly')`),
  ],
);

/**
 * Who receives a schedule: accounts of its portal who may read its report (each in their own
 * language). `last_period` is the last period sent to them, so a retry after a partial failure
 * never sends a period twice to the same person.
 */
export const reportScheduleRecipients = pgTable(
  'report_schedule_recipients',
  {
    scheduleId: cascadeRef('schedule_id', () => reportSchedules.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    lastPeriod: text('last_period'),
  },
  (t) => joinKeys(t.scheduleId, t.accountId, 'report_schedule_recipients_account_idx'),
);
