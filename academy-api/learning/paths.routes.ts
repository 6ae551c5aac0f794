import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { RICH_TEXT_MAX } from '../../shared/authoring/course-rules';
import {
  courseLocks as courseLocksContract,
  coursePrerequisites as coursePrerequisitesContract,
  learningPathDefinitions,
  learningPaths as learningPathsContract,
} from '../../shared/learning/contract';
import {
  closesCycle,
  PATH_COURSES_MAX,
  PATH_RULES,
  PATH_SLUG_MAX,
  PATH_SLUG_PATTERN,
  PATH_STATUSES,
  type PathStatus,
  PREREQUISITES_MAX,
  pathProgress,
  pathSlug,
  productsForWhole,
} from '../../shared/learning/paths';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import {
  courseAccessOf,
  guestCourse,
  lockJson,
  managesCourses,
  namedCourseIds,
  visibleCourse,
} from '../access/course-access';
import { fixedRow, type Row, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { unlockingProducts } from '../catalog';
import { richTextRulesOf } from '../content';
import type { ResourceObject } from '../jsonapi/document';
import { buildDocument } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, fieldError, notFound, type Text, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { issueDueCertificates } from './certificate-issue.queries';
import { enroll } from './courses.queries';
import {
  certificationOfPortal,
  courseChoices,
  courseLocks,
  createPath,
  deletePath,
  enrollInPath,
  findPath,
  listPathDefinitions,
  listPublishedPaths,
  myPaths,
  nextPathPosition,
  type PathRow,
  type PathValues,
  pathEnrollmentsOf,
  pathSlugTaken,
  portalCourses,
  portalPrerequisiteEdges,
  prerequisitesOf,
  publishedPathsOfCourse,
  setCertificationCourses,
  setPrerequisites,
  standingsOf,
  updatePath,
} from './paths.queries';

type C = Context<AppEnv>;

const invalid = (field: string, detail: Text) => fieldError(field, 'VALIDATION_FAILED', detail);

// ---------------------------------------------------------------------------------------------
// Serialisers
// ---------------------------------------------------------------------------------------------

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** A path as its admin edits it. */
export function pathDefinitionResource(row: PathRow): ResourceObject {
  const courseIds = row.courses.map((course) => course.id);
  return resourceOf(learningPathDefinitions, row.id, {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description_html: sanitizeRichText(row.descriptionHtml),
    status: row.status,
    sequential: row.sequential,
    position: row.position,
    courses: row.courses.map(({ id, title, slug, status }) => ({ id, title, slug, status })),
    certification: row.certification
      ? {
          id: row.certification.id,
          name: row.certification.name,
          matches_path: sameSet(row.certification.courseIds, courseIds),
        }
      : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

/** A published path as the viewer sees it (guests: only the courses they may see named). */
async function pathView(c: C, path: PathRow): Promise<ResourceObject> {
  const viewer = c.var.viewer;
  const published = path.courses.filter((course) => course.status === 'published');
  const ids = published.map((course) => course.id);
  const named = await namedCourseIds(c, ids);
  const shown = published.filter((course) => named.has(course.id));
  const unlocking = await Promise.all(
    published.map((course) =>
      unlockingProducts(c.var.db, {
        portalId: c.var.portal.id,
        courseId: course.id,
        catalogId: course.catalogId,
      }),
    ),
  );
  const whole = productsForWhole(unlocking.map((products) => products.map((p) => p.id)));
  const productNames = new Map(unlocking.flat().map((product) => [product.id, product.name]));
  const base = {
    slug: path.slug,
    title: path.title,
    summary: path.summary,
    description_html: sanitizeRichText(path.descriptionHtml, await richTextRulesOf(c)),
    sequential: path.sequential,
    hidden_course_count: published.length - shown.length,
    certification: path.certification
      ? { id: path.certification.id, name: path.certification.name }
      : null,
    products: whole.map((id) => ({ id, name: productNames.get(id) ?? '' })),
  };
  if (!viewer) {
    return resourceOf(learningPathsContract, path.id, {
      ...base,
      courses: shown.map((course) => ({
        id: course.id,
        title: course.title,
        slug: course.slug,
        summary: course.description,
        duration_minutes: course.durationMinutes,
        lock: null,
        progress: 0,
        completed: false,
        enrolled: false,
      })),
      unlocked: null,
      enrolled: false,
      enrolled_at: null,
      completed_at: null,
      progress: null,
    });
  }
  const [access, locks, standings, enrolments] = await Promise.all([
    courseAccessOf(c.var.db, { accountId: viewer.id, roles: viewer.roles, courseIds: ids }),
    courseLocks(c.var.db, { accountId: viewer.id, courseIds: ids }),
    standingsOf(c.var.db, { accountId: viewer.id, courseIds: ids }),
    pathEnrollmentsOf(c.var.db, { accountId: viewer.id, pathIds: [path.id] }),
  ]);
  const staff = managesCourses(c, viewer);
  const enrolment = enrolments.get(path.id);
  const standing = (id: string) => standings.get(id) ?? { progress: 0, completed: false };
  return resourceOf(learningPathsContract, path.id, {
    ...base,
    courses: shown.map((course) => {
      const lock = locks.get(course.id);
      return {
        id: course.id,
        title: course.title,
        slug: course.slug,
        summary: course.description,
        duration_minutes: course.durationMinutes,
        // Staff and coaches are never locked out; the learners' view is theirs to see.
        lock: lock ? lockJson(staff ? { state: 'open' } : lock) : null,
        progress: standing(course.id).progress,
        completed: standing(course.id).completed,
        enrolled: standings.has(course.id),
      };
    }),
    unlocked: staff || ids.every((id) => access.get(id)?.unlocked ?? false),
    enrolled: enrolment !== undefined,
    enrolled_at: enrolment ? iso(enrolment.enrolledAt) : null,
    completed_at: enrolment?.completedAt ? iso(enrolment.completedAt) : null,
    progress: enrolment
      ? progressJson(
          pathProgress(
            published.map((course) => ({ courseId: course.id, ...standing(course.id) })),
          ),
        )
      : null,
  });
}

const progressJson = (progress: ReturnType<typeof pathProgress>) => ({
  completed_count: progress.completedCount,
  total: progress.total,
  progress: progress.progress,
  completed: progress.completed,
});

// ---------------------------------------------------------------------------------------------
// Admin: the path definitions
// ---------------------------------------------------------------------------------------------

const shape = {
  title: z.string(),
  slug: z.string().trim().toLowerCase().optional(),
  summary: z.string().trim().optional(),
  description_html: z.string().optional(),
  status: z.enum(PATH_STATUSES).optional(),
  sequential: z.boolean().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  course_ids: z.array(z.string()).optional(),
  certification_id: z.string().nullable().optional(),
  /** Make the linked certification require exactly the path's courses (docs/learning-paths.md). */
  certification_follows_path: z.boolean().optional(),
};

export const createPathSchema = fieldRules(PATH_RULES, { trim: ['title', 'summary'] }).pipe(
  z.object(shape),
);

export const updatePathSchema = fieldRules(PATH_RULES, {
  partial: true,
  trim: ['title', 'summary'],
}).pipe(z.object({ ...shape, title: shape.title.optional() }));

/** Distinct courses of this portal, at most PATH_COURSES_MAX, in the order given. */
async function checkedPathCourses(c: C, ids: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (distinct.length > PATH_COURSES_MAX)
    throw invalid('course_ids', text('learning.pathTooManyCourses', { max: PATH_COURSES_MAX }));
  if (!distinct.every(isUuid)) throw invalid('course_ids', text('learning.pathUnknownCourse'));
  const known = await portalCourses(c.var.db, { portalId: c.var.portal.id, ids: distinct });
  if (known.length !== distinct.length)
    throw invalid('course_ids', text('learning.pathUnknownCourse'));
  return distinct;
}

async function checkedSlug(c: C, slug: string, except?: string): Promise<string> {
  if (slug.length === 0 || slug.length > PATH_SLUG_MAX || !PATH_SLUG_PATTERN.test(slug))
    throw invalid('slug', text('learning.pathSlugInvalid', { max: PATH_SLUG_MAX }));
  if (await pathSlugTaken(c.var.db, { portalId: c.var.portal.id, slug, except }))
    throw invalid('slug', text('learning.pathSlugTaken'));
  return slug;
}

async function checkedCertification(c: C, id: string | null): Promise<string | null> {
  if (id === null) return null;
  if (!isUuid(id)) throw invalid('certification_id', text('learning.pathUnknownCertification'));
  const row = await certificationOfPortal(c.var.db, { portalId: c.var.portal.id, id });
  if (!row) throw invalid('certification_id', text('learning.pathUnknownCertification'));
  return row.id;
}

async function cleanDescription(c: C, html: string): Promise<string> {
  const clean = sanitizeRichText(html, await richTextRulesOf(c));
  if (clean.length > RICH_TEXT_MAX)
    throw invalid(
      'description_html',
      text('learning.pathDescriptionTooLong', { max: RICH_TEXT_MAX.toLocaleString(c.var.locale) }),
    );
  return clean;
}

/** What the audit log keeps of a path. */
const auditState = (row: PathRow) => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  status: row.status,
  sequential: row.sequential,
  position: row.position,
  certification_id: row.certificationId,
  course_ids: row.courses.map((course) => course.id),
});

/**
 * The linked certification follows the path: its required courses become the path's (asked for
 * with `certification_follows_path`; certification rights needed). Audited on the path's entry.
 */
async function followPath(c: C, row: PathRow, wanted: boolean | undefined) {
  if (!wanted || !row.certificationId) return;
  authorize(c, RULES.certifications);
  await setCertificationCourses(c.var.db, {
    certificationId: row.certificationId,
    courseIds: row.courses.map((course) => course.id),
  });
}

const ADMIN_LIST_QUERY = { filter: ['search'], paginate: true, defaultPageSize: 25 } as const;

/** /v1/learning_path_definitions: the portal's paths for those who write courses. */
export const pathDefinitionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.courses);
    return listResponse(c, {
      query: ADMIN_LIST_QUERY,
      load: (query) =>
        listPathDefinitions(c.var.db, {
          portalId: c.var.portal.id,
          search: query.filter.search,
          page: pageWindow(query.page),
        }),
      serialize: pathDefinitionResource,
    });
  })
  .get('/:id', async (c) => {
    authorize(c, RULES.courses);
    queryOf(c, {});
    const row = await found(
      findPath(c.var.db, { portalId: c.var.portal.id, id: uuidParam(c.req.param('id')) }),
    );
    return resourceResponse(pathDefinitionResource(row));
  })
  .post('/', async (c) => {
    authorize(c, RULES.courses);
    const input = await attributesOf(c, createPathSchema);
    const portalId = c.var.portal.id;
    const values: PathValues = {
      title: input.title,
      slug: await checkedSlug(c, input.slug ?? pathSlug(input.title)),
      summary: input.summary ?? '',
      descriptionHtml: await cleanDescription(c, input.description_html ?? ''),
      status: input.status ?? 'draft',
      sequential: input.sequential ?? true,
      certificationId: await checkedCertification(c, input.certification_id ?? null),
      position: input.position ?? (await nextPathPosition(c.var.db, portalId)),
    };
    const courseIds = await checkedPathCourses(c, input.course_ids ?? []);
    const id = await createPath(c.var.db, { portalId, values, courseIds });
    const row = await found(findPath(c.var.db, { portalId, id }));
    await followPath(c, row, input.certification_follows_path);
    await audit(c, {
      action: 'learning_path.created',
      target: { type: 'learning_paths', id, label: row.title },
      after: auditState(row),
      whole: true,
    });
    const saved = await found(findPath(c.var.db, { portalId, id }));
    return resourceResponse(pathDefinitionResource(saved), { status: 201 });
  })
  .patch('/:id', async (c) => {
    authorize(c, RULES.courses);
    const id = uuidParam(c.req.param('id'));
    const portalId = c.var.portal.id;
    const input = await attributesOf(c, updatePathSchema);
    const before = await found(findPath(c.var.db, { portalId, id }));
    const values: Partial<PathValues> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.slug !== undefined) values.slug = await checkedSlug(c, input.slug, id);
    if (input.summary !== undefined) values.summary = input.summary;
    if (input.description_html !== undefined)
      values.descriptionHtml = await cleanDescription(c, input.description_html);
    if (input.status !== undefined) values.status = input.status as PathStatus;
    if (input.sequential !== undefined) values.sequential = input.sequential;
    if (input.position !== undefined) values.position = input.position;
    if (input.certification_id !== undefined)
      values.certificationId = await checkedCertification(c, input.certification_id);
    const courseIds =
      input.course_ids === undefined ? undefined : await checkedPathCourses(c, input.course_ids);
    await found(updatePath(c.var.db, { portalId, id, values, courseIds }));
    const row = await found(findPath(c.var.db, { portalId, id }));
    await followPath(c, row, input.certification_follows_path);
    await audit(c, {
      action: 'learning_path.changed',
      target: { type: 'learning_paths', id, label: row.title },
      before: auditState(before),
      after: auditState(row),
    });
    const saved = await found(findPath(c.var.db, { portalId, id }));
    return resourceResponse(pathDefinitionResource(saved));
  })
  .delete('/:id', async (c) => {
    authorize(c, RULES.courses);
    const id = uuidParam(c.req.param('id'));
    const portalId = c.var.portal.id;
    const before = await found(findPath(c.var.db, { portalId, id }));
    await found(deletePath(c.var.db, { portalId, id }));
    await audit(c, {
      action: 'learning_path.deleted',
      target: { type: 'learning_paths', id, label: before.title },
      before: auditState(before),
      whole: true,
    });
    return noContent();
  });

