import { and, asc, count, desc, eq, inArray, like, max, ne, type SQL, sql } from 'drizzle-orm';
import { hasLessonContent } from '../../shared/authoring/publish-check';
import {
  type AssignmentFacts,
  type AssignmentProblemCode,
  assignmentProblems as assignmentProblemCodes,
} from '../../shared/coaching/assignment-schema';
import type { ReleaseCondition } from '../../shared/learning/release';
import { assignmentPublishFacts } from '../coaching';
import { listTranslations, type TranslationRow } from '../content';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import {
  accountRoles,
  accounts,
  type CourseItemKind,
  type CourseStatus,
  catalogs,
  categories,
  courseCoaches,
  courseItems,
  courseLabels,
  courseModules,
  courses,
  enrollments,
  files,
  labels,
} from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { SortField } from '../jsonapi/query';
import { quizPublishFacts } from '../quiz';
import type { ReleaseChanges } from './release-rules';

/* Course authoring (SCREENS "Authoring"): every function takes the portal as its scope. */

export type AdminCourseRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  status: CourseStatus;
  catalogId: string | null;
  catalogName: string | null;
  coverUrl: string | null;
  durationMinutes: number;
  language: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  enrollmentCount: number;
  labelIds: string[];
};

export type AdminCourseListParams = {
  portalId: string;
  search?: string;
  status?: CourseStatus;
  catalogId?: string;
  labelId?: string;
  sort: SortField[];
  /** null: every match (the CSV export). */
  page: { limit: number; offset: number } | null;
};

const SORTS = {
  title: courses.title,
  updated_at: courses.updatedAt,
  status: courses.status,
} as const;

function listConditions(params: AdminCourseListParams): SQL {
  const all: SQL[] = [eq(courses.portalId, params.portalId)];
  const search = params.search?.trim();
  // The expression of courses_search_trgm_idx: title and summary, infix, case-insensitive.
  if (search) {
    all.push(
      like(
        sql`lower(${courses.title} || ' ' || ${courses.description})`,
        sql`lower(${likePattern(search)})`,
      ),
    );
  }
  if (params.status) all.push(eq(courses.status, params.status));
  if (params.catalogId) all.push(eq(courses.catalogId, params.catalogId));
  if (params.labelId) {
    all.push(
      sql`exists (select 1 from ${courseLabels} where ${courseLabels.courseId} = ${courses.id}
        and ${courseLabels.labelId} = ${params.labelId})`,
    );
  }
  return and(...all) as SQL;
}

/**
 * The admin list: every status, one page in the asked order (title breaks ties, then id), its
 * total, and per row the enrolment count and label ids, each fetched once for the whole page.
 */
