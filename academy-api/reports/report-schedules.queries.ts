import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { ACADEMY_GROUP, ENTITY_MANAGER_ROLES } from '../../shared/access/roles';
import type { ReportKind } from '../../shared/reports/report-kinds';
import type { ScheduleFilters, ScheduleFrequency } from '../../shared/reports/report-schedules';
import type { Db } from '../db/database';
import { accountRoles, accounts } from '../db/schema';
import { reportScheduleRecipients, reportSchedules } from './schema';

export type ReportScheduleRow = typeof reportSchedules.$inferSelect & {
  createdByName: string | null;
};

export type RecipientRow = {
  scheduleId: string;
  accountId: string;
  fullName: string;
  email: string;
  locale: string;
  lastPeriod: string | null;
};

/** The roles that may read a report at all (RULES.reports): who may be a recipient. */
const READER_ROLES = [...ACADEMY_GROUP, ...ENTITY_MANAGER_ROLES];

const scheduleColumns = getTableColumns(reportSchedules);

/** A schedule's row with its maker's name. */
function selectSchedules(db: Db) {
  return db
    .select({ ...scheduleColumns, createdByName: accounts.fullName })
    .from(reportSchedules)
    .leftJoin(accounts, eq(accounts.id, reportSchedules.createdBy));
}

/** Only the schedules of one entity (an entity manager's), or every one (undefined). */
const ofEntity = (entityId: string | undefined) =>
  entityId ? sql`${reportSchedules.filters}->>'entity' = ${entityId}` : undefined;

/** A portal's schedules, newest first; an entity manager's list holds their entity's only. */
export async function listReportSchedules(
  db: Db,
  params: { portalId: string; entityId?: string; page: { number: number; size: number } },
) {
  const where = and(eq(reportSchedules.portalId, params.portalId), ofEntity(params.entityId));
  const [rows, [total]] = await Promise.all([
    selectSchedules(db)
      .where(where)
      .orderBy(desc(reportSchedules.createdAt), desc(reportSchedules.id))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ count: count() }).from(reportSchedules).where(where),
  ]);
  return { rows: rows as ReportScheduleRow[], total: total?.count ?? 0 };
}

export async function findReportSchedule(
  db: Db,
  params: { portalId: string; id: string; entityId?: string },
): Promise<ReportScheduleRow | null> {
  const [row] = await selectSchedules(db).where(
    and(
      eq(reportSchedules.portalId, params.portalId),
      eq(reportSchedules.id, params.id),
      ofEntity(params.entityId),
    ),
  );
  return (row as ReportScheduleRow | undefined) ?? null;
}

/** The recipients of some schedules, by name. */
export async function scheduleRecipients(db: Db, scheduleIds: string[]): Promise<RecipientRow[]> {
  if (scheduleIds.length === 0) return [];
  return db
    .select({
      scheduleId: reportScheduleRecipients.scheduleId,
      accountId: reportScheduleRecipients.accountId,
      fullName: accounts.fullName,
      email: accounts.email,
      locale: accounts.locale,
      lastPeriod: reportScheduleRecipients.lastPeriod,
    })
    .from(reportScheduleRecipients)
    .innerJoin(accounts, eq(accounts.id, reportScheduleRecipients.accountId))
    .where(inArray(reportScheduleRecipients.scheduleId, scheduleIds))
    .orderBy(accounts.fullName, accounts.id);
}

export type ReaderRow = {
  id: string;
  fullName: string;
  email: string;
  locale: string;
  entityId: string;
  roles: string[];
};

/**
 * Accounts of the portal that hold a role that reads reports (the academy group, entity
 * managers), not erased, with their roles and entity: the candidates for recipients (`ids`:
 * these accounts only). Whether one may read a particular schedule's report is
 * shared/reports/report-scope.ts mayReceiveReport.
 */
export async function reportReaders(
  db: Db,
  params: { portalId: string; ids?: string[] },
): Promise<ReaderRow[]> {
  if (params.ids && params.ids.length === 0) return [];
  const rows = await db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
      locale: accounts.locale,
      entityId: accounts.entityId,
      roles: sql<string[]>`array_agg(${accountRoles.role})`,
    })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(
      and(
        eq(accounts.portalId, params.portalId),
        isNull(accounts.erasedAt),
        params.ids ? inArray(accounts.id, params.ids) : undefined,
      ),
    )
    .groupBy(accounts.id)
    .having(sql`bool_or(${inArray(accountRoles.role, READER_ROLES)})`)
    .orderBy(accounts.fullName, accounts.id);
  return rows;
}

/** The portal's accounts of `ids` (whatever their roles): to tell unknown from not allowed. */
export async function accountsOfPortal(db: Db, params: { portalId: string; ids: string[] }) {
  if (params.ids.length === 0) return [];
  return db
    .select({ id: accounts.id, fullName: accounts.fullName })
    .from(accounts)
    .where(
      and(
        eq(accounts.portalId, params.portalId),
        isNull(accounts.erasedAt),
        inArray(accounts.id, params.ids),
      ),
    );
}