// ---------------------------------------------------------------------------------------------
// The catalog: published paths, a path's page, enrolling in a path
// ---------------------------------------------------------------------------------------------

const PUBLIC_LIST_QUERY = { filterValues: { mine: ['true'] } } as const;

/** A published path by its slug (staff who write courses also see drafts and archived ones). */
async function visiblePath(c: C): Promise<PathRow> {
  const path = await found(
    findPath(c.var.db, { portalId: c.var.portal.id, slug: c.req.param('path') ?? '' }),
  );
  if (path.status !== 'published' && !managesCourses(c, c.var.viewer)) throw notFound();
  return path;
}

/**
 * /v1/learning_paths: the portal's published paths (guests too), one path's page, and enrolling
 * in it; `filter[mine]=true`: the viewer's own paths with their progress (/courses).
 */
export const learningPathRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = queryOf(c, PUBLIC_LIST_QUERY);
    if (query.filter.mine === 'true') {
      const viewer = requireViewer(c.var.viewer);
      const paths = await myPaths(c.var.db, { accountId: viewer.id, portalId: c.var.portal.id });
      const data = paths.map((path) =>
        resourceOf(learningPathsContract, path.id, {
          slug: path.slug,
          title: path.title,
          summary: path.summary,
          description_html: '',
          sequential: path.sequential,
          courses: path.courses.map((course) => ({
            id: course.courseId,
            title: course.title,
            slug: course.slug,
            summary: '',
            duration_minutes: 0,
            lock: null,
            progress: course.progress,
            completed: course.completed,
            enrolled: course.enrolled,
          })),
          hidden_course_count: 0,
          certification: null,
          products: [],
          unlocked: null,
          enrolled: true,
          enrolled_at: iso(path.enrolledAt),
          completed_at: path.completedAt ? iso(path.completedAt) : null,
          progress: progressJson(path.standing),
        }),
      );
      return jsonApiResponse(buildDocument(data, { meta: { total: data.length } }));
    }
    const paths = await listPublishedPaths(c.var.db, { portalId: c.var.portal.id });
    const data = await Promise.all(paths.map((path) => pathView(c, path)));
    return jsonApiResponse(buildDocument(data, { meta: { total: data.length } }));
  })
  .get('/:path', async (c) => {
    queryOf(c, {});
    return resourceResponse(await pathView(c, await visiblePath(c)));
  })
  .post('/:path/enrollment', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const path = await visiblePath(c);
    if (path.status !== 'published') throw notFound();
    const published = path.courses.filter((course) => course.status === 'published');
    if (published.length === 0) throw ApiError.of(422, 'PATH_EMPTY', text('learning.pathEmpty'));
    const ids = published.map((course) => course.id);
    if (!managesCourses(c, viewer)) {
      const access = await courseAccessOf(c.var.db, {
        accountId: viewer.id,
        roles: viewer.roles,
        courseIds: ids,
      });
      const locked = published.filter((course) => !access.get(course.id)?.unlocked);
      if (locked.length > 0) {
        // 402 naming what unlocks it: the products that sell the whole path, else those that
        // unlock the courses still locked.
        const unlocking = await Promise.all(
          published.map((course) =>
            unlockingProducts(c.var.db, {
              portalId: c.var.portal.id,
              courseId: course.id,
              catalogId: course.catalogId,
            }),
          ),
        );
        const whole = new Set(productsForWhole(unlocking.map((list) => list.map((p) => p.id))));
        const lockedIds = new Set(locked.map((course) => course.id));
        const products = new Map(
          unlocking
            .flatMap((list, index) =>
              whole.size > 0
                ? list.filter((p) => whole.has(p.id))
                : lockedIds.has(published[index]?.id ?? '')
                  ? list
                  : [],
            )
            .map((product) => [product.id, product]),
        );
        throw new ApiError(402, [
          {
            code: 'PAYMENT_REQUIRED',
            meta: {
              products: [...products.values()].map((product) => ({
                id: product.id,
                name: product.name,
                language: product.language,
                business_model: product.businessModel,
              })),
              whole_path: whole.size > 0,
            },
          },
        ]);
      }
    }
    // Every course at once, as enrolling in each would (the same rows, the same progress).
    for (const course of published) {
      await enroll(c.var.db, { accountId: viewer.id, courseId: course.id });
    }
    const created = await enrollInPath(c.var.db, { accountId: viewer.id, pathId: path.id });
    // Courses completed before: the path (and its certificate) may be complete already.
    await issueDueCertificates(c.var.db, { portalId: c.var.portal.id, accountId: viewer.id });
    return resourceResponse(await pathView(c, path), { status: created ? 201 : 200 });
  });

