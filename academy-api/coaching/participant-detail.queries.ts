import { and, asc, type Column, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { OPEN_TICKET_STATUSES } from '../../shared/coaching/ticket-status';
import type { TicketStatus } from '../../shared/coaching/types';
import type { AccountScope } from '../access/account-scope';
import type { StudentReach } from '../access/coach-scope';
import type { Db } from '../db/database';
import {
  accounts,
  contentPackageVersions,
  courseGroups,
  courseItems,
  courses,
  enrollments,
  files,
  packageAttempts,
  portfolioItems,
  quizAttempts,
  reviewTicketAccounts,
  reviewTickets,
} from '../db/schema';
import { attemptInteractionsColumn, attemptReportColumns, type Interaction } from '../packages';

/** The participant's page (SCREENS "Coaching"): what the coach reaches of one student. */

/** Only the courses the reach covers (every course of the student when reached whole). */
function inReach(column: Column, reach: StudentReach): SQL | undefined {
  if (reach.whole) return undefined;
  return reach.courseIds.length > 0 ? inArray(column, reach.courseIds) : sql`false`;
}

export type ParticipantEnrollment = {
  courseId: string;
  title: string;
  slug: string;
  progress: number;
  status: 'active' | 'completed';
  enrolledAt: Date;
  completedAt: Date | null;
  lastActivityAt: Date | null;
};

/** The student's enrolments in reach, A–Z by course. */
export async function participantEnrollments(
  db: Db,
  params: { scope: AccountScope; reach: StudentReach },
): Promise<ParticipantEnrollment[]> {
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      slug: courses.slug,
      progress: enrollments.progress,
      status: enrollments.status,
      enrolledAt: enrollments.enrolledAt,
      completedAt: enrollments.completedAt,
      lastActivityAt: enrollments.lastActivityAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.accountId, params.scope.accountId),
        eq(courses.portalId, params.scope.portalId),
        inReach(enrollments.courseId, params.reach),
      ),
    )
    .orderBy(asc(courses.title), asc(courses.id));
}

export type QuizResult = {
  itemId: string;
  courseTitle: string;
  title: string;
  attempts: number;
  /** The best submitted attempt's percent and whether any attempt passed. */
  bestPercent: number | null;
  passed: boolean | null;
  lastSubmittedAt: Date | null;
};

/** Quiz results per quiz in reach: attempts, best percent, passed. */
export async function participantQuizResults(
  db: Db,
  params: { scope: AccountScope; reach: StudentReach },
): Promise<QuizResult[]> {
  const rows = await db
    .select({
      itemId: quizAttempts.itemId,
      courseTitle: courses.title,
      title: courseItems.title,
      attempts: sql<number>`count(*)::int`,
      bestPercent: sql<number | null>`max(${quizAttempts.percent})`,
      passed: sql<boolean | null>`bool_or(${quizAttempts.passed})`,
      lastSubmittedAt: sql<Date | null>`max(${quizAttempts.submittedAt})`,
    })
    .from(quizAttempts)
    .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
    .innerJoin(courseItems, eq(courseItems.id, quizAttempts.itemId))
    .where(
      and(
        eq(quizAttempts.accountId, params.scope.accountId),
        eq(quizAttempts.status, 'submitted'),
        eq(courses.portalId, params.scope.portalId),
        inReach(quizAttempts.courseId, params.reach),
      ),
    )
    .groupBy(quizAttempts.itemId, courses.title, courseItems.title)
    .orderBy(asc(courses.title), asc(courseItems.title));
  return rows.map((row) => ({
    ...row,
    lastSubmittedAt: row.lastSubmittedAt ? new Date(row.lastSubmittedAt) : null,
  }));
}

export type PackageResult = {
  itemId: string;
  courseTitle: string;
  title: string;
  /** completed or incomplete (null: opened, nothing committed yet). */
  completionStatus: string | null;
  /** passed or failed; null when the package says neither. */
  successStatus: string | null;
  scoreScaled: number | null;
  partsDone: number;
  partsTotal: number;
  totalSeconds: number | null;
  interactionsAnswered: number;
  interactionsCorrect: number;
  /** The questions the package's parts report, part by part, in the order they were answered. */
  interactions: (Interaction & { part: string })[];
  lastActivityAt: Date;
};

/**
 * The student's attempts at content packages in reach (issue 37 item 5): result, score, parts
 * done and time, newest activity first.
 */
