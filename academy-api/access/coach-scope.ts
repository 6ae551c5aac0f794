import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { hasFeature } from '../../shared/access/features';
import { ADMIN_ROLES, COACH_ROLES, hasRole } from '../../shared/access/roles';
import type { AppEnv, Viewer } from '../app-env';
import type { Db } from '../db/database';
import { qualified } from '../db/qualified';
import {
  accounts,
  coachMandates,
  courseCoaches,
  enrollments,
  reviewTicketAccounts,
  reviewTickets,
} from '../db/schema';

/**
 * THE coach scope (SCREENS "Coaching"): what of a student's data a coach may
 * read and act on. One place, used by review tickets, mandates, participants and mentees:
 *
 * - An admin of the portal (admin, academy_admin) reaches every student of the portal.
 * - A coach reaches a student **whole** (every course) when they are the student's primary
 *   coach, or hold an active mandate for them (approved, not past expires_at, and only while
 *   the portal has coach_mandate_approvals).
 * - A coach reaches a student **in a course** they coach (course_coaches) that the student is
 *   enrolled in (or has a ticket in).
 * - Anything else — another coach's student without a mandate, another portal's account — is a
 *   404, never a 403: "not yours" has one answer.
 */
export type CoachReach =
  | { kind: 'portal'; portalId: string; viewerId: string }
  | { kind: 'coach'; portalId: string; coachId: string; mandates: boolean };

/** The viewer's reach as a coach or admin, or null when they are neither (then: 404/403). */
export function coachReachOf(
  viewer: Viewer | null,
  portal: { id: string; features: readonly string[] },
): CoachReach | null {
  if (!viewer) return null;
  if (hasRole(viewer.roles, ADMIN_ROLES)) {
    return { kind: 'portal', portalId: portal.id, viewerId: viewer.id };
  }
  if (viewer.portalId !== portal.id || !hasRole(viewer.roles, COACH_ROLES)) return null;
  return {
    kind: 'coach',
    portalId: portal.id,
    coachId: viewer.id,
    mandates: hasFeature(portal.features, 'coach_mandate_approvals'),
  };
}

export const coachReach = (c: Context<AppEnv>) => coachReachOf(c.var.viewer, c.var.portal);

/** Ids of the students a coach reaches whole: primary coach of, or an active mandate for. */
export function wholeStudentIds(
  reach: Extract<CoachReach, { kind: 'coach' }>,
  now: Date,
): SQL<string> {
  const primary = sql`select ${qualified(accounts.id)} from ${accounts} where ${qualified(accounts.primaryCoachId)} = ${reach.coachId}::uuid and ${qualified(accounts.portalId)} = ${reach.portalId}::uuid`;
  if (!reach.mandates) return primary as SQL<string>;
  return sql`${primary} union select ${qualified(coachMandates.studentId)} from ${coachMandates}
    where ${qualified(coachMandates.coachId)} = ${reach.coachId}::uuid
      and ${qualified(coachMandates.portalId)} = ${reach.portalId}::uuid
      and ${qualified(coachMandates.status)} = 'approved'
      and ${qualified(coachMandates.expiresAt)} > ${now.toISOString()}::timestamptz` as SQL<string>;
}

/** Ids of the courses a coach coaches. */
export const coachedCourseIds = (coachId: string) =>
  sql`select ${qualified(courseCoaches.courseId)} from ${courseCoaches} where ${qualified(courseCoaches.accountId)} = ${coachId}::uuid`;

/**
 * The review tickets the reach sees (the queue's WHERE, besides the portal): admins all of the
 * portal's; a coach those of courses they coach and those of students they reach whole.
 */
export function ticketsInReach(reach: CoachReach, now: Date): SQL | undefined {
  const ofPortal = eq(reviewTickets.portalId, reach.portalId);
  if (reach.kind === 'portal') return ofPortal;
  return and(
    ofPortal,
    or(
      sql`${qualified(reviewTickets.courseId)} in (${coachedCourseIds(reach.coachId)})`,
      sql`exists (select 1 from ${reviewTicketAccounts} where ${qualified(reviewTicketAccounts.ticketId)} = ${qualified(reviewTickets.id)} and ${qualified(reviewTicketAccounts.accountId)} in (${wholeStudentIds(reach, now)}))`,
    ),
  );
}

/** A coach's reach as plain ids: the courses they coach and the students they reach whole. */
export type ResolvedReach =
  | { kind: 'portal'; portalId: string }
  | { kind: 'coach'; portalId: string; courseIds: string[]; studentIds: string[] };

/**
 * The reach worked out once (two small index lookups), so a list over thousands of tickets
 * compares against constant arrays instead of running the subqueries for every row.
 */
export async function resolveReach(db: Db, reach: CoachReach, now: Date): Promise<ResolvedReach> {
  if (reach.kind === 'portal') return { kind: 'portal', portalId: reach.portalId };
  const [courses, students] = await Promise.all([
    db
      .select({ id: courseCoaches.courseId })
      .from(courseCoaches)
      .where(eq(courseCoaches.accountId, reach.coachId)),
    db.execute(wholeStudentIds(reach, now)),
  ]);
  const rows = (students as unknown as { rows: { id?: string; student_id?: string }[] }).rows;
  return {
    kind: 'coach',
    portalId: reach.portalId,
    courseIds: courses.map((row) => row.id),
    studentIds: rows.map((row) => row.id ?? row.student_id ?? '').filter(Boolean),
  };
}