// ---------------------------------------------------------------------------------------------
// A course's prerequisites (authoring, by id) and what stands before it (its page, by slug)
// ---------------------------------------------------------------------------------------------

const prerequisitesSchema = z.object({ course_ids: z.array(z.string()) });

/** A course of the portal by its id, for those who write courses (another portal's: 404). */
async function editedCourse(c: C) {
  authorize(c, RULES.courses);
  const id = uuidParam(c.req.param('course'));
  const [course] = await portalCourses(c.var.db, { portalId: c.var.portal.id, ids: [id] });
  if (!course) throw notFound();
  return course;
}

async function prerequisitesResource(c: C, courseId: string): Promise<ResourceObject> {
  const [required, options] = await Promise.all([
    prerequisitesOf(c.var.db, courseId),
    courseOptions(c, courseId),
  ]);
  return resourceOf(coursePrerequisitesContract, courseId, {
    required: required.map((course) => ({
      id: course.courseId,
      title: course.title,
      slug: course.slug,
    })),
    options,
  });
}

async function courseOptions(c: C, except: string) {
  return (await courseChoices(c.var.db, c.var.portal.id)).filter((course) => course.id !== except);
}

/** /v1/courses/:course/prerequisites (by id): read and replace a course's prerequisites. */
export const prerequisiteRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const course = await editedCourse(c);
    queryOf(c, {});
    return resourceResponse(await prerequisitesResource(c, course.id));
  })
  .put('/', async (c) => {
    const course = await editedCourse(c);
    const input = await attributesOf(c, prerequisitesSchema);
    const distinct = [...new Set(input.course_ids.map((id) => id.toLowerCase()))];
    if (distinct.length > PREREQUISITES_MAX)
      throw invalid('course_ids', text('learning.prerequisiteTooMany', { max: PREREQUISITES_MAX }));
    if (!distinct.every(isUuid)) throw invalid('course_ids', text('learning.pathUnknownCourse'));
    const known = await portalCourses(c.var.db, { portalId: c.var.portal.id, ids: distinct });
    if (known.length !== distinct.length)
      throw invalid('course_ids', text('learning.pathUnknownCourse'));
    const edges = await portalPrerequisiteEdges(c.var.db, c.var.portal.id);
    if (closesCycle(edges, course.id, distinct))
      throw invalid('course_ids', text('learning.prerequisiteCycle'));
    const before = await prerequisitesOf(c.var.db, course.id);
    await setPrerequisites(c.var.db, { courseId: course.id, requiredIds: distinct });
    await audit(c, {
      action: 'course.prerequisites_changed',
      target: { type: 'courses', id: course.id, label: course.title },
      before: { required: before.map((row) => row.title) },
      after: { required: known.map((row) => row.title) },
    });
    return resourceResponse(await prerequisitesResource(c, course.id));
  });

