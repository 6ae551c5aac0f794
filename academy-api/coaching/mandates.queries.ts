import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mandateExpiry } from '../../shared/coaching/mandates';
import { MANDATE_LIMITS, type MandateStatus } from '../../shared/coaching/types';
import type { CoachReach } from '../access/coach-scope';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { accountRoles, accounts, approvalSettings, coachMandates } from '../db/schema';

const coach = alias(accounts, 'coach');
const student = alias(accounts, 'student');
const requester = alias(accounts, 'requester');
const decider = alias(accounts, 'decider');

/** The portal's mandate duration in days (365 when it has not set one). */
export async function mandateDays(db: Db, portalId: string): Promise<number> {
  const [row] = await db
    .select({ days: approvalSettings.mandateDays })
    .from(approvalSettings)
    .where(eq(approvalSettings.portalId, portalId));
  return row?.days ?? MANDATE_LIMITS.defaultDays;
}

export async function saveMandateDays(
  db: Db,
  params: { portalId: string; days: number; updatedBy: string },
) {
  const now = new Date();
  await db
    .insert(approvalSettings)
    .values({
      portalId: params.portalId,
      mandateDays: params.days,
      updatedBy: params.updatedBy,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: approvalSettings.portalId,
      set: { mandateDays: params.days, updatedBy: params.updatedBy, updatedAt: now },
    });
}

/** The status a mandate has at `now`, in SQL (an approved one past its expiry is expired). */
const effectiveStatus = (now: Date) =>
  sql<MandateStatus>`case when ${coachMandates.status} = 'approved' and ${coachMandates.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else ${coachMandates.status} end`;

const columns = (now: Date) => ({
  id: coachMandates.id,
  coachId: coachMandates.coachId,
  coachName: coach.fullName,
  studentId: coachMandates.studentId,
  studentName: student.fullName,
  studentEmail: student.email,
  studentPrimaryCoachId: student.primaryCoachId,
  requestedByName: requester.fullName,
  status: effectiveStatus(now),
  reason: coachMandates.reason,
  decisionReason: coachMandates.decisionReason,
  decidedByName: decider.fullName,
  decidedAt: coachMandates.decidedAt,
  expiresAt: coachMandates.expiresAt,
  createdAt: coachMandates.createdAt,
});

export type MandateRow = {
  id: string;
  coachId: string;
  coachName: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  studentPrimaryCoachId: string | null;
  requestedByName: string | null;
  status: MandateStatus;
  reason: string;
  decisionReason: string;
  decidedByName: string | null;
  decidedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

function selectMandates(db: Db, now: Date) {
  return db
    .select(columns(now))
    .from(coachMandates)
    .innerJoin(coach, eq(coach.id, coachMandates.coachId))
    .innerJoin(student, eq(student.id, coachMandates.studentId))
    .leftJoin(requester, eq(requester.id, coachMandates.requestedBy))
    .leftJoin(decider, eq(decider.id, coachMandates.decidedBy));
}

/**
 * Which mandates the viewer sees on /approvals: admins all of the portal's; a coach those they
 * asked for and those of students whose primary coach they are (they decide those).
 */
function visible(reach: CoachReach): SQL | undefined {
  const ofPortal = eq(coachMandates.portalId, reach.portalId);
  if (reach.kind === 'portal') return ofPortal;
  return and(
    ofPortal,
    or(eq(coachMandates.coachId, reach.coachId), eq(student.primaryCoachId, reach.coachId)),
  );
}

function statusIs(status: MandateStatus, now: Date): SQL | undefined {
  const nowIso = now.toISOString();
  if (status === 'approved') {
    return and(
      eq(coachMandates.status, 'approved'),
      sql`${coachMandates.expiresAt} > ${nowIso}::timestamptz`,
    );
  }
  if (status === 'expired') {
    return or(
      eq(coachMandates.status, 'expired'),
      and(eq(coachMandates.status, 'approved'), lte(coachMandates.expiresAt, now)),
    );
  }
  return eq(coachMandates.status, status);
}

export async function listMandates(
  db: Db,
  params: {
    reach: CoachReach;
    status?: MandateStatus;
    scope?: 'mine' | 'to_decide';
    search?: string;
    limit: number;
    offset: number;
    now: Date;
  },
) {
  const { reach, now } = params;
  const conditions: (SQL | undefined)[] = [visible(reach)];
  if (params.scope === 'mine' && reach.kind === 'coach') {
    conditions.push(eq(coachMandates.coachId, reach.coachId));
  } else if (params.scope === 'to_decide') {
    conditions.push(eq(coachMandates.status, 'pending'));
    if (reach.kind === 'coach') conditions.push(eq(student.primaryCoachId, reach.coachId));
  }
  const term = params.search?.trim().toLowerCase();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      or(
        sql`lower(${student.fullName}) like ${pattern}`,
        sql`lower(${coach.fullName}) like ${pattern}`,
      ),
    );
  }
  const base = and(...conditions);
  const where = params.status ? and(base, statusIs(params.status, now)) : base;
  const [rows, [total], statusRows] = await Promise.all([
    selectMandates(db, now)
      .where(where)
      .orderBy(
        // Pending first (they wait for someone), then the newest.
        sql`case when ${coachMandates.status} = 'pending' then 0 else 1 end`,
        desc(coachMandates.createdAt),
        asc(coachMandates.id),
      )
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ n: count() })
      .from(coachMandates)
      .innerJoin(student, eq(student.id, coachMandates.studentId))
      .innerJoin(coach, eq(coach.id, coachMandates.coachId))
      .where(where),
    db
      .select({ status: effectiveStatus(now), n: count() })
      .from(coachMandates)
      .innerJoin(student, eq(student.id, coachMandates.studentId))
      .innerJoin(coach, eq(coach.id, coachMandates.coachId))
      .where(base)
      .groupBy(sql`1`),
  ]);
  return {
    rows: rows as MandateRow[],
    total: total?.n ?? 0,
    statusCounts: Object.fromEntries(statusRows.map((row) => [row.status, row.n])),
  };
}