/** ticketsInReach for a resolved reach: the same tickets, with the ids as parameters. */
export function ticketsInResolvedReach(reach: ResolvedReach): SQL | undefined {
  const ofPortal = eq(reviewTickets.portalId, reach.portalId);
  if (reach.kind === 'portal') return ofPortal;
  const byCourse =
    reach.courseIds.length > 0 ? inArray(reviewTickets.courseId, reach.courseIds) : undefined;
  const byStudent =
    reach.studentIds.length > 0
      ? sql`${qualified(reviewTickets.id)} in (select ${qualified(reviewTicketAccounts.ticketId)} from ${reviewTicketAccounts} where ${inArray(reviewTicketAccounts.accountId, reach.studentIds)})`
      : undefined;
  if (!byCourse && !byStudent) return sql`false`;
  return and(ofPortal, or(byCourse, byStudent));
}

/** What a reach may see of one student: everything, or only some courses. */
export type StudentReach = { whole: true } | { whole: false; courseIds: string[] };

/** Whether the student reach covers a course. */
export const reachesCourse = (reach: StudentReach, courseId: string) =>
  reach.whole || reach.courseIds.includes(courseId);

/**
 * What the reach may see of one account: null when nothing (another portal's account, a
 * student of someone else without a mandate, not a student of a course the coach coaches).
 * One round trip.
 */
export async function studentReach(
  db: Db,
  reach: CoachReach,
  studentId: string,
  now: Date = new Date(),
): Promise<StudentReach | null> {
  const coachId = reach.kind === 'coach' ? reach.coachId : null;
  // The outer account, qualified: inside the subqueries a bare column would bind to their tables.
  const q = qualified;
  const student = q(accounts.id);
  const mandate =
    reach.kind === 'coach' && reach.mandates
      ? sql<boolean>`exists (select 1 from ${coachMandates}
          where ${q(coachMandates.coachId)} = ${coachId}::uuid
            and ${q(coachMandates.studentId)} = ${student}
            and ${q(coachMandates.status)} = 'approved'
            and ${q(coachMandates.expiresAt)} > ${now.toISOString()}::timestamptz)`
      : sql<boolean>`false`;
  const courseIds = coachId
    ? sql<string[] | null>`(select array_agg(distinct course_id) from (
        select ${q(enrollments.courseId)} as course_id from ${enrollments}
          where ${q(enrollments.accountId)} = ${student}
            and ${q(enrollments.courseId)} in (${coachedCourseIds(coachId)})
        union
        select ${q(reviewTickets.courseId)} from ${reviewTickets}
          join ${reviewTicketAccounts} on ${q(reviewTicketAccounts.ticketId)} = ${q(reviewTickets.id)}
          where ${q(reviewTicketAccounts.accountId)} = ${student}
            and ${q(reviewTickets.courseId)} in (${coachedCourseIds(coachId)})
      ) as coached)`
    : sql<string[] | null>`null`;
  const [account] = await db
    .select({
      portalId: accounts.portalId,
      primaryCoachId: accounts.primaryCoachId,
      mandate,
      courseIds,
    })
    .from(accounts)
    .where(eq(accounts.id, studentId));
  if (!account || account.portalId !== reach.portalId) return null;
  if (reach.kind === 'portal') return { whole: true };
  if (account.primaryCoachId === reach.coachId || account.mandate) return { whole: true };
  const ids = account.courseIds ?? [];
  return ids.length > 0 ? { whole: false, courseIds: ids } : null;
}

/** Whether the reach covers a ticket (its course, or any of its students whole). */
export async function reachesTicket(
  db: Db,
  reach: CoachReach,
  ticket: { courseId: string; accountIds: readonly string[] },
  now: Date = new Date(),
): Promise<boolean> {
  if (reach.kind === 'portal') return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(courseCoaches)
    .where(
      and(eq(courseCoaches.courseId, ticket.courseId), eq(courseCoaches.accountId, reach.coachId)),
    );
  if (row) return true;
  if (ticket.accountIds.length === 0) return false;
  const whole = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, [...ticket.accountIds]),
        sql`${accounts.id} in (${wholeStudentIds(reach, now)})`,
      ),
    )
    .limit(1);
  return whole.length > 0;
}

/** Active mandates expire by the clock; this notes it in the rows (status `expired`). */
export async function markExpiredMandates(db: Db, params: { portalId: string; now: Date }) {
  await db
    .update(coachMandates)
    .set({ status: 'expired', updatedAt: params.now })
    .where(
      and(
        eq(coachMandates.portalId, params.portalId),
        eq(coachMandates.status, 'approved'),
        sql`${coachMandates.expiresAt} <= ${params.now.toISOString()}::timestamptz`,
      ),
    );
}