export async function listAdminCourses(
  db: Db,
  params: AdminCourseListParams,
): Promise<{ rows: AdminCourseRow[]; total: number }> {
  const where = listConditions(params);
  const order = params.sort.length > 0 ? params.sort : [{ field: 'updated_at', desc: true }];
  const orderBy = [
    ...order.map(({ field, desc: down }) => {
      const column = SORTS[field as keyof typeof SORTS] ?? courses.updatedAt;
      return down ? desc(column) : asc(column);
    }),
    asc(courses.title),
    asc(courses.id),
  ];
  const query = db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      status: courses.status,
      catalogId: courses.catalogId,
      catalogName: catalogs.name,
      coverUrl: courses.coverUrl,
      durationMinutes: courses.durationMinutes,
      language: courses.language,
      version: courses.version,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId))
    .where(where)
    .orderBy(...orderBy);
  const [rows, [counted]] = await Promise.all([
    params.page ? query.limit(params.page.limit).offset(params.page.offset) : query,
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [enrolled, labelled] = ids.length
    ? await Promise.all([
        db
          .select({ courseId: enrollments.courseId, n: count() })
          .from(enrollments)
          .where(inArray(enrollments.courseId, ids))
          .groupBy(enrollments.courseId),
        db
          .select({ courseId: courseLabels.courseId, labelId: courseLabels.labelId })
          .from(courseLabels)
          .where(inArray(courseLabels.courseId, ids)),
      ])
    : [[], []];
  const counts = new Map(enrolled.map((row) => [row.courseId, row.n]));
  return {
    rows: rows.map((row) => ({
      ...row,
      enrollmentCount: counts.get(row.id) ?? 0,
      labelIds: labelled.filter((l) => l.courseId === row.id).map((l) => l.labelId),
    })),
    total: counted?.total ?? 0,
  };
}

/** A portal's labels (the list's label column and filter, the editor's label picker). */
export async function portalLabels(db: Db, portalId: string) {
  return db
    .select({ id: labels.id, names: labels.names, color: labels.color })
    .from(labels)
    .where(eq(labels.portalId, portalId))
    .orderBy(asc(labels.createdAt), asc(labels.id));
}

/** What the editor's pickers offer: the portal's catalogs with categories, labels and coaches. */
export async function authoringOptions(db: Db, portalId: string) {
  const [catalogRows, labelRows, coachRows] = await Promise.all([
    db
      .select({ id: catalogs.id, name: catalogs.name, position: catalogs.position })
      .from(catalogs)
      .where(eq(catalogs.portalId, portalId))
      .orderBy(asc(catalogs.position), asc(catalogs.name)),
    portalLabels(db, portalId),
    portalCoaches(db, portalId),
  ]);
  const categoryRows = catalogRows.length
    ? await db
        .select({
          id: categories.id,
          catalogId: categories.catalogId,
          parentId: categories.parentId,
          name: categories.name,
          position: categories.position,
        })
        .from(categories)
        .where(
          inArray(
            categories.catalogId,
            catalogRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(categories.position), asc(categories.name))
    : [];
  return { catalogs: catalogRows, categories: categoryRows, labels: labelRows, coaches: coachRows };
}

/** Accounts of the portal holding the coach role (who may be a course's coach). */
export async function portalCoaches(db: Db, portalId: string) {
  return db
    .select({ id: accounts.id, fullName: accounts.fullName, avatarUrl: accounts.avatarUrl })
    .from(accounts)
    .innerJoin(
      accountRoles,
      and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.role, 'coach')),
    )
    .where(eq(accounts.portalId, portalId))
    .orderBy(asc(accounts.fullName), asc(accounts.id));
}

export type AuthoringCourse = typeof courses.$inferSelect;

/** A course of the portal by id (any status); null for another portal's or none. */
export async function findAuthoringCourse(db: Db, params: { portalId: string; courseId: string }) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, params.courseId), eq(courses.portalId, params.portalId)));
  return row ?? null;
}

export type EditorItem = {
  id: string;
  moduleId: string;
  kind: CourseItemKind;
  title: string;
  slug: string;
  position: number;
  contentHtml: string;
  durationMinutes: number;
  /** Guests may read it from the public course page. */
  freePreview: boolean;
  hasContent: boolean;
  /** Its release rule (docs/release-rules.md). */
  releaseDays: number | null;
  releaseOn: Date | null;
  requiresItemId: string | null;
  requires: ReleaseCondition;
  /** Quizzes (the publish check): own questions, questions drawn per attempt, the pool's size. */
  questionCount?: number;
  drawCount?: number | null;
  poolSize?: number;
  /** Assignments (the publish check): what keeps them from being taken. */
  assignmentProblems?: AssignmentProblemCode[];
};
export type EditorModule = { id: string; title: string; position: number; items: EditorItem[] };

export type CourseEditorData = {
  course: AuthoringCourse;
  catalogName: string | null;
  labelIds: string[];
  coachIds: string[];
  modules: EditorModule[];
  enrollmentCount: number;
  /** Its translations into the portal's other languages. */
  translations: TranslationRow[];
};