export type ScheduleInput = {
  kind: ReportKind;
  filters: ScheduleFilters;
  frequency: ScheduleFrequency;
  weekday: number | null;
  day: number | null;
  hour: number;
  nextRunAt: Date;
};

export async function createReportSchedule(
  db: Db,
  params: ScheduleInput & { portalId: string; createdBy: string; recipientIds: string[] },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportSchedules)
      .values({
        portalId: params.portalId,
        createdBy: params.createdBy,
        kind: params.kind,
        filters: params.filters,
        frequency: params.frequency,
        weekday: params.weekday,
        day: params.day,
        hour: params.hour,
        nextRunAt: params.nextRunAt,
      })
      .returning({ id: reportSchedules.id });
    const id = (row as { id: string }).id;
    await tx
      .insert(reportScheduleRecipients)
      .values(params.recipientIds.map((accountId) => ({ scheduleId: id, accountId })));
    return id;
  });
}

/**
 * Changes a schedule; a new timing or report starts afresh (no retry pending, no failed tries).
 * Recipients kept keep the period they were last sent.
 */
export async function updateReportSchedule(
  db: Db,
  params: {
    id: string;
    changes: Partial<ScheduleInput> & { paused?: boolean };
    recipientIds?: string[];
  },
) {
  await db.transaction(async (tx) => {
    const restart = params.changes.nextRunAt !== undefined;
    await tx
      .update(reportSchedules)
      .set({
        ...params.changes,
        ...(restart ? { retryAt: null, attempts: 0, lastError: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(reportSchedules.id, params.id));
    if (params.recipientIds) {
      const keep = params.recipientIds;
      await tx
        .delete(reportScheduleRecipients)
        .where(
          and(
            eq(reportScheduleRecipients.scheduleId, params.id),
            sql`not (${inArray(reportScheduleRecipients.accountId, keep)})`,
          ),
        );
      if (keep.length > 0) {
        await tx
          .insert(reportScheduleRecipients)
          .values(keep.map((accountId) => ({ scheduleId: params.id, accountId })))
          .onConflictDoNothing();
      }
    }
  });
}

export async function deleteReportSchedule(db: Db, params: { id: string }) {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, params.id));
}

/**
 * Claims up to `limit` due schedules (not paused; their run or retry is due; no live lease) for
 * `leaseMs`, SKIP LOCKED: on PostgreSQL several instances' workers share them and none sends one
 * at once with another. A worker that stops mid-send leaves the lease to run out; the next claim
 * sends the recipients who have not had the period yet (report_schedule_recipients.last_period).
 */
export async function claimDueSchedules(
  db: Db,
  params: { now: Date; leaseMs: number; limit: number },
): Promise<ReportScheduleRow[]> {
  const until = new Date(params.now.getTime() + params.leaseMs);
  const result = await db.execute(sql`
    update ${reportSchedules} set lease_until = ${until}
    where ${reportSchedules.id} in (
      select s.id from ${reportSchedules} s
      where not s.paused and coalesce(s.retry_at, s.next_run_at) <= ${params.now}
        and s.next_run_at <= ${params.now}
        and (s.lease_until is null or s.lease_until < ${params.now})
      order by s.next_run_at
      limit ${params.limit}
      for update of s skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return (await selectSchedules(db).where(inArray(reportSchedules.id, ids))) as ReportScheduleRow[];
}

/** One recipient had the period (so a retry never sends it to them again). */
export async function markRecipientSent(
  db: Db,
  params: { scheduleId: string; accountId: string; period: string },
) {
  await db
    .update(reportScheduleRecipients)
    .set({ lastPeriod: params.period })
    .where(
      and(
        eq(reportScheduleRecipients.scheduleId, params.scheduleId),
        eq(reportScheduleRecipients.accountId, params.accountId),
      ),
    );
}

/** A run went out (to everyone): the next one, no error, the lease given back. */
export async function finishRun(
  db: Db,
  params: { id: string; nextRunAt: Date; sentAt: Date | null },
) {
  await db
    .update(reportSchedules)
    .set({
      nextRunAt: params.nextRunAt,
      retryAt: null,
      attempts: 0,
      leaseUntil: null,
      lastError: null,
      ...(params.sentAt ? { lastSentAt: params.sentAt } : {}),
    })
    .where(eq(reportSchedules.id, params.id));
}

/** A run failed: why, when to try again (or, after the last try, the next run with the error kept). */
export async function failRun(
  db: Db,
  params: { id: string; error: string; attempts: number; retryAt: Date | null; nextRunAt?: Date },
) {
  await db
    .update(reportSchedules)
    .set({
      lastError: params.error.slice(0, 1_000),
      attempts: params.attempts,
      retryAt: params.retryAt,
      leaseUntil: null,
      ...(params.nextRunAt ? { nextRunAt: params.nextRunAt } : {}),
    })
    .where(eq(reportSchedules.id, params.id));
}
