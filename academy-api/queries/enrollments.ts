import { asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { catalogs, courses, enrollments } from '../db/schema';

// The course (and its catalog's name) comes along in the same row: every enrolment has one.
const enrollmentRecord = {
  ...getTableColumns(enrollments),
  course: { ...getTableColumns(courses), catalogName: catalogs.name },
};

function selectEnrollments(db: Db) {
  return db
    .select(enrollmentRecord)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId));
}

export type EnrollmentRecord = Awaited<ReturnType<typeof selectEnrollments>>[number];
export type CourseRecord = EnrollmentRecord['course'];

export type ListEnrollmentsParams = {
  scope: AccountScope;
  oldestFirst?: boolean;
  page: { number: number; size: number };
};

/**
 * One page of an account's enrolments with their courses, newest first by default
 * (enrollments_account_enrolled_idx serves both directions).
 */
export async function listEnrollments(db: Db, params: ListEnrollmentsParams) {
  const where = eq(enrollments.accountId, params.scope.accountId);
  const order = params.oldestFirst
    ? [asc(enrollments.enrolledAt), asc(enrollments.id)]
    : [desc(enrollments.enrolledAt), desc(enrollments.id)];
  const rows = await selectEnrollments(db)
    .where(where)
    .orderBy(...order)
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(enrollments).where(where);
  return { rows, total: total?.value ?? 0 };
}