/** Everything the editor shows of one course: its fields, labels, coaches and whole outline. */
export async function courseEditorData(
  db: Db,
  course: AuthoringCourse,
  features: readonly string[] = [],
): Promise<CourseEditorData> {
  const [catalog, labelRows, coachRows, moduleRows, itemRows, [enrolled], translations] =
    await Promise.all([
      course.catalogId
        ? db.select({ name: catalogs.name }).from(catalogs).where(eq(catalogs.id, course.catalogId))
        : Promise.resolve([]),
      db
        .select({ id: courseLabels.labelId })
        .from(courseLabels)
        .where(eq(courseLabels.courseId, course.id)),
      db
        .select({ id: courseCoaches.accountId })
        .from(courseCoaches)
        .where(eq(courseCoaches.courseId, course.id)),
      db
        .select({
          id: courseModules.id,
          title: courseModules.title,
          position: courseModules.position,
        })
        .from(courseModules)
        .where(eq(courseModules.courseId, course.id))
        .orderBy(asc(courseModules.position), asc(courseModules.id)),
      db
        .select({
          id: courseItems.id,
          moduleId: courseItems.moduleId,
          kind: courseItems.kind,
          title: courseItems.title,
          slug: courseItems.slug,
          position: courseItems.position,
          contentHtml: courseItems.contentHtml,
          durationMinutes: courseItems.durationMinutes,
          freePreview: courseItems.freePreview,
          releaseDays: courseItems.releaseDays,
          releaseOn: courseItems.releaseOn,
          requiresItemId: courseItems.requiresItemId,
          requires: courseItems.requires,
        })
        .from(courseItems)
        .where(eq(courseItems.courseId, course.id))
        .orderBy(asc(courseItems.position), asc(courseItems.id)),
      db.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, course.id)),
      listTranslations(db, { kind: 'course', id: course.id }),
    ]);
  const [quizzes, assignmentFacts] = await Promise.all([
    quizPublishFacts(db, {
      portalId: course.portalId,
      itemIds: itemRows.filter((item) => item.kind === 'quiz').map((item) => item.id),
    }),
    assignmentPublishFacts(db, {
      portalId: course.portalId,
      courseId: course.id,
      itemIds: itemRows.filter((item) => item.kind === 'assignment').map((item) => item.id),
      groupFeature: features.includes('group_assignments'),
    }),
  ]);
  return {
    course,
    catalogName: catalog[0]?.name ?? null,
    labelIds: labelRows.map((row) => row.id),
    coachIds: coachRows.map((row) => row.id),
    modules: moduleRows.map((module) => ({
      ...module,
      items: itemRows
        .filter((item) => item.moduleId === module.id)
        .map((item) => ({
          ...item,
          hasContent: hasLessonContent(item.contentHtml),
          ...quizzes.get(item.id),
          ...(item.kind === 'assignment'
            ? { assignmentProblems: problemsOfAssignment(assignmentFacts.get(item.id)) }
            : {}),
        })),
    })),
    enrollmentCount: enrolled?.n ?? 0,
    translations,
  };
}

const problemsOfAssignment = (facts: AssignmentFacts | undefined) =>
  facts ? assignmentProblemCodes(facts) : [];

/** A URL address from a title: lower case ASCII words joined by hyphens ("course" if none). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'course';
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function takenCourseSlugs(db: Db, portalId: string, base: string) {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.portalId, portalId), like(courses.slug, `${base}%`)));
  return new Set(rows.map((row) => row.slug));
}

/** Tries `insert` with ever newer free slugs until none collides (a concurrent twin took it). */
async function withFreeSlug<T>(
  taken: () => Promise<Set<string>>,
  base: string,
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = firstFreeSlug(base, await taken());
    try {
      return await insert(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** A new draft; its slug comes from the title, made unique within the portal. */
export async function createCourse(
  db: Db,
  params: {
    portalId: string;
    title: string;
    summary: string;
    catalogId: string | null;
    categoryId: string | null;
    language: string;
  },
): Promise<AuthoringCourse> {
  const base = slugify(params.title);
  return withFreeSlug(
    () => takenCourseSlugs(db, params.portalId, base),
    base,
    async (slug) => {
      const [row] = await db
        .insert(courses)
        .values({
          portalId: params.portalId,
          slug,
          title: params.title,
          description: params.summary,
          catalogId: params.catalogId,
          categoryId: params.categoryId,
          language: params.language,
          status: 'draft',
        })
        .returning();
      if (!row) throw new Error('Creating a course returned no row');
      return row;
    },
  );
}

/** Whether another course of the portal already has this address. */
export async function courseSlugTaken(
  db: Db,
  params: { portalId: string; slug: string; except: string },
) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.portalId, params.portalId),
        eq(courses.slug, params.slug),
        ne(courses.id, params.except),
      ),
    );
  return row !== undefined;
}

export type CourseChanges = Partial<{
  title: string;
  slug: string;
  description: string;
  descriptionHtml: string;
  catalogId: string | null;
  categoryId: string | null;
  language: string;
  coverFileId: string | null;
  coverUrl: string | null;
}>;

/**
 * Writes course fields, labels and coaches when the stored version is still `version`; bumps
 * version and updated_at. Null when the version moved on (a concurrent save): nothing written.
 */