/**
 * /v1/courses/:course/lock (by slug): what stands before a course on its catalog page — its
 * prerequisites, the published paths it is part of, and the signed-in viewer's lock. A guest
 * asks only of a course of the guest catalog (else 404, like the public course page).
 */
export const courseLockRoutes = new Hono<AppEnv>().get('/', async (c) => {
  queryOf(c, {});
  const course = c.var.viewer ? await visibleCourse(c) : await guestCourse(c);
  const [required, paths] = await Promise.all([
    prerequisitesOf(c.var.db, course.id),
    publishedPathsOfCourse(c.var.db, course.id),
  ]);
  const viewer = c.var.viewer;
  const lock =
    viewer && !managesCourses(c, viewer)
      ? ((await courseLocks(c.var.db, { accountId: viewer.id, courseIds: [course.id] })).get(
          course.id,
        ) ?? { state: 'open' as const })
      : viewer
        ? { state: 'open' as const }
        : null;
  // The required courses a viewer may not see named are left out (a guest: outside its catalog).
  const named = await namedCourseIds(
    c,
    required.map((row) => row.courseId),
  );
  return resourceResponse(
    resourceOf(courseLocksContract, course.id, {
      requires: required
        .filter((row) => named.has(row.courseId))
        .map((row) => ({ id: row.courseId, title: row.title, slug: row.slug })),
      paths,
      lock: lock ? lockJson(lock) : null,
    }),
  );
});