export async function participantPackageResults(
  db: Db,
  params: { scope: AccountScope; reach: StudentReach },
): Promise<PackageResult[]> {
  return db
    .select({
      itemId: packageAttempts.itemId,
      courseTitle: courses.title,
      title: courseItems.title,
      completionStatus: packageAttempts.completionStatus,
      successStatus: packageAttempts.successStatus,
      scoreScaled: packageAttempts.scoreScaled,
      ...attemptReportColumns(),
      interactions: attemptInteractionsColumn(),
      lastActivityAt: packageAttempts.updatedAt,
    })
    .from(packageAttempts)
    .innerJoin(courseItems, eq(courseItems.id, packageAttempts.itemId))
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .innerJoin(contentPackageVersions, eq(contentPackageVersions.id, packageAttempts.versionId))
    .where(
      and(
        eq(packageAttempts.accountId, params.scope.accountId),
        eq(packageAttempts.portalId, params.scope.portalId),
        inReach(courseItems.courseId, params.reach),
      ),
    )
    .orderBy(desc(packageAttempts.updatedAt));
}

export type ParticipantTicket = {
  id: string;
  kind: 'assignment' | 'quiz';
  status: TicketStatus;
  courseTitle: string;
  itemTitle: string;
  groupName: string | null;
  submittedAt: Date;
  dueAt: Date | null;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
  gradedAt: Date | null;
};

/** The student's review tickets in reach (theirs or their group's), open ones first, newest first. */
export async function participantTickets(
  db: Db,
  params: { scope: AccountScope; reach: StudentReach },
): Promise<ParticipantTicket[]> {
  const open = sql.join(
    OPEN_TICKET_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return db
    .select({
      id: reviewTickets.id,
      kind: reviewTickets.kind,
      status: reviewTickets.status,
      courseTitle: courses.title,
      itemTitle: courseItems.title,
      groupName: courseGroups.name,
      submittedAt: reviewTickets.submittedAt,
      dueAt: reviewTickets.dueAt,
      score: reviewTickets.score,
      maxScore: reviewTickets.maxScore,
      passed: reviewTickets.passed,
      gradedAt: reviewTickets.gradedAt,
    })
    .from(reviewTicketAccounts)
    .innerJoin(reviewTickets, eq(reviewTickets.id, reviewTicketAccounts.ticketId))
    .innerJoin(courses, eq(courses.id, reviewTickets.courseId))
    .innerJoin(courseItems, eq(courseItems.id, reviewTickets.itemId))
    .leftJoin(courseGroups, eq(courseGroups.id, reviewTickets.groupId))
    .where(
      and(
        eq(reviewTicketAccounts.accountId, params.scope.accountId),
        eq(reviewTickets.portalId, params.scope.portalId),
        inReach(reviewTickets.courseId, params.reach),
      ),
    )
    .orderBy(
      sql`${reviewTickets.status} in (${open}) desc`,
      desc(reviewTickets.submittedAt),
      asc(reviewTickets.id),
    );
}

export type SharedPortfolioItem = {
  id: string;
  title: string;
  description: string;
  kind: string;
  courseTitle: string | null;
  createdAt: Date;
  files: { id: string; fileName: string; contentType: string; sizeBytes: number }[];
};

/**
 * The portfolio items the student shared with their primary coach, newest first: only for
 * that coach (anyone else: none), and only where the portal has a portfolio. Files come with
 * them where it has account_files.
 */
export async function sharedPortfolioItems(
  db: Db,
  params: { scope: AccountScope; coachId: string; withFiles: boolean },
): Promise<SharedPortfolioItem[]> {
  const items = await db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      description: portfolioItems.description,
      kind: portfolioItems.kind,
      courseTitle: courses.title,
      createdAt: portfolioItems.createdAt,
    })
    .from(portfolioItems)
    .innerJoin(accounts, eq(accounts.id, portfolioItems.accountId))
    .leftJoin(courses, eq(courses.id, portfolioItems.courseId))
    .where(
      and(
        eq(portfolioItems.accountId, params.scope.accountId),
        eq(accounts.portalId, params.scope.portalId),
        eq(accounts.primaryCoachId, params.coachId),
        eq(portfolioItems.sharedWithCoach, true),
      ),
    )
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
  const attached =
    params.withFiles && items.length > 0
      ? await db
          .select({
            id: files.id,
            itemId: files.portfolioItemId,
            fileName: files.fileName,
            contentType: files.contentType,
            sizeBytes: files.sizeBytes,
          })
          .from(files)
          .where(
            inArray(
              files.portfolioItemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(asc(files.createdAt), asc(files.id))
      : [];
  return items.map((item) => ({
    ...item,
    files: attached.filter((file) => file.itemId === item.id).map(({ itemId: _, ...file }) => file),
  }));
}
