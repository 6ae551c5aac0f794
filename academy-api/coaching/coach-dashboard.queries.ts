import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_TICKET_STATUSES } from '../../shared/coaching/ticket-status';
import type { TicketStatus } from '../../shared/coaching/types';
import { type CoachReach, resolveReach, ticketsInResolvedReach } from '../access/coach-scope';
import type { Db } from '../db/database';
import {
  accounts,
  courseGroups,
  courseItems,
  courses,
  reviewTicketAccounts,
  reviewTickets,
} from '../db/schema';

export type DashboardTicket = {
  id: string;
  status: TicketStatus;
  courseTitle: string;
  itemTitle: string;
  groupName: string | null;
  students: string[];
  submittedAt: Date;
  dueAt: Date | null;
  overdue: boolean;
};

/**
 * The open review tickets the coach reaches (waiting for a coach: new, in review, resubmitted):
 * how many, how many past their due date, and the `limit` most urgent — overdue first by due
 * date, then the longest waiting.
 */
export async function openTicketSummary(
  db: Db,
  params: { reach: CoachReach; now: Date; limit: number },
) {
  const { now } = params;
  // The reach as ids first (two index lookups): compared per ticket, its subqueries ran for
  // every one of thousands of tickets (npm run bench:participants, 10,000 participants).
  const reach = await resolveReach(db, params.reach, now);
  const open = and(
    ticketsInResolvedReach(reach),
    inArray(reviewTickets.status, [...OPEN_TICKET_STATUSES]),
  );
  const due = now.toISOString();
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${reviewTickets.dueAt} < ${due}::timestamptz))::int`,
    })
    .from(reviewTickets)
    .where(open);
  const rows = await db
    .select({
      id: reviewTickets.id,
      status: reviewTickets.status,
      courseTitle: courses.title,
      itemTitle: courseItems.title,
      groupName: courseGroups.name,
      submittedAt: reviewTickets.submittedAt,
      dueAt: reviewTickets.dueAt,
    })
    .from(reviewTickets)
    .innerJoin(courses, eq(courses.id, reviewTickets.courseId))
    .innerJoin(courseItems, eq(courseItems.id, reviewTickets.itemId))
    .leftJoin(courseGroups, eq(courseGroups.id, reviewTickets.groupId))
    .where(open)
    .orderBy(
      sql`${reviewTickets.dueAt} < ${due}::timestamptz desc nulls last`,
      asc(reviewTickets.dueAt),
      asc(reviewTickets.submittedAt),
      asc(reviewTickets.id),
    )
    .limit(params.limit);
  const names =
    rows.length > 0
      ? await db
          .select({ ticketId: reviewTicketAccounts.ticketId, fullName: accounts.fullName })
          .from(reviewTicketAccounts)
          .innerJoin(accounts, eq(accounts.id, reviewTicketAccounts.accountId))
          .where(
            inArray(
              reviewTicketAccounts.ticketId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(accounts.fullName))
      : [];
  return {
    total: counts?.total ?? 0,
    overdue: counts?.overdue ?? 0,
    rows: rows.map(
      (row): DashboardTicket => ({
        ...row,
        students: names.filter((name) => name.ticketId === row.id).map((name) => name.fullName),
        overdue: row.dueAt !== null && row.dueAt < now,
      }),
    ),
  };
}
