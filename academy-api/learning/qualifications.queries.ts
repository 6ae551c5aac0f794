import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CourseStanding, QualificationDefinition } from '../../shared/qualifications/progress';
import type { Db } from '../db/database';
import { accounts, courses, enrollments, qualificationCourses, qualifications } from '../db/schema';

/** A qualification as defined: its courses in order (the report and the admin list read this). */
export interface QualificationRow extends QualificationDefinition {
  portalId: string;
  createdAt: Date;
}

/** The portal's qualifications by name, each with its courses in their order. */
export async function listQualifications(
  db: Db,
  params: { portalId: string; ids?: readonly string[] },
): Promise<QualificationRow[]> {
  if (params.ids?.length === 0) return [];
  const heads = await db
    .select()
    .from(qualifications)
    .where(
      and(
        eq(qualifications.portalId, params.portalId),
        params.ids ? inArray(qualifications.id, [...params.ids]) : undefined,
      ),
    )
    .orderBy(asc(qualifications.name), asc(qualifications.id));
  if (heads.length === 0) return [];
  const links = await db
    .select({
      qualificationId: qualificationCourses.qualificationId,
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
    })
    .from(qualificationCourses)
    .innerJoin(courses, eq(courses.id, qualificationCourses.courseId))
    .where(
      and(
        inArray(
          qualificationCourses.qualificationId,
          heads.map((head) => head.id),
        ),
        // Only this portal's courses ever belong to its qualifications; this keeps it so.
        eq(courses.portalId, params.portalId),
      ),
    )
    .orderBy(asc(qualificationCourses.position), asc(courses.title));
  return heads.map((head) => ({
    id: head.id,
    portalId: head.portalId,
    name: head.name,
    requiredCount: head.requiredCount,
    createdAt: head.createdAt,
    courses: links
      .filter((link) => link.qualificationId === head.id)
      .map(({ id, title, slug }) => ({ id, title, slug })),
  }));
}

export async function findQualification(
  db: Db,
  params: { portalId: string; id: string },
): Promise<QualificationRow | undefined> {
  const [row] = await listQualifications(db, { portalId: params.portalId, ids: [params.id] });
  return row;
}

/** Per account, per course of this portal: the enrolment's progress and completion. */
export async function courseStandings(
  db: Db,
  params: { portalId: string; accountIds: readonly string[]; courseIds: readonly string[] },
): Promise<Map<string, Map<string, CourseStanding>>> {
  const result = new Map<string, Map<string, CourseStanding>>();
  if (params.accountIds.length === 0 || params.courseIds.length === 0) return result;
  const rows = await db
    .select({
      accountId: enrollments.accountId,
      courseId: enrollments.courseId,
      progress: enrollments.progress,
      status: enrollments.status,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(courses.portalId, params.portalId),
        inArray(enrollments.accountId, [...params.accountIds]),
        inArray(enrollments.courseId, [...new Set(params.courseIds)]),
      ),
    );
  for (const row of rows) {
    const standings = result.get(row.accountId) ?? new Map<string, CourseStanding>();
    standings.set(row.courseId, { progress: row.progress, completed: row.status === 'completed' });
    result.set(row.accountId, standings);
  }
  return result;
}

/** The coach's mentees: accounts of this portal whose primary coach they are, by name. */
export function listMentees(db: Db, params: { portalId: string; coachId: string }) {
  return db
    .select({ id: accounts.id, name: accounts.fullName, email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.portalId, params.portalId), eq(accounts.primaryCoachId, params.coachId)))
    .orderBy(asc(accounts.fullName), asc(accounts.id));
}

/** Which of these ids are courses of this portal. */
export async function portalCourseIds(
  db: Db,
  params: { portalId: string; ids: readonly string[] },
): Promise<Set<string>> {
  if (params.ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), inArray(courses.id, [...params.ids])));
  return new Set(rows.map((row) => row.id));
}

async function setCourses(db: Db, qualificationId: string, courseIds: readonly string[]) {
  await db
    .delete(qualificationCourses)
    .where(eq(qualificationCourses.qualificationId, qualificationId));
  if (courseIds.length === 0) return;
  await db
    .insert(qualificationCourses)
    .values(courseIds.map((courseId, position) => ({ qualificationId, courseId, position })));
}

/** Creates a qualification; its course ids must be checked as this portal's first. */
export async function createQualification(
  db: Db,
  params: { portalId: string; name: string; requiredCount: number | null; courseIds: string[] },
): Promise<QualificationRow> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(qualifications)
      .values({ portalId: params.portalId, name: params.name, requiredCount: params.requiredCount })
      .returning({ id: qualifications.id });
    if (!row) throw new Error('The qualification was not created.');
    await setCourses(tx, row.id, params.courseIds);
    return row.id;
  });
  const created = await findQualification(db, { portalId: params.portalId, id });
  if (!created) throw new Error('The new qualification is not there.');
  return created;
}

/** Changes what is given (undefined: unchanged); undefined when it is not this portal's. */
export async function updateQualification(
  db: Db,
  params: {
    portalId: string;
    id: string;
    name?: string;
    requiredCount?: number | null;
    courseIds?: string[];
  },
): Promise<QualificationRow | undefined> {
  const found = await db.transaction(async (tx) => {
    const changes = {
      ...(params.name !== undefined ? { name: params.name } : {}),
      ...(params.requiredCount !== undefined ? { requiredCount: params.requiredCount } : {}),
    };
    const where = and(
      eq(qualifications.id, params.id),
      eq(qualifications.portalId, params.portalId),
    );
    const [row] =
      Object.keys(changes).length > 0
        ? await tx
            .update(qualifications)
            .set(changes)
            .where(where)
            .returning({ id: qualifications.id })
        : await tx.select({ id: qualifications.id }).from(qualifications).where(where);
    if (!row) return false;
    if (params.courseIds) await setCourses(tx, row.id, params.courseIds);
    return true;
  });
  return found ? findQualification(db, { portalId: params.portalId, id: params.id }) : undefined;
}

/** Deletes a qualification of this portal; false when there is none. */
export async function deleteQualification(
  db: Db,
  params: { portalId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(qualifications)
    .where(and(eq(qualifications.id, params.id), eq(qualifications.portalId, params.portalId)))
    .returning({ id: qualifications.id });
  return rows.length > 0;
}
