import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import { type CourseSummary, courseSummaryColumns } from '../catalog';
import type { Db } from '../db/database';
import { qualified } from '../db/qualified';
import {
  catalogs,
  courseItems,
  courseModules,
  courses,
  enrollments,
  itemProgress,
} from '../db/schema';

/**
 * The first item of the enrolment's course that its account has not finished (module order,
 * then item order): where "Continue" leads. Null when every item is done.
 */
const nextItemSlug = sql<string | null>`(select ${courseItems.slug} from ${courseItems}
  inner join ${courseModules} on ${courseModules.id} = ${courseItems.moduleId}
  where ${courseItems.courseId} = ${qualified(enrollments.courseId)}
    and not exists (select 1 from ${itemProgress} where ${itemProgress.itemId} = ${courseItems.id}
      and ${itemProgress.accountId} = ${qualified(enrollments.accountId)})
  order by ${courseModules.position}, ${courseItems.position} limit 1)`;

/** The first item of the enrolment's course: where "Review" leads once every item is done. */
const firstItemSlug = sql<string | null>`(select ${courseItems.slug} from ${courseItems}
  inner join ${courseModules} on ${courseModules.id} = ${courseItems.moduleId}
  where ${courseItems.courseId} = ${qualified(enrollments.courseId)}
  order by ${courseModules.position}, ${courseItems.position} limit 1)`;

/** The course's items and how many of them the account has done (where it stands). */
const itemCount = sql<number>`(select count(*)::int from ${courseItems}
  where ${courseItems.courseId} = ${qualified(enrollments.courseId)})`;
const doneCount = sql<number>`(select count(*)::int from ${courseItems}
  where ${courseItems.courseId} = ${qualified(enrollments.courseId)}
    and exists (select 1 from ${itemProgress} where ${itemProgress.itemId} = ${courseItems.id}
      and ${itemProgress.accountId} = ${qualified(enrollments.accountId)}))`;

// The course (and its catalog's name) comes along in the same row: every enrolment has one.
const enrollmentRecord = {
  ...getTableColumns(enrollments),
  nextItemSlug,
  firstItemSlug,
  itemCount,
  doneCount,
  course: courseSummaryColumns,
};

function selectEnrollments(db: Db) {
  return db
    .select(enrollmentRecord)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId));
}

export type EnrollmentRecord = Omit<
  Awaited<ReturnType<typeof selectEnrollments>>[number],
  'course' | 'itemCount' | 'doneCount'
> & {
  course: CourseSummary;
  /** Read by the lists; a single enrolment's answer may leave them out. */
  itemCount?: number;
  doneCount?: number;
};
export type CourseRecord = CourseSummary;

export type ListEnrollmentsParams = {
  scope: AccountScope;
  oldestFirst?: boolean;
  /** "Recently active first" (/courses): last activity, then enrolment, newest first. */
  byActivity?: boolean;
  page: { number: number; size: number };
  /** Only these courses (a coach who reaches the student in some courses only). */
  courseIds?: string[];
};

/**
 * One page of an account's enrolments with their courses, newest first by default
 * (enrollments_account_enrolled_idx serves both directions).
 */
export async function listEnrollments(db: Db, params: ListEnrollmentsParams) {
  // A coach who reaches the student only in some courses sees those (coach-scope.ts).
  const where = and(
    eq(enrollments.accountId, params.scope.accountId),
    params.courseIds ? inArray(enrollments.courseId, params.courseIds) : undefined,
  );
  const order = params.byActivity
    ? [
        sql`${enrollments.lastActivityAt} desc nulls last`,
        desc(enrollments.enrolledAt),
        desc(enrollments.id),
      ]
    : params.oldestFirst
      ? [asc(enrollments.enrolledAt), asc(enrollments.id)]
      : [desc(enrollments.enrolledAt), desc(enrollments.id)];
  const rows = (await selectEnrollments(db)
    .where(where)
    .orderBy(...order)
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size)) as EnrollmentRecord[];
  const [total] = await db.select({ value: count() }).from(enrollments).where(where);
  return { rows, total: total?.value ?? 0 };
}