export async function updateCourse(
  db: Db,
  params: {
    courseId: string;
    version: number;
    changes: CourseChanges;
    labelIds?: string[];
    coachIds?: string[];
  },
): Promise<AuthoringCourse | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ ...params.changes, version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(courses.id, params.courseId), eq(courses.version, params.version)))
      .returning();
    if (!row) return null;
    if (params.labelIds) {
      await tx.delete(courseLabels).where(eq(courseLabels.courseId, row.id));
      if (params.labelIds.length) {
        await tx
          .insert(courseLabels)
          .values(params.labelIds.map((labelId) => ({ courseId: row.id, labelId })));
      }
    }
    if (params.coachIds) {
      await tx.delete(courseCoaches).where(eq(courseCoaches.courseId, row.id));
      if (params.coachIds.length) {
        await tx
          .insert(courseCoaches)
          .values(params.coachIds.map((accountId) => ({ courseId: row.id, accountId })));
      }
    }
    return row;
  });
}

/** Outline changes are rows of their own (no version check) but still mark the course changed. */
/**
 * After a change to a course's outline: its updated_at, and its duration, which is the sum of
 * its items' (the catalog and the course page read it from the course).
 */
export async function touchCourse(db: Db, courseId: string) {
  await db
    .update(courses)
    .set({
      updatedAt: sql`now()`,
      durationMinutes: sql`(select coalesce(sum(${courseItems.durationMinutes}), 0)::int
        from ${courseItems} where ${courseItems.courseId} = ${courseId})`,
    })
    .where(eq(courses.id, courseId));
}

/** Sets a course's status (and bumps its version: the editor's copy is out of date). */
export async function setCourseStatus(db: Db, params: { courseId: string; status: CourseStatus }) {
  const [row] = await db
    .update(courses)
    .set({ status: params.status, version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
    .where(eq(courses.id, params.courseId))
    .returning();
  return row ?? null;
}

/** Which of `ids` are labels of the portal. */
export async function existingLabelIds(db: Db, portalId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.portalId, portalId), inArray(labels.id, ids)));
  return rows.map((row) => row.id);
}

/** Which of `ids` are coaches of the portal. */
export async function existingCoachIds(db: Db, portalId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(
      accountRoles,
      and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.role, 'coach')),
    )
    .where(and(eq(accounts.portalId, portalId), inArray(accounts.id, ids)));
  return rows.map((row) => row.id);
}

/** A catalog of the portal, and whether the category (if any) is one of its categories. */
export async function catalogChoiceValid(
  db: Db,
  params: { portalId: string; catalogId: string | null; categoryId: string | null },
): Promise<{ catalog: boolean; category: boolean }> {
  if (!params.catalogId) return { catalog: true, category: params.categoryId === null };
  const [catalog] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.id, params.catalogId), eq(catalogs.portalId, params.portalId)));
  if (!catalog) return { catalog: false, category: params.categoryId === null };
  if (!params.categoryId) return { catalog: true, category: true };
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, params.categoryId), eq(categories.catalogId, params.catalogId)));
  return { catalog: true, category: category !== undefined };
}

/** An uploaded cover of the portal (purpose course_cover), or null. */
export async function findCoverFile(db: Db, params: { portalId: string; fileId: string }) {
  const [row] = await db
    .select({ id: files.id, courseId: files.courseId })
    .from(files)
    .where(
      and(
        eq(files.id, params.fileId),
        eq(files.portalId, params.portalId),
        eq(files.purpose, 'course_cover'),
      ),
    );
  return row ?? null;
}

/* Modules and items: rows of their own, so two editors adding at once both keep theirs. */

export async function findModule(db: Db, params: { courseId: string; moduleId: string }) {
  const [row] = await db
    .select()
    .from(courseModules)
    .where(and(eq(courseModules.id, params.moduleId), eq(courseModules.courseId, params.courseId)));
  return row ?? null;
}

/** A module at the end of the outline. */
export async function addModule(db: Db, params: { courseId: string; title: string }) {
  const next = db
    .select({ p: sql`coalesce(${max(courseModules.position)} + 1, 0)` })
    .from(courseModules)
    .where(eq(courseModules.courseId, params.courseId));
  const [row] = await db
    .insert(courseModules)
    .values({ courseId: params.courseId, title: params.title, position: sql`(${next})` })
    .returning();
  if (!row) throw new Error('Adding a module returned no row');
  await touchCourse(db, params.courseId);
  return row;
}

export async function renameModule(
  db: Db,
  params: { moduleId: string; courseId: string; title: string },
) {
  const [row] = await db
    .update(courseModules)
    .set({ title: params.title })
    .where(eq(courseModules.id, params.moduleId))
    .returning();
  await touchCourse(db, params.courseId);
  return row ?? null;
}