// ---------------------------------------------------------------------------------------------
// OpenAPI answers and the route × account table
// ---------------------------------------------------------------------------------------------

export const answers: Answers = {
  'GET /v1/learning_path_definitions': list('learning_path_definitions'),
  'GET /v1/learning_path_definitions/:id': one('learning_path_definitions'),
  'POST /v1/learning_path_definitions': one('learning_path_definitions', { status: [201] }),
  'PATCH /v1/learning_path_definitions/:id': one('learning_path_definitions'),
  'DELETE /v1/learning_path_definitions/:id': NONE,
  'GET /v1/learning_paths': list('learning_paths'),
  'GET /v1/learning_paths/:path': one('learning_paths'),
  'POST /v1/learning_paths/:path/enrollment': one('learning_paths', { status: [200, 201] }),
  'GET /v1/courses/:course/prerequisites': one('course_prerequisites'),
  'PUT /v1/courses/:course/prerequisites': one('course_prerequisites'),
  'GET /v1/courses/:course/lock': one('course_locks'),
};

/** RULES.courses: authors and admins (Ada, Alex). */
const EDITORS = (ok: number) => ({ guest: 401, ada: ok, alex: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => [
  fixedRow('GET', '/v1/learning_path_definitions', '/v1/learning_path_definitions', EDITORS(200)),
  fixedRow(
    'GET',
    '/v1/learning_path_definitions/:id',
    `/v1/learning_path_definitions/${NO_SUCH}`,
    EDITORS(404),
  ),
  fixedRow('POST', '/v1/learning_path_definitions', '/v1/learning_path_definitions', EDITORS(422), {
    title: '',
  }),
  fixedRow(
    'PATCH',
    '/v1/learning_path_definitions/:id',
    `/v1/learning_path_definitions/${NO_SUCH}`,
    EDITORS(422),
    { title: '' },
  ),
  fixedRow(
    'DELETE',
    '/v1/learning_path_definitions/:id',
    `/v1/learning_path_definitions/${NO_SUCH}`,
    EDITORS(404),
  ),
  // Guests and everyone signed in read the published paths (Lars: those of his own portal).
  fixedRow('GET', '/v1/learning_paths', '/v1/learning_paths', { others: 200 }),
  fixedRow('GET', '/v1/learning_paths', '/v1/learning_paths?filter[mine]=true', {
    guest: 401,
    others: 200,
  }),
  fixedRow('GET', '/v1/learning_paths/:path', '/v1/learning_paths/no-such-path', { others: 404 }),
  fixedRow(
    'POST',
    '/v1/learning_paths/:path/enrollment',
    '/v1/learning_paths/no-such-path/enrollment',
    { guest: 401, others: 404 },
  ),
  fixedRow(
    'GET',
    '/v1/courses/:course/prerequisites',
    `/v1/courses/${NO_SUCH}/prerequisites`,
    EDITORS(404),
  ),
  fixedRow(
    'PUT',
    '/v1/courses/:course/prerequisites',
    `/v1/courses/${NO_SUCH}/prerequisites`,
    EDITORS(404),
    {},
  ),
  // Data literacy is in the guest catalog: everyone reads what stands before it; Lars asks on
  // Unlimited Learning, which has no such course.
  fixedRow('GET', '/v1/courses/:course/lock', '/v1/courses/data-literacy/lock', {
    lars: 404,
    others: 200,
  }) satisfies Row,
];
