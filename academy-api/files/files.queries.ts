import { and, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  accounts,
  type CourseStatus,
  courses,
  files,
  portfolioItems,
  profiles,
  reviewTicketAccounts,
  submissions,
} from '../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** A stored file with what its access depends on: the owning course or portfolio item. */
export type FileRecord = FileRow & {
  /** The course of a cover or lesson image (its own course_id, or the course using it as cover). */
  course: { id: string; status: CourseStatus } | null;
  /** The portfolio item's account, that account's primary coach, and whether it is shared with them. */
  owner: { accountId: string; primaryCoachId: string | null; sharedWithCoach: boolean } | null;
  /** The account whose current avatar this is (an avatar replaced since is nobody's). */
  avatarOf: string | null;
};

/**
 * One file of the portal with its owning record, in one query. Another portal's file, or an
 * unknown id, is null.
 */
export async function findFile(
  db: Db,
  params: { portalId: string; id: string },
): Promise<FileRecord | null> {
  const [row] = await db
    .select({
      ...getTableColumns(files),
      courseRef: courses.id,
      courseStatus: courses.status,
      ownerId: portfolioItems.accountId,
      ownerCoachId: accounts.primaryCoachId,
      sharedWithCoach: portfolioItems.sharedWithCoach,
      avatarOf: profiles.accountId,
    })
    .from(files)
    .leftJoin(
      courses,
      and(
        eq(courses.portalId, files.portalId),
        or(
          eq(courses.id, files.courseId),
          // A cover uploaded before its course existed, then chosen as the course's cover.
          and(isNull(files.courseId), eq(courses.coverFileId, files.id)),
        ),
      ),
    )
    .leftJoin(portfolioItems, eq(portfolioItems.id, files.portfolioItemId))
    .leftJoin(accounts, eq(accounts.id, portfolioItems.accountId))
    .leftJoin(profiles, eq(profiles.avatarFileId, files.id))
    .where(and(eq(files.portalId, params.portalId), eq(files.id, params.id)))
    .limit(1);
  if (!row) return null;
  const { courseRef, courseStatus, ownerId, ownerCoachId, sharedWithCoach, avatarOf, ...file } =
    row;
  return {
    ...file,
    course: courseRef && courseStatus ? { id: courseRef, status: courseStatus } : null,
    owner: ownerId
      ? {
          accountId: ownerId,
          primaryCoachId: ownerCoachId,
          sharedWithCoach: sharedWithCoach === true,
        }
      : null,
    avatarOf,
  };
}

/**
 * A portal logo by id, whatever portal it is for: academy roles manage every portal and a
 * logo is in its portal's header for everyone, so it is no other portal's secret.
 */
export async function findPortalLogoFile(
  db: Db,
  params: { id: string },
): Promise<FileRecord | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, params.id), eq(files.purpose, 'portal_logo')))
    .limit(1);
  return row ? { ...row, course: null, owner: null, avatarOf: null } : null;
}

export async function insertFile(db: Db, file: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('Inserting a file returned no row');
  return row;
}

/** Removes the row; its storage key, or null when there was none. */
export async function deleteFile(
  db: Db,
  params: { portalId: string; id: string },
): Promise<string | null> {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.portalId, params.portalId), eq(files.id, params.id)))
    .returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}

/** A course of the portal (any status), or null. */
export async function findPortalCourse(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({ id: courses.id, status: courses.status })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), eq(courses.id, params.id)));
  return row ?? null;
}

/** Whether the portfolio item exists and is the account's own. */
export async function isOwnPortfolioItem(db: Db, params: { accountId: string; id: string }) {
  const [row] = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.accountId, params.accountId), eq(portfolioItems.id, params.id)));
  return row !== undefined;
}

/** The files attached to some portfolio items, oldest first (the order they were added). */
export async function filesOfPortfolioItems(db: Db, params: { itemIds: string[] }) {
  if (params.itemIds.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(inArray(files.portfolioItemId, params.itemIds))
    .orderBy(files.createdAt, files.id);
}

/** The ticket of a submission's file: its course and students (who may read the file). */
export async function submissionTicket(db: Db, submissionId: string) {
  const [row] = await db
    .select({ ticketId: submissions.ticketId, courseId: submissions.courseId })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  if (!row) return null;
  const students = await db
    .select({ id: reviewTicketAccounts.accountId })
    .from(reviewTicketAccounts)
    .where(eq(reviewTicketAccounts.ticketId, row.ticketId));
  return { courseId: row.courseId, accountIds: students.map((student) => student.id) };
}
