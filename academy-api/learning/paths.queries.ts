import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type CourseLock,
  type CourseRef,
  courseLock,
  type PathStatus,
  pathProgress,
} from '../../shared/learning/paths';
import type { Db } from '../db/database';
import {
  certificationCourses,
  certifications,
  coursePrerequisites,
  courses,
  enrollments,
  learningPathCourses,
  learningPathEnrollments,
  learningPaths,
} from '../db/schema';

/** A course of a path as lists show it (in the path's order). */
export type PathCourse = {
  pathId: string;
  id: string;
  title: string;
  slug: string;
  description: string;
  status: 'draft' | 'published' | 'archived';
  catalogId: string | null;
  durationMinutes: number;
  position: number;
};

export type PathRow = typeof learningPaths.$inferSelect & {
  courses: PathCourse[];
  certification: { id: string; name: string; courseIds: string[] } | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The courses of some paths, each path's in order. */
export async function coursesOfPaths(
  db: Db,
  pathIds: readonly string[],
): Promise<Map<string, PathCourse[]>> {
  const result = new Map<string, PathCourse[]>(pathIds.map((id) => [id, []]));
  if (pathIds.length === 0) return result;
  const rows = await db
    .select({
      pathId: learningPathCourses.pathId,
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      description: courses.description,
      status: courses.status,
      catalogId: courses.catalogId,
      durationMinutes: courses.durationMinutes,
      position: learningPathCourses.position,
    })
    .from(learningPathCourses)
    .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
    .where(inArray(learningPathCourses.pathId, [...pathIds]))
    .orderBy(asc(learningPathCourses.position), asc(courses.title));
  for (const row of rows) result.get(row.pathId)?.push(row);
  return result;
}

async function withCourses(db: Db, heads: (typeof learningPaths.$inferSelect)[]) {
  const byPath = await coursesOfPaths(
    db,
    heads.map((head) => head.id),
  );
  const certificationIds = [
    ...new Set(heads.map((head) => head.certificationId).filter((id): id is string => !!id)),
  ];
  const certs =
    certificationIds.length === 0
      ? []
      : await db
          .select({
            id: certifications.id,
            name: certifications.name,
            courseId: certificationCourses.courseId,
          })
          .from(certifications)
          .leftJoin(
            certificationCourses,
            eq(certificationCourses.certificationId, certifications.id),
          )
          .where(inArray(certifications.id, certificationIds));
  const certById = new Map<string, { id: string; name: string; courseIds: string[] }>();
  for (const row of certs) {
    const entry = certById.get(row.id) ?? { id: row.id, name: row.name, courseIds: [] };
    if (row.courseId) entry.courseIds.push(row.courseId);
    certById.set(row.id, entry);
  }
  return heads.map((head) => ({
    ...head,
    courses: byPath.get(head.id) ?? [],
    certification: head.certificationId ? (certById.get(head.certificationId) ?? null) : null,
  }));
}

/** One page of the portal's paths for the admin list (search in title and slug), in order. */
export async function listPathDefinitions(
  db: Db,
  params: { portalId: string; search?: string; page: { limit: number; offset: number } },
): Promise<{ rows: PathRow[]; total: number }> {
  const search = params.search?.trim();
  const where = and(
    eq(learningPaths.portalId, params.portalId),
    search
      ? or(
          ilike(learningPaths.title, `%${escapeLike(search)}%`),
          ilike(learningPaths.slug, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
  const heads = await db
    .select()
    .from(learningPaths)
    .where(where)
    .orderBy(asc(learningPaths.position), asc(learningPaths.title), asc(learningPaths.id))
    .limit(params.page.limit)
    .offset(params.page.offset);
  const [total] = await db.select({ value: count() }).from(learningPaths).where(where);
  return { rows: await withCourses(db, heads), total: total?.value ?? 0 };
}

export async function findPath(
  db: Db,
  params: { portalId: string; id?: string; slug?: string },
): Promise<PathRow | undefined> {
  const heads = await db
    .select()
    .from(learningPaths)
    .where(
      and(
        eq(learningPaths.portalId, params.portalId),
        params.id ? eq(learningPaths.id, params.id) : undefined,
        params.slug !== undefined ? eq(learningPaths.slug, params.slug) : undefined,
      ),
    )
    .limit(1);
  const [row] = await withCourses(db, heads);
  return row;
}

/** The portal's published paths, in order. */
export async function listPublishedPaths(db: Db, params: { portalId: string }) {
  const heads = await db
    .select()
    .from(learningPaths)
    .where(and(eq(learningPaths.portalId, params.portalId), eq(learningPaths.status, 'published')))
    .orderBy(asc(learningPaths.position), asc(learningPaths.title), asc(learningPaths.id));
  return withCourses(db, heads);
}

/** Is this slug taken by another path of the portal? */
export async function pathSlugTaken(
  db: Db,
  params: { portalId: string; slug: string; except?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: learningPaths.id })
    .from(learningPaths)
    .where(and(eq(learningPaths.portalId, params.portalId), eq(learningPaths.slug, params.slug)));
  return row !== undefined && row.id !== params.except;
}

export type PathValues = {
  slug: string;
  title: string;
  summary: string;
  descriptionHtml: string;
  status: PathStatus;
  sequential: boolean;
  certificationId: string | null;
  position: number;
};

/** Replaces a path's courses with these, in this order. */
async function setPathCourses(db: Db, pathId: string, courseIds: readonly string[]) {
  await db.delete(learningPathCourses).where(eq(learningPathCourses.pathId, pathId));
  if (courseIds.length > 0) {
    await db
      .insert(learningPathCourses)
      .values(courseIds.map((courseId, position) => ({ pathId, courseId, position })));
  }
}

/** Makes a certification's required courses these (a path's certificate is for its courses). */
export async function setCertificationCourses(
  db: Db,
  params: { certificationId: string; courseIds: readonly string[] },
) {
  await db
    .delete(certificationCourses)
    .where(eq(certificationCourses.certificationId, params.certificationId));
  if (params.courseIds.length > 0) {
    await db
      .insert(certificationCourses)
      .values(
        params.courseIds.map((courseId) => ({ certificationId: params.certificationId, courseId })),
      );
  }
  await db
    .update(certifications)
    .set({ updatedAt: new Date() })
    .where(eq(certifications.id, params.certificationId));
}

export async function createPath(
  db: Db,
  params: { portalId: string; values: PathValues; courseIds: readonly string[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(learningPaths)
      .values({ portalId: params.portalId, ...params.values })
      .returning({ id: learningPaths.id });
    if (!row) throw new Error('Inserting a path returned nothing');
    await setPathCourses(tx, row.id, params.courseIds);
    return row.id;
  });
}

export async function updatePath(
  db: Db,
  params: {
    portalId: string;
    id: string;
    values: Partial<PathValues>;
    courseIds?: readonly string[];
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(learningPaths)
      .set({ ...params.values, updatedAt: new Date() })
      .where(and(eq(learningPaths.portalId, params.portalId), eq(learningPaths.id, params.id)))
      .returning({ id: learningPaths.id });
    if (!row) return false;
    if (params.courseIds) await setPathCourses(tx, row.id, params.courseIds);
    return true;
  });
}

export async function deletePath(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(learningPaths)
    .where(and(eq(learningPaths.portalId, params.portalId), eq(learningPaths.id, params.id)))
    .returning({ id: learningPaths.id });
  return rows.length > 0;
}

/** The next position at the end of the portal's paths. */
export async function nextPathPosition(db: Db, portalId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${learningPaths.position}) + 1, 0)::int` })
    .from(learningPaths)
    .where(eq(learningPaths.portalId, portalId));
  return row?.value ?? 0;
}

/** Which of these ids are courses of the portal. */
export async function portalCourses(db: Db, params: { portalId: string; ids: readonly string[] }) {
  if (params.ids.length === 0) return [];
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug, status: courses.status })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), inArray(courses.id, [...params.ids])));
}

/** The portal's courses by title (the prerequisites' choices). */
export async function courseChoices(db: Db, portalId: string) {
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(eq(courses.portalId, portalId))
    .orderBy(asc(courses.title), asc(courses.id));
}

export async function certificationOfPortal(
  db: Db,
  params: { portalId: string; id: string },
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: certifications.id, name: certifications.name })
    .from(certifications)
    .where(and(eq(certifications.portalId, params.portalId), eq(certifications.id, params.id)));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Prerequisites
// ---------------------------------------------------------------------------------------------

/** The courses a course needs first, by title. */
export async function prerequisitesOf(db: Db, courseId: string): Promise<CourseRef[]> {
  return db
    .select({ courseId: courses.id, title: courses.title, slug: courses.slug })
    .from(coursePrerequisites)
    .innerJoin(courses, eq(courses.id, coursePrerequisites.requiredCourseId))
    .where(eq(coursePrerequisites.courseId, courseId))
    .orderBy(asc(courses.title));
}

/** Every prerequisite edge among the portal's courses (the cycle check reads them all). */
export async function portalPrerequisiteEdges(db: Db, portalId: string) {
  return db
    .select({
      courseId: coursePrerequisites.courseId,
      requiredCourseId: coursePrerequisites.requiredCourseId,
    })
    .from(coursePrerequisites)
    .innerJoin(courses, eq(courses.id, coursePrerequisites.courseId))
    .where(eq(courses.portalId, portalId));
}

export async function setPrerequisites(
  db: Db,
  params: { courseId: string; requiredIds: readonly string[] },
) {
  await db.transaction(async (tx) => {
    await tx.delete(coursePrerequisites).where(eq(coursePrerequisites.courseId, params.courseId));
    if (params.requiredIds.length > 0) {
      await tx.insert(coursePrerequisites).values(
        params.requiredIds.map((requiredCourseId) => ({
          courseId: params.courseId,
          requiredCourseId,
        })),
      );
    }
  });
}

/** The published paths a course belongs to (its page: "Part of path Y"). */
export async function publishedPathsOfCourse(db: Db, courseId: string) {
  return db
    .select({ id: learningPaths.id, title: learningPaths.title, slug: learningPaths.slug })
    .from(learningPathCourses)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathCourses.pathId))
    .where(and(eq(learningPathCourses.courseId, courseId), eq(learningPaths.status, 'published')))
    .orderBy(asc(learningPaths.position), asc(learningPaths.title));
}

// ---------------------------------------------------------------------------------------------
// Locks, standings and path enrolments
// ---------------------------------------------------------------------------------------------

/** The account's enrolments among these courses: progress and completion. */
export async function standingsOf(
  db: Db,
  params: { accountId: string; courseIds: readonly string[] },
): Promise<Map<string, { progress: number; completed: boolean }>> {
  if (params.courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: enrollments.courseId,
      progress: enrollments.progress,
      status: enrollments.status,
    })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.accountId, params.accountId),
        inArray(enrollments.courseId, [...params.courseIds]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.courseId,
      { progress: row.progress, completed: row.status === 'completed' },
    ]),
  );
}

/**
 * Where each of these courses stands for the account (shared/learning/paths.ts courseLock): its
 * prerequisites, and the sequential paths the account follows that hold it. Three reads, however
 * many courses.
 */
export async function courseLocks(
  db: Db,
  params: { accountId: string; courseIds: readonly string[] },
): Promise<Map<string, CourseLock>> {
  const result = new Map<string, CourseLock>();
  if (params.courseIds.length === 0) return result;
  const ids = [...params.courseIds];
  const [prerequisites, followed] = await Promise.all([
    db
      .select({
        of: coursePrerequisites.courseId,
        courseId: courses.id,
        title: courses.title,
        slug: courses.slug,
      })
      .from(coursePrerequisites)
      .innerJoin(courses, eq(courses.id, coursePrerequisites.requiredCourseId))
      .where(inArray(coursePrerequisites.courseId, ids))
      .orderBy(asc(courses.title)),
    // The sequential paths the account follows that hold one of these courses, with every
    // published course of theirs in order (a draft in a path opens nothing and waits for nothing).
    db
      .select({
        pathId: learningPaths.id,
        title: learningPaths.title,
        slug: learningPaths.slug,
        courseId: courses.id,
        courseTitle: courses.title,
        courseSlug: courses.slug,
        position: learningPathCourses.position,
      })
      .from(learningPathEnrollments)
      .innerJoin(learningPaths, eq(learningPaths.id, learningPathEnrollments.pathId))
      .innerJoin(learningPathCourses, eq(learningPathCourses.pathId, learningPaths.id))
      .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
      .where(
        and(
          eq(learningPathEnrollments.accountId, params.accountId),
          eq(learningPaths.sequential, true),
          eq(learningPaths.status, 'published'),
          eq(courses.status, 'published'),
          sql`exists (select 1 from ${learningPathCourses} mine
            where mine.path_id = ${learningPaths.id} and mine.course_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}))`,
        ),
      )
      .orderBy(
        asc(learningPaths.position),
        asc(learningPaths.id),
        asc(learningPathCourses.position),
      ),
  ]);
  const paths = new Map<
    string,
    { id: string; title: string; slug: string; sequential: boolean; courses: CourseRef[] }
  >();
  for (const row of followed) {
    const path = paths.get(row.pathId) ?? {
      id: row.pathId,
      title: row.title,
      slug: row.slug,
      sequential: true,
      courses: [],
    };
    path.courses.push({ courseId: row.courseId, title: row.courseTitle, slug: row.courseSlug });
    paths.set(row.pathId, path);
  }
  const needed = new Set([
    ...prerequisites.map((row) => row.courseId),
    ...[...paths.values()].flatMap((path) => path.courses.map((course) => course.courseId)),
  ]);
  const completed =
    needed.size === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ courseId: enrollments.courseId })
              .from(enrollments)
              .where(
                and(
                  eq(enrollments.accountId, params.accountId),
                  eq(enrollments.status, 'completed'),
                  inArray(enrollments.courseId, [...needed]),
                ),
              )
          ).map((row) => row.courseId),
        );
  for (const courseId of ids) {
    result.set(
      courseId,
      courseLock({
        courseId,
        completed,
        prerequisites: prerequisites
          .filter((row) => row.of === courseId)
          .map(({ courseId: id, title, slug }) => ({ courseId: id, title, slug })),
        paths: [...paths.values()].filter((path) =>
          path.courses.some((course) => course.courseId === courseId),
        ),
      }),
    );
  }
  return result;
}

/** The account's path enrolments among these paths. */
export async function pathEnrollmentsOf(
  db: Db,
  params: { accountId: string; pathIds: readonly string[] },
) {
  if (params.pathIds.length === 0)
    return new Map<string, typeof learningPathEnrollments.$inferSelect>();
  const rows = await db
    .select()
    .from(learningPathEnrollments)
    .where(
      and(
        eq(learningPathEnrollments.accountId, params.accountId),
        inArray(learningPathEnrollments.pathId, [...params.pathIds]),
      ),
    );
  return new Map(rows.map((row) => [row.pathId, row]));
}

export async function enrollInPath(db: Db, params: { accountId: string; pathId: string }) {
  const inserted = await db
    .insert(learningPathEnrollments)
    .values({ accountId: params.accountId, pathId: params.pathId })
    .onConflictDoNothing()
    .returning({ pathId: learningPathEnrollments.pathId });
  return inserted.length > 0;
}

/**
 * Marks completed the account's path enrolments whose every published course it has completed
 * (once: a completed path stays completed). Called whenever a course may have completed.
 */
export async function completeFinishedPaths(db: Db, params: { accountId: string }) {
  return db
    .update(learningPathEnrollments)
    .set({ completedAt: new Date() })
    .where(
      and(
        eq(learningPathEnrollments.accountId, params.accountId),
        isNull(learningPathEnrollments.completedAt),
        sql`exists (select 1 from ${learningPathCourses} lpc
          join ${courses} c on c.id = lpc.course_id and c.status = 'published'
          where lpc.path_id = ${learningPathEnrollments.pathId})`,
        sql`not exists (select 1 from ${learningPathCourses} lpc
          join ${courses} c on c.id = lpc.course_id and c.status = 'published'
          where lpc.path_id = ${learningPathEnrollments.pathId}
            and not exists (select 1 from ${enrollments} e where e.course_id = lpc.course_id
              and e.account_id = ${learningPathEnrollments.accountId} and e.status = 'completed'))`,
      ),
    )
    .returning({ pathId: learningPathEnrollments.pathId });
}

/** One course of an account's path, with where the account stands in it. */
export type MyPathCourse = CourseRef & { progress: number; completed: boolean; enrolled: boolean };

/**
 * The account's paths on a portal with their progress, in one query (a row per path and
 * published course, folded here): /courses lists them.
 */
export async function myPaths(db: Db, params: { accountId: string; portalId: string }) {
  const rows = await db
    .select({
      pathId: learningPaths.id,
      slug: learningPaths.slug,
      title: learningPaths.title,
      summary: learningPaths.summary,
      sequential: learningPaths.sequential,
      enrolledAt: learningPathEnrollments.enrolledAt,
      completedAt: learningPathEnrollments.completedAt,
      courseId: courses.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      progress: enrollments.progress,
      status: enrollments.status,
    })
    .from(learningPathEnrollments)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathEnrollments.pathId))
    .leftJoin(learningPathCourses, eq(learningPathCourses.pathId, learningPaths.id))
    .leftJoin(
      courses,
      and(eq(courses.id, learningPathCourses.courseId), eq(courses.status, 'published')),
    )
    .leftJoin(
      enrollments,
      and(
        eq(enrollments.courseId, courses.id),
        eq(enrollments.accountId, learningPathEnrollments.accountId),
      ),
    )
    .where(
      and(
        eq(learningPathEnrollments.accountId, params.accountId),
        eq(learningPaths.portalId, params.portalId),
        // An archived path stays with those who follow it; a draft again is nobody's.
        inArray(learningPaths.status, ['published', 'archived']),
      ),
    )
    .orderBy(
      sql`${learningPathEnrollments.enrolledAt} desc`,
      asc(learningPaths.id),
      asc(learningPathCourses.position),
    );
  const byPath = new Map<
    string,
    {
      id: string;
      slug: string;
      title: string;
      summary: string;
      sequential: boolean;
      enrolledAt: Date;
      completedAt: Date | null;
      courses: MyPathCourse[];
    }
  >();
  for (const row of rows) {
    const path = byPath.get(row.pathId) ?? {
      id: row.pathId,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      sequential: row.sequential,
      enrolledAt: row.enrolledAt,
      completedAt: row.completedAt,
      courses: [],
    };
    if (row.courseId && row.courseTitle !== null && row.courseSlug !== null) {
      path.courses.push({
        courseId: row.courseId,
        title: row.courseTitle,
        slug: row.courseSlug,
        progress: row.progress ?? 0,
        completed: row.status === 'completed',
        enrolled: row.status !== null,
      });
    }
    byPath.set(row.pathId, path);
  }
  return [...byPath.values()].map((path) => ({ ...path, standing: pathProgress(path.courses) }));
}
