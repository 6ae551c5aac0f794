import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ReleaseRule } from '../../shared/learning/release';
import { type CourseSummary, courseSummaryColumns } from '../catalog';
import type { Db } from '../db/database';
import {
  accounts,
  type ContentIssueCategory,
  catalogs,
  categories,
  contentIssues,
  courseCoaches,
  courseItems,
  courseModules,
  courseRatings,
  courses,
  enrollments,
  itemProgress,
} from '../db/schema';
import { recomputeEnrollment } from './progress.queries';

export type CourseDetail = CourseSummary & { descriptionHtml: string; categoryName: string | null };

/** A course of the portal by its address (any status: the route decides who may see it). */
export async function findCourseBySlug(
  db: Db,
  params: { portalId: string; slug: string },
): Promise<CourseDetail | null> {
  return findCourse(db, and(eq(courses.portalId, params.portalId), eq(courses.slug, params.slug)));
}

/** A course of the portal by its id (any status), as learners read it: student view's. */
export async function findCourseById(
  db: Db,
  params: { portalId: string; id: string },
): Promise<CourseDetail | null> {
  return findCourse(db, and(eq(courses.portalId, params.portalId), eq(courses.id, params.id)));
}

async function findCourse(db: Db, where: SQL | undefined): Promise<CourseDetail | null> {
  const [row] = await db
    .select({
      ...courseSummaryColumns,
      descriptionHtml: courses.descriptionHtml,
      categoryName: categories.name,
    })
    .from(courses)
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(where);
  return (row as CourseDetail | undefined) ?? null;
}

export type OutlineItem = {
  id: string;
  moduleId: string;
  kind: 'lesson' | 'quiz' | 'assignment' | 'package' | 'lti';
  slug: string;
  title: string;
  position: number;
  durationMinutes: number;
  /** Guests may read it from the public course page (a lesson its author marked). */
  freePreview: boolean;
  /** Finished by the viewer (false for guests and those not enrolled). */
  done: boolean;
} & ReleaseRule;
export type OutlineModule = { id: string; title: string; position: number; items: OutlineItem[] };

/**
 * A course's modules and items in order, with which items the account has finished: the whole
 * outline in two queries, however many items (the page needs no second round trip).
 */
export async function courseOutline(
  db: Db,
  params: { courseId: string; accountId: string | null },
): Promise<OutlineModule[]> {
  const modules = await db
    .select({ id: courseModules.id, title: courseModules.title, position: courseModules.position })
    .from(courseModules)
    .where(eq(courseModules.courseId, params.courseId))
    .orderBy(asc(courseModules.position));
  const done = params.accountId
    ? sql<boolean>`exists (select 1 from ${itemProgress} where ${itemProgress.itemId} = ${courseItems.id}
        and ${itemProgress.accountId} = ${params.accountId})`
    : sql<boolean>`false`;
  const items = await db
    .select({
      id: courseItems.id,
      moduleId: courseItems.moduleId,
      kind: courseItems.kind,
      slug: courseItems.slug,
      title: courseItems.title,
      position: courseItems.position,
      durationMinutes: courseItems.durationMinutes,
      freePreview: courseItems.freePreview,
      done,
      releaseDays: courseItems.releaseDays,
      releaseOn: courseItems.releaseOn,
      requiresItemId: courseItems.requiresItemId,
      requires: courseItems.requires,
    })
    .from(courseItems)
    .where(eq(courseItems.courseId, params.courseId))
    .orderBy(asc(courseItems.position));
  return modules.map((module) => ({
    ...module,
    items: items.filter((item) => item.moduleId === module.id),
  }));
}

/** One item of a course by its address, with its content. */
export async function findItemBySlug(db: Db, params: { courseId: string; slug: string }) {
  const [row] = await db
    .select()
    .from(courseItems)
    .where(and(eq(courseItems.courseId, params.courseId), eq(courseItems.slug, params.slug)));
  return row ?? null;
}

/** The coaches of some courses (name and contact), each with its course. */
export async function coachesOfCourses(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseCoaches.courseId,
      id: accounts.id,
      fullName: accounts.fullName,
      avatarUrl: accounts.avatarUrl,
    })
    .from(courseCoaches)
    .innerJoin(accounts, eq(accounts.id, courseCoaches.accountId))
    .where(inArray(courseCoaches.courseId, courseIds))
    .orderBy(asc(accounts.fullName));
}

/** Whether an account coaches a course (coaches read its lessons without enrolling). */
export async function isCourseCoach(db: Db, params: { courseId: string; accountId: string }) {
  const [row] = await db
    .select({ courseId: courseCoaches.courseId })
    .from(courseCoaches)
    .where(
      and(
        eq(courseCoaches.courseId, params.courseId),
        eq(courseCoaches.accountId, params.accountId),
      ),
    );
  return row !== undefined;
}

export async function findEnrollment(db: Db, params: { accountId: string; courseId: string }) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(
      and(eq(enrollments.accountId, params.accountId), eq(enrollments.courseId, params.courseId)),
    );
  return row ?? null;
}

/** Enrols an account (enrolling twice is the same enrolment); `created` says which it was. */
export async function enroll(db: Db, params: { accountId: string; courseId: string }) {
  const inserted = await db
    .insert(enrollments)
    .values({ accountId: params.accountId, courseId: params.courseId })
    .onConflictDoNothing()
    .returning({ id: enrollments.id });
  await recomputeEnrollment(db, params);
  const enrollment = await findEnrollment(db, params);
  if (!enrollment) throw new Error('Enrolling returned no enrolment');
  return { enrollment, created: inserted.length > 0 };
}

/**
 * Marks an item done (marking it again changes nothing) or not done, then works the course's
 * progress out again from what is finished: both tabs of a student count.
 */
export async function setItemDone(
  db: Db,
  params: { accountId: string; courseId: string; itemId: string; done: boolean },
) {
  if (params.done) {
    await db
      .insert(itemProgress)
      .values({ accountId: params.accountId, itemId: params.itemId, courseId: params.courseId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(itemProgress)
      .where(
        and(eq(itemProgress.accountId, params.accountId), eq(itemProgress.itemId, params.itemId)),
      );
  }
  return recomputeEnrollment(db, { accountId: params.accountId, courseId: params.courseId });
}

/** A student's rating of a course (rating again replaces it). */
export async function rateCourse(
  db: Db,
  params: { courseId: string; accountId: string; stars: number; comment: string },
) {
  const [row] = await db
    .insert(courseRatings)
    .values(params)
    .onConflictDoUpdate({
      target: [courseRatings.courseId, courseRatings.accountId],
      set: { stars: params.stars, comment: params.comment, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('Rating returned no row');
  return row;
}

export async function findRating(db: Db, params: { courseId: string; accountId: string }) {
  const [row] = await db
    .select()
    .from(courseRatings)
    .where(
      and(
        eq(courseRatings.courseId, params.courseId),
        eq(courseRatings.accountId, params.accountId),
      ),
    );
  return row ?? null;
}

export async function reportContentIssue(
  db: Db,
  params: {
    portalId: string;
    courseId: string;
    itemId: string | null;
    category: ContentIssueCategory;
    message: string;
    reporterId: string;
  },
) {
  const [row] = await db.insert(contentIssues).values(params).returning();
  if (!row) throw new Error('Reporting a content issue returned no row');
  return row;
}