/** Removes a module with its items (and the learners' progress on them: the FK cascades). */
export async function deleteModule(db: Db, params: { moduleId: string; courseId: string }) {
  await db.delete(courseModules).where(eq(courseModules.id, params.moduleId));
  await touchCourse(db, params.courseId);
}

export async function findItem(db: Db, params: { courseId: string; itemId: string }) {
  const [row] = await db
    .select()
    .from(courseItems)
    .where(and(eq(courseItems.id, params.itemId), eq(courseItems.courseId, params.courseId)));
  return row ?? null;
}

async function takenItemSlugs(db: Db, courseId: string, base: string) {
  const rows = await db
    .select({ slug: courseItems.slug })
    .from(courseItems)
    .where(and(eq(courseItems.courseId, courseId), like(courseItems.slug, `${base}%`)));
  return new Set(rows.map((row) => row.slug));
}

/** An item at the end of a module; its slug (the player's address) unique within the course. */
export async function addItem(
  db: Db,
  params: { courseId: string; moduleId: string; kind: CourseItemKind; title: string },
) {
  const base = slugify(params.title);
  const next = db
    .select({ p: sql`coalesce(${max(courseItems.position)} + 1, 0)` })
    .from(courseItems)
    .where(eq(courseItems.moduleId, params.moduleId));
  const row = await withFreeSlug(
    () => takenItemSlugs(db, params.courseId, base),
    base,
    async (slug) => {
      const [inserted] = await db
        .insert(courseItems)
        .values({
          courseId: params.courseId,
          moduleId: params.moduleId,
          kind: params.kind,
          title: params.title,
          slug,
          position: sql`(${next})`,
        })
        .returning();
      if (!inserted) throw new Error('Adding an item returned no row');
      return inserted;
    },
  );
  await touchCourse(db, params.courseId);
  return row;
}

export async function updateItem(
  db: Db,
  params: {
    courseId: string;
    itemId: string;
    changes: Partial<{
      title: string;
      contentHtml: string;
      durationMinutes: number;
      freePreview: boolean;
    }> &
      ReleaseChanges;
  },
) {
  const [row] = await db
    .update(courseItems)
    .set(params.changes)
    .where(eq(courseItems.id, params.itemId))
    .returning();
  await touchCourse(db, params.courseId);
  return row ?? null;
}

export async function deleteItem(db: Db, params: { courseId: string; itemId: string }) {
  await db.delete(courseItems).where(eq(courseItems.id, params.itemId));
  await touchCourse(db, params.courseId);
}

/**
 * Puts the whole outline in the given order (items may change module). The caller has checked
 * that `order` names exactly the course's modules and items.
 */
export async function saveOutlineOrder(
  db: Db,
  params: { courseId: string; order: { id: string; itemIds: string[] }[] },
) {
  await db.transaction(async (tx) => {
    for (const [m, module] of params.order.entries()) {
      await tx
        .update(courseModules)
        .set({ position: m })
        .where(and(eq(courseModules.id, module.id), eq(courseModules.courseId, params.courseId)));
      if (module.itemIds.length === 0) continue;
      // One statement per module: every item's module and position from a VALUES list.
      const values = sql.join(
        module.itemIds.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update ${courseItems} set module_id = ${module.id}::uuid, position = v.p
        from (values ${values}) as v(id, p)
        where ${courseItems.id} = v.id and ${courseItems.courseId} = ${params.courseId}::uuid`);
    }
    await tx.update(courses).set({ updatedAt: sql`now()` }).where(eq(courses.id, params.courseId));
  });
}

/** The courses of the portal among `ids` (the bulk actions' scope). */
export async function portalCoursesAmong(db: Db, portalId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.portalId, portalId), inArray(courses.id, ids)));
}

export async function addLabelToCourses(db: Db, params: { courseIds: string[]; labelId: string }) {
  if (params.courseIds.length === 0) return;
  await db
    .insert(courseLabels)
    .values(params.courseIds.map((courseId) => ({ courseId, labelId: params.labelId })))
    .onConflictDoNothing();
  await db
    .update(courses)
    .set({ version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(courses.id, params.courseIds));
}

export async function removeLabelFromCourses(
  db: Db,
  params: { courseIds: string[]; labelId: string },
) {
  if (params.courseIds.length === 0) return;
  await db
    .delete(courseLabels)
    .where(
      and(
        inArray(courseLabels.courseId, params.courseIds),
        eq(courseLabels.labelId, params.labelId),
      ),
    );
  await db
    .update(courses)
    .set({ version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(courses.id, params.courseIds));
}
