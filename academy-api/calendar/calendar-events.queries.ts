import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasFeature } from '../../shared/access/features';
import type { CalendarSource } from '../../shared/calendar/feed-events';
import {
  type CalendarEventKind,
  type EventRef,
  eventKindsFor,
  type FeedWindow,
  isScheduledAnnouncement,
  MAX_FEED_EVENTS,
} from '../../shared/calendar/feed-rules';
import { OPEN_TICKET_STATUSES } from '../../shared/coaching/ticket-status';
import { inAudience } from '../../shared/communication/audience';
import { resolveReach, ticketsInResolvedReach } from '../access/coach-scope';
import { courseAccessOf } from '../access/course-access';
import type { Db } from '../db/database';
import {
  accounts,
  announcements,
  assignments,
  certificates,
  certifications,
  courseGroups,
  courseItems,
  courses,
  enrollments,
  quizAttempts,
  reviewTickets,
} from '../db/schema';
import type { FeedOwner } from './calendar-feeds.queries';

/** Whose events, on which portal's flags, in which window: or one event whatever its date. */
export type EventScope = {
  owner: Omit<FeedOwner, 'feedId'>;
  features: readonly string[];
  window: FeedWindow;
  now: Date;
  /** A single-event download: this kind and row only, if it is the person's. */
  only?: EventRef;
};