export async function findMandate(
  db: Db,
  params: { portalId: string; id: string; now: Date },
): Promise<MandateRow | null> {
  const [row] = await selectMandates(db, params.now).where(
    and(eq(coachMandates.portalId, params.portalId), eq(coachMandates.id, params.id)),
  );
  return (row as MandateRow | undefined) ?? null;
}

/** A student of the portal (holds the student role): id, name, primary coach; null otherwise. */
export async function findPortalStudent(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      primaryCoachId: accounts.primaryCoachId,
      locale: accounts.locale,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.portalId, params.portalId),
        eq(accounts.id, params.id),
        sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${accounts.id} and ${accountRoles.role} = 'student')`,
      ),
    );
  return row ?? null;
}

/** Students of the portal by name or e-mail (the request form), at most 20. */
export async function searchPortalStudents(
  db: Db,
  params: { portalId: string; search: string; excludeId: string },
) {
  const pattern = likePattern(params.search.toLowerCase());
  return db
    .select({ id: accounts.id, fullName: accounts.fullName, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.portalId, params.portalId),
        sql`${accounts.id} <> ${params.excludeId}::uuid`,
        or(
          sql`lower(${accounts.fullName}) like ${pattern}`,
          sql`lower(${accounts.email}) like ${pattern}`,
        ),
        sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${accounts.id} and ${accountRoles.role} = 'student')`,
      ),
    )
    .orderBy(asc(accounts.fullName))
    .limit(20);
}

/** The coach's mandates for a student that are pending or active at `now`. */
export async function openMandatesFor(
  db: Db,
  params: { coachId: string; studentId: string; now: Date },
) {
  return db
    .select({ id: coachMandates.id, status: coachMandates.status })
    .from(coachMandates)
    .where(
      and(
        eq(coachMandates.coachId, params.coachId),
        eq(coachMandates.studentId, params.studentId),
        or(
          eq(coachMandates.status, 'pending'),
          and(eq(coachMandates.status, 'approved'), gt(coachMandates.expiresAt, params.now)),
        ),
      ),
    );
}

/** A new request (pending); null when one is pending already (the partial unique index). */
export async function createMandateRequest(
  db: Db,
  params: { portalId: string; coachId: string; studentId: string; reason: string; now: Date },
) {
  const [row] = await db
    .insert(coachMandates)
    .values({
      portalId: params.portalId,
      coachId: params.coachId,
      studentId: params.studentId,
      requestedBy: params.coachId,
      reason: params.reason,
      status: 'pending',
      createdAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoNothing()
    .returning({ id: coachMandates.id });
  return row?.id ?? null;
}

/**
 * Approves or declines a pending mandate; false when it is not pending any more (two deciders at
 * once: one wins). Approval lasts the portal's number of days from now.
 */
export async function decideMandate(
  db: Db,
  params: {
    portalId: string;
    id: string;
    decision: 'approved' | 'declined';
    reason: string;
    decidedBy: string;
    now: Date;
  },
): Promise<boolean> {
  const days = params.decision === 'approved' ? await mandateDays(db, params.portalId) : 0;
  const rows = await db
    .update(coachMandates)
    .set({
      status: params.decision,
      decisionReason: params.reason,
      decidedBy: params.decidedBy,
      decidedAt: params.now,
      expiresAt: params.decision === 'approved' ? mandateExpiry(params.now, days) : null,
      updatedAt: params.now,
    })
    .where(
      and(
        eq(coachMandates.portalId, params.portalId),
        eq(coachMandates.id, params.id),
        eq(coachMandates.status, 'pending'),
      ),
    )
    .returning({ id: coachMandates.id });
  return rows.length > 0;
}

/** The asking coach withdraws a pending request. */
export async function withdrawMandate(
  db: Db,
  params: { portalId: string; id: string; coachId: string },
) {
  const rows = await db
    .delete(coachMandates)
    .where(
      and(
        eq(coachMandates.portalId, params.portalId),
        eq(coachMandates.id, params.id),
        eq(coachMandates.coachId, params.coachId),
        eq(coachMandates.status, 'pending'),
      ),
    )
    .returning({ id: coachMandates.id });
  return rows.length > 0;
}

/** Locales of some accounts (notifications in each one's language). */
export async function localesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: accounts.id, locale: accounts.locale })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.locale]));
}