/** The row of `only`, or the dated column within [from, to]. */
function dated(scope: EventScope, at: PgColumn, id: PgColumn, to: Date = scope.window.to): SQL {
  if (scope.only) return and(isNotNull(at), eq(id, scope.only.id)) as SQL;
  return and(gte(at, scope.window.from), lte(at, to)) as SQL;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** The courses of `rows` the learner may learn in now (subscription, plan, a paid order). */
async function learnable<T extends { courseId: string }>(db: Db, scope: EventScope, rows: T[]) {
  if (rows.length === 0) return rows;
  const access = await courseAccessOf(db, {
    accountId: scope.owner.accountId,
    roles: scope.owner.roles,
    courseIds: [...new Set(rows.map((row) => row.courseId))],
  });
  return rows.filter((row) => access.get(row.courseId)?.unlocked);
}

const courseItem = {
  title: courseItems.title,
  itemSlug: courseItems.slug,
  courseId: courses.id,
  courseTitle: courses.title,
  courseSlug: courses.slug,
};

/**
 * The due dates of the assignments of the published courses the person is enrolled in and may
 * learn in (enrollments_account_course_unique, then assignments_course_idx).
 */
async function assignmentSources(db: Db, scope: EventScope): Promise<CalendarSource[]> {
  const rows = await db
    .select({
      id: assignments.itemId,
      at: assignments.dueAt,
      changedAt: assignments.updatedAt,
      ...courseItem,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(assignments, eq(assignments.courseId, courses.id))
    .innerJoin(courseItems, eq(courseItems.id, assignments.itemId))
    .where(
      and(
        eq(enrollments.accountId, scope.owner.accountId),
        eq(courses.portalId, scope.owner.portalId),
        eq(courses.status, 'published'),
        dated(scope, assignments.dueAt, assignments.itemId),
      ),
    )
    .orderBy(asc(assignments.dueAt))
    .limit(MAX_FEED_EVENTS);
  return (await learnable(db, scope, rows)).flatMap((row) =>
    row.at ? [{ kind: 'assignment' as const, ...row, at: row.at }] : [],
  );
}

/** When the person's started quiz attempts run out of time (quiz_attempts_account_course_idx). */
async function quizSources(db: Db, scope: EventScope): Promise<CalendarSource[]> {
  const rows = await db
    .select({
      id: quizAttempts.id,
      at: quizAttempts.deadlineAt,
      changedAt: quizAttempts.startedAt,
      ...courseItem,
    })
    .from(quizAttempts)
    .innerJoin(courseItems, eq(courseItems.id, quizAttempts.itemId))
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .where(
      and(
        eq(quizAttempts.accountId, scope.owner.accountId),
        eq(quizAttempts.portalId, scope.owner.portalId),
        eq(quizAttempts.status, 'in_progress'),
        eq(courses.status, 'published'),
        dated(scope, quizAttempts.deadlineAt, quizAttempts.id),
      ),
    )
    .orderBy(asc(quizAttempts.deadlineAt))
    .limit(MAX_FEED_EVENTS);
  return (await learnable(db, scope, rows)).flatMap((row) =>
    row.at ? [{ kind: 'quiz' as const, ...row, at: row.at }] : [],
  );
}

/** The expiry of the person's valid certificates, up to three years ahead (certificates_account_idx). */
async function certificateSources(db: Db, scope: EventScope): Promise<CalendarSource[]> {
  const rows = await db
    .select({
      id: certificates.id,
      at: certificates.expiresAt,
      changedAt: certificates.issuedAt,
      name: certifications.name,
    })
    .from(certificates)
    .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
    .where(
      and(
        eq(certificates.accountId, scope.owner.accountId),
        eq(certificates.portalId, scope.owner.portalId),
        isNull(certificates.revokedAt),
        dated(scope, certificates.expiresAt, certificates.id, scope.window.certificatesTo),
      ),
    )
    .orderBy(asc(certificates.expiresAt))
    .limit(MAX_FEED_EVENTS);
  return rows.flatMap((row) =>
    row.at ? [{ kind: 'certificate' as const, ...row, at: row.at }] : [],
  );
}

/**
 * The starts of the portal's scheduled announcements whose audience includes the person
 * (announcements_portal_starts_idx; the audience is shared/communication/audience.ts's rule).
 */
async function announcementSources(db: Db, scope: EventScope): Promise<CalendarSource[]> {
  const rows = await db
    .select({
      id: announcements.id,
      at: announcements.startsAt,
      createdAt: announcements.createdAt,
      changedAt: announcements.updatedAt,
      title: announcements.title,
      showNews: announcements.showNews,
      roles: announcements.audienceRoles,
      entityIds: announcements.audienceEntityIds,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.portalId, scope.owner.portalId),
        dated(scope, announcements.startsAt, announcements.id),
      ),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(MAX_FEED_EVENTS);
  const member = { roles: scope.owner.roles, entityId: scope.owner.entityId };
  const coach = eventKindsFor(scope.owner.roles).includes('ticket');
  return rows
    .filter(
      (row) =>
        isScheduledAnnouncement({ startsAt: row.at, createdAt: row.createdAt }) &&
        inAudience({ roles: row.roles, entityIds: row.entityIds }, member),
    )
    .map((row) => ({
      kind: 'announcement' as const,
      id: row.id,
      at: row.at,
      changedAt: row.changedAt,
      title: row.title,
      coachNews: coach && row.showNews,
    }));
}

/**
 * A coach's queue: the due dates of the open tickets they reach (the courses they coach, the
 * students they reach whole; academy-api/access/coach-scope.ts), by review_tickets_portal_due_idx.
 * A ticket's due date follows its assignment's, so the later of the two rows' changes counts.
 */
async function ticketSources(db: Db, scope: EventScope): Promise<CalendarSource[]> {
  const reach = await resolveReach(
    db,
    {
      kind: 'coach',
      portalId: scope.owner.portalId,
      coachId: scope.owner.accountId,
      mandates: hasFeature(scope.features, 'coach_mandate_approvals'),
    },
    scope.now,
  );
  const rows = await db
    .select({
      id: reviewTickets.id,
      at: reviewTickets.dueAt,
      changedAt: reviewTickets.updatedAt,
      assignmentChangedAt: assignments.updatedAt,
      title: courseItems.title,
      courseTitle: courses.title,
      student: accounts.fullName,
      group: courseGroups.name,
    })
    .from(reviewTickets)
    .innerJoin(courseItems, eq(courseItems.id, reviewTickets.itemId))
    .innerJoin(courses, eq(courses.id, reviewTickets.courseId))
    .leftJoin(assignments, eq(assignments.itemId, reviewTickets.itemId))
    .leftJoin(accounts, eq(accounts.id, reviewTickets.accountId))
    .leftJoin(courseGroups, eq(courseGroups.id, reviewTickets.groupId))
    .where(
      and(
        ticketsInResolvedReach(reach),
        inArray(reviewTickets.status, [...OPEN_TICKET_STATUSES]),
        dated(scope, reviewTickets.dueAt, reviewTickets.id),
      ),
    )
    .orderBy(asc(reviewTickets.dueAt), asc(reviewTickets.id))
    .limit(MAX_FEED_EVENTS);
  const queue = hasFeature(scope.features, 'review-tickets') ? '/coach/tickets' : '/coach/review';
  return rows.flatMap((row) =>
    row.at
      ? [
          {
            kind: 'ticket' as const,
            id: row.id,
            at: row.at,
            changedAt: later(row.changedAt, row.assignmentChangedAt),
            title: row.title,
            courseTitle: row.courseTitle,
            who: row.group ?? row.student ?? '',
            queue,
          },
        ]
      : [],
  );
}

const SOURCES: Record<CalendarEventKind, (db: Db, scope: EventScope) => Promise<CalendarSource[]>> =
  {
    assignment: assignmentSources,
    ticket: ticketSources,
    quiz: quizSources,
    certificate: certificateSources,
    announcement: announcementSources,
  };

/**
 * The dated rows of a person's calendar (shared/calendar/feed-rules.ts eventKindsFor): only what
 * they may see now, on their own portal. With `only`, that one row or nothing.
 */
export async function calendarSources(db: Db, scope: EventScope): Promise<CalendarSource[]> {
  const kinds = eventKindsFor(scope.owner.roles).filter(
    (kind) => !scope.only || kind === scope.only.kind,
  );
  return (await Promise.all(kinds.map((kind) => SOURCES[kind](db, scope)))).flat();
}
