import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { TITLED_ITEM_KINDS } from '../../shared/authoring/contract';
import {
  COURSE_LANGUAGES,
  COURSE_RULES,
  defaultCourseLanguage,
  ITEM_DURATION_MAX,
  RICH_TEXT_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from '../../shared/authoring/course-rules';
import {
  hasLessonContent,
  publishProblems,
  publishProblemText,
} from '../../shared/authoring/publish-check';
import { sanitizeRichText, sanitizeRichTextReport } from '../../shared/rich-text/sanitize';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { labelResource } from '../catalog';
import { richTextRulesOf, withRefusedImages } from '../content';
import { COURSE_STATUSES, type CourseStatus } from '../db/schema';
import { fileStorage } from '../files/storage';
import type { ErrorTexts, TextKey } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { csvResponse } from '../jsonapi/csv-response';
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
import { ApiError, text as detailText, fieldError, invalidQuery } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import type { ParsedQuery, QuerySpec } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, CSV, list, meta, NONE, one } from '../openapi/answers';
import { packageItemIdsOfModule, packageStorageKeysOfItems, removeStoredFiles } from '../packages';
import {
  type AdminCourseListParams,
  type AuthoringCourse,
  addItem,
  addLabelToCourses,
  addModule,
  authoringOptions,
  type CourseChanges,
  catalogChoiceValid,
  courseEditorData,
  courseSlugTaken,
  createCourse,
  deleteItem,
  deleteModule,
  existingCoachIds,
  existingLabelIds,
  findAuthoringCourse,
  findCoverFile,
  findItem,
  findModule,
  listAdminCourses,
  portalCoursesAmong,
  portalLabels,
  removeLabelFromCourses,
  renameModule,
  saveOutlineOrder,
  setCourseStatus,
  updateCourse,
  updateItem,
} from './authoring.queries';
import {
  adminCourseResource,
  authoringOptionsDocument,
  courseEditorDocument,
  editorItemResource,
  editorModuleResource,
  fileContentPath,
} from './authoring.serializers';
import { releaseChanges, releaseFields } from './release-rules';

type C = Context<AppEnv>;

const LIST_QUERY: QuerySpec = {
  include: ['labels'],
  filter: ['search', 'catalog', 'label'],
  filterValues: { status: COURSE_STATUSES },
  sort: ['title', 'updated_at', 'status'],
  paginate: true,
  defaultPageSize: 25,
};

const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const createCourseSchema = fieldRules(COURSE_RULES.course, {
  trim: ['title', 'summary'],
}).pipe(
  z.object({
    title: text,
    summary: optionalText,
    catalog_id: z.uuid().nullish(),
    category_id: z.uuid().nullish(),
    language: z.enum(COURSE_LANGUAGES).optional(),
  }),
);

export const updateCourseSchema = fieldRules(COURSE_RULES.course, {
  partial: true,
  trim: ['title', 'summary', 'slug'],
}).pipe(
  z.object({
    version: z.number().int().min(1),
    title: text.optional(),
    slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN).optional(),
    summary: text.optional(),
    description_html: z
      .string()
      .max(RICH_TEXT_MAX * 2)
      .optional(),
    catalog_id: z.uuid().nullable().optional(),
    category_id: z.uuid().nullable().optional(),
    language: z.enum(COURSE_LANGUAGES).optional(),
    // No duration_minutes: a course's duration is the sum of its items'.
    cover_file_id: z.uuid().nullable().optional(),
    label_ids: z.array(z.uuid()).max(50).optional(),
    coach_ids: z.array(z.uuid()).max(50).optional(),
  }),
);

const moduleSchema = fieldRules(COURSE_RULES.module, { trim: ['title'] }).pipe(
  z.object({ title: text }),
);

const newItemSchema = fieldRules(COURSE_RULES.item, { trim: ['title'] }).pipe(
  // A package item is made by uploading its zip (academy-api/packages).
  z.object({ title: text, kind: z.enum(TITLED_ITEM_KINDS), ...releaseFields }),
);

const itemChangesSchema = fieldRules(COURSE_RULES.item, { partial: true, trim: ['title'] }).pipe(
  z.object({
    title: text.optional(),
    content_html: z
      .string()
      .max(RICH_TEXT_MAX * 2)
      .optional(),
    duration_minutes: z.number().int().min(0).max(ITEM_DURATION_MAX).optional(),
    free_preview: z.boolean().optional(),
    // Its release rule (docs/release-rules.md): checked against the course by releaseChanges.
    ...releaseFields,
  }),
);

const outlineSchema = z.object({
  modules: z.array(z.object({ id: z.uuid(), item_ids: z.array(z.uuid()).max(500) })).max(200),
});

const bulkSchema = z
  .object({
    action: z.enum(['publish', 'archive', 'add_label', 'remove_label']),
    ids: z.array(z.uuid()).min(1).max(100),
    label_id: z.uuid().nullish(),
  })
  .refine((body) => !body.action.endsWith('_label') || Boolean(body.label_id), {
    path: ['label_id'],
    message: 'Choose a label.',
  });

/** Spec §6: authors and admins (course rights or the content group). */
const mayEdit = (c: C) => authorize(c, RULES.courses);

/** The path's course, of this portal (any other: 404), for those who may edit it. */
export async function pathCourse(c: C): Promise<AuthoringCourse> {
  mayEdit(c);
  const courseId = uuidParam(c.req.param('course'));
  return found(findAuthoringCourse(c.var.db, { portalId: c.var.portal.id, courseId }));
}

async function editorResponse(c: C, course: AuthoringCourse, status?: 201) {
  const [data, rules] = await Promise.all([
    courseEditorData(c.var.db, course, c.var.portal.features),
    richTextRulesOf(c),
  ]);
  return jsonApiResponse(courseEditorDocument(data, rules), status);
}

function listParams(c: C, query: ParsedQuery): AdminCourseListParams {
  const uuidFilter = (name: string) => {
    const value = query.filter[name];
    if (value === undefined || value === '') return undefined;
    if (!z.uuid().safeParse(value).success) {
      throw invalidQuery(`filter[${name}]`, detailText('idExpected', { name: `filter[${name}]` }));
    }
    return value;
  };
  return {
    portalId: c.var.portal.id,
    search: query.filter.search,
    status: query.filter.status as CourseStatus | undefined,
    catalogId: uuidFilter('catalog'),
    labelId: uuidFilter('label'),
    sort: query.sort,
    page: pageWindow(query.page),
  };
}

/** A status move that is not allowed, in the caller's language. */
const MOVE_REFUSED: Record<'publish' | 'archive' | 'restore', TextKey> = {
  publish: 'authoring.publishRefused',
  archive: 'authoring.archiveRefused',
  restore: 'authoring.restoreRefused',
};

/** A 409 naming the fields someone else changed since `version` (nothing of ours is written). */
function conflict(
  texts: ErrorTexts,
  current: AuthoringCourse,
  sent: Record<string, unknown>,
  version: number,
) {
  const stored: Record<string, unknown> = {
    title: current.title,
    slug: current.slug,
    summary: current.description,
    description_html: current.descriptionHtml,
    catalog_id: current.catalogId,
    category_id: current.categoryId,
    language: current.language,
    cover_file_id: current.coverFileId,
  };
  const changed = Object.keys(sent).filter(
    (field) => field in stored && stored[field] !== sent[field],
  );
  return new ApiError(409, [
    {
      code: 'EDIT_CONFLICT',
      // In the editor's language (it showed English on Dutch pages).
      title: texts.text('authoring.editConflictTitle'),
      detail: [
        texts.text('authoring.editConflictSaved', { now: current.version, opened: version }),
        changed.length
          ? texts.text('authoring.editConflictFields', { fields: changed.join(', ') })
          : '',
        texts.text('authoring.editConflictNothingSaved'),
      ]
        .filter(Boolean)
        .join(' '),
      meta: { current_version: current.version, changed_fields: changed },
    },
  ]);
}

/** The course's fields from a PATCH, checked against this portal's records (422 per field). */
async function courseChanges(
  c: C,
  course: AuthoringCourse,
  input: z.output<typeof updateCourseSchema>,
): Promise<{ changes: CourseChanges; labelIds?: string[]; coachIds?: string[] }> {
  const db = c.var.db;
  const portalId = c.var.portal.id;
  const changes: CourseChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.summary !== undefined) changes.description = input.summary;
  if (input.language !== undefined) changes.language = input.language;
  if (input.description_html !== undefined) {
    const clean = sanitizeRichText(input.description_html, await richTextRulesOf(c));
    if (clean.length > RICH_TEXT_MAX)
      throw fieldError(
        'description_html',
        'VALIDATION_FAILED',
        detailText('descriptionTooLong', { max: RICH_TEXT_MAX.toLocaleString(c.var.locale) }),
      );
    changes.descriptionHtml = clean;
  }
  if (input.slug !== undefined && input.slug !== course.slug) {
    if (await courseSlugTaken(db, { portalId, slug: input.slug, except: course.id })) {
      throw fieldError('slug', 'SLUG_TAKEN', detailText('courseSlugTaken'));
    }
    changes.slug = input.slug;
  }
  if (input.catalog_id !== undefined || input.category_id !== undefined) {
    const catalogId = input.catalog_id !== undefined ? input.catalog_id : course.catalogId;
    // A new catalog without a category named drops the old catalog's category.
    const categoryId =
      input.category_id !== undefined
        ? input.category_id
        : catalogId === course.catalogId
          ? course.categoryId
          : null;
    const valid = await catalogChoiceValid(db, { portalId, catalogId, categoryId });
    if (!valid.catalog)
      throw fieldError('catalog_id', 'VALIDATION_FAILED', detailText('noSuchCatalog'));
    if (!valid.category)
      throw fieldError('category_id', 'VALIDATION_FAILED', detailText('categoryNotInCatalog'));
    changes.catalogId = catalogId;
    changes.categoryId = categoryId;
  }
  if (input.cover_file_id !== undefined) {
    if (input.cover_file_id === null) {
      changes.coverFileId = null;
      changes.coverUrl = null;
    } else {
      const file = await findCoverFile(db, { portalId, fileId: input.cover_file_id });
      if (!file || (file.courseId !== null && file.courseId !== course.id)) {
        throw fieldError('cover_file_id', 'VALIDATION_FAILED', detailText('noSuchCoverImage'));
      }
      changes.coverFileId = file.id;
      // What the catalog shows: the upload, through the app (the file's access check).
      changes.coverUrl = fileContentPath(file.id);
    }
  }
  let labelIds: string[] | undefined;
  if (input.label_ids !== undefined) {
    labelIds = [...new Set(input.label_ids)];
    const found = await existingLabelIds(db, portalId, labelIds);
    if (found.length !== labelIds.length)
      throw fieldError('label_ids', 'VALIDATION_FAILED', detailText('unknownLabel'));
  }
  let coachIds: string[] | undefined;
  if (input.coach_ids !== undefined) {
    coachIds = [...new Set(input.coach_ids)];
    const found = await existingCoachIds(db, portalId, coachIds);
    if (found.length !== coachIds.length)
      throw fieldError('coach_ids', 'VALIDATION_FAILED', detailText('coachOfAnotherPortal'));
  }
  return { changes, labelIds, coachIds };
}

/** The 422 of the publish check: one error per missing thing, with its pointer. */
async function publishRefusal(c: C, course: AuthoringCourse): Promise<ApiError | null> {
  const data = await courseEditorData(c.var.db, course, c.var.portal.features);
  const problems = publishProblems({
    title: course.title,
    summary: course.description,
    catalogId: course.catalogId,
    modules: data.modules,
  });
  if (problems.length === 0) return null;
  // The title and the detail in the request's language.
  const title = (await requestTexts(c)).text('authoring.notReadyTitle');
  return new ApiError(
    422,
    problems.map((problem) => ({
      code: problem.code,
      title,
      detail: publishProblemText(problem, c.var.locale),
      source: { pointer: problem.pointer },
      meta: {
        ...(problem.targetId ? { target_id: problem.targetId } : {}),
        ...(problem.subject !== undefined ? { subject: problem.subject } : {}),
      },
    })),
  );
}

/** Which status moves are allowed (SCREENS: draft → published → archived; archived → draft). */
const MOVES: Record<'publish' | 'archive' | 'restore', { from: CourseStatus[]; to: CourseStatus }> =
  {
    publish: { from: ['draft'], to: 'published' },
    archive: { from: ['draft', 'published'], to: 'archived' },
    restore: { from: ['archived', 'published'], to: 'draft' },
  };

async function changeStatus(c: C, course: AuthoringCourse, action: keyof typeof MOVES) {
  const move = MOVES[action];
  if (!move.from.includes(course.status)) {
    throw ApiError.of(
      409,
      'STATUS_CONFLICT',
      detailText(MOVE_REFUSED[action], { status: course.status }),
    );
  }
  if (action === 'publish') {
    const refusal = await publishRefusal(c, course);
    if (refusal) throw refusal;
  }
  return found(setCourseStatus(c.var.db, { courseId: course.id, status: move.to }));
}

/**
 * Deletes with `remove` and then drops the stored files of these package items' versions: their
 * keys are read first, as the rows go with the items.
 */
async function withoutPackageFiles(c: C, packageItemIds: string[], remove: () => Promise<void>) {
  const keys = await packageStorageKeysOfItems(c.var.db, packageItemIds);
  await remove();
  await removeStoredFiles(fileStorage(), keys);
}

/** The course of the path and its module of the path; another course's module is a 404. */
async function pathModule(c: Context<AppEnv>) {
  const course = await pathCourse(c);
  const module = await found(
    findModule(c.var.db, {
      courseId: course.id,
      moduleId: uuidParam(c.req.param('module')),
    }),
  );
  return { course, module };
}

/**
 * Course authoring (SCREENS "Authoring"), mounted at /v1/courses before the learning routes.
 * Courses are addressed by id here (their slug is editable); no method and path is the same as
 * a learning route's, and no middleware runs for the learning routes' paths.
 */
export const authoringRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    mayEdit(c);
    return listResponse(c, {
      query: LIST_QUERY,
      load: (query) => listAdminCourses(c.var.db, listParams(c, query)),
      serialize: adminCourseResource,
      included: async (rows, query) => {
        if (!query.include.has('labels')) return [];
        const wanted = new Set(rows.flatMap((row) => row.labelIds));
        const all = await portalLabels(c.var.db, c.var.portal.id);
        return all.filter((l) => wanted.has(l.id)).map((l) => labelResource(l, c.var.locale));
      },
    });
  })
  .get('/export.csv', async (c) => {
    mayEdit(c);
    const query = queryOf(c, { ...LIST_QUERY, include: [], paginate: false });
    const params = { ...listParams(c, query), page: null };
    const [{ rows }, labelRows] = await Promise.all([
      listAdminCourses(c.var.db, params),
      portalLabels(c.var.db, c.var.portal.id),
    ]);
    const names = new Map(labelRows.map((l) => [l.id, l.names[c.var.locale] ?? l.names.en ?? '']));
    return csvResponse(
      [
        ['title', 'slug', 'status', 'catalog', 'labels', 'enrollments', 'updated_at'],
        ...rows.map((row) => [
          row.title,
          row.slug,
          row.status,
          row.catalogName ?? '',
          row.labelIds.map((id) => names.get(id) ?? '').join('; '),
          String(row.enrollmentCount),
          row.updatedAt.toISOString(),
        ]),
      ],
      'courses.csv',
    );
  })
  .get('/authoring_options', async (c) => {
    mayEdit(c);
    const options = await authoringOptions(c.var.db, c.var.portal.id);
    return jsonApiResponse(authoringOptionsDocument(options, c.var.locale));
  })
  .post('/', async (c) => {
    authorize(c, RULES.addCourse);
    const input = await attributesOf(c, createCourseSchema);
    const catalogId = input.catalog_id ?? null;
    const categoryId = input.category_id ?? null;
    const valid = await catalogChoiceValid(c.var.db, {
      portalId: c.var.portal.id,
      catalogId,
      categoryId,
    });
    if (!valid.catalog)
      throw fieldError('catalog_id', 'VALIDATION_FAILED', detailText('noSuchCatalog'));
    if (!valid.category)
      throw fieldError('category_id', 'VALIDATION_FAILED', detailText('categoryNotInCatalog'));
    const course = await createCourse(c.var.db, {
      portalId: c.var.portal.id,
      title: input.title,
      summary: input.summary,
      catalogId,
      categoryId,
      language:
        input.language ??
        defaultCourseLanguage(
          (await currentPortal(c)).languages.find((language) => language.is_primary)?.locale,
        ),
    });
    return editorResponse(c, course, 201);
  })
  .post('/bulk', async (c) => {
    mayEdit(c);
    const input = await attributesOf(c, bulkSchema);
    const ids = [...new Set(input.ids)];
    const found = await portalCoursesAmong(c.var.db, c.var.portal.id, ids);
    const byId = new Map(found.map((course) => [course.id, course]));
    const results: { id: string; ok: boolean; errors: { code: string; detail: string }[] }[] = [];
    // A result row is no error response, which would word them: worded here.
    const texts = await requestTexts(c);
    if (input.action === 'add_label' || input.action === 'remove_label') {
      const labelId = input.label_id ?? '';
      const [label] = await existingLabelIds(c.var.db, c.var.portal.id, [labelId]);
      if (!label) throw fieldError('label_id', 'VALIDATION_FAILED', detailText('noSuchLabel'));
      const courseIds = ids.filter((id) => byId.has(id));
      const write = input.action === 'add_label' ? addLabelToCourses : removeLabelFromCourses;
      await write(c.var.db, { courseIds, labelId });
    }
    for (const id of ids) {
      const course = byId.get(id);
      if (!course) {
        results.push({
          id,
          ok: false,
          errors: [
            {
              code: 'NOT_FOUND',
              detail: texts.text('noSuchCourse'),
            },
          ],
        });
        continue;
      }
      if (input.action !== 'publish' && input.action !== 'archive') {
        results.push({ id, ok: true, errors: [] });
        continue;
      }
      if (course.status === MOVES[input.action].to) {
        results.push({ id, ok: true, errors: [] });
        continue;
      }
      try {
        await changeStatus(c, course, input.action);
        results.push({ id, ok: true, errors: [] });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({
          id,
          ok: false,
          errors: error.errors.map((e) => ({
            code: e.code,
            detail: e.text
              ? texts.text(e.text.key, e.text.values)
              : e.field
                ? texts.field(e.field.rule, e.field.values)
                : (e.detail ?? texts.detail(e.code) ?? texts.title(e.code, e.status)),
          })),
        });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    return jsonApiResponse(
      buildDocument(null, {
        meta: { action: input.action, succeeded, failed: results.length - succeeded, results },
      }),
    );
  })
  .get('/:course/editor', async (c) => editorResponse(c, await pathCourse(c)))
  .patch('/:course', async (c) => {
    const course = await pathCourse(c);
    const input = await attributesOf(c, updateCourseSchema);
    const { version, ...sent } = input;
    if (version !== course.version) {
      throw conflict(await requestTexts(c), course, sent, version);
    }
    const { changes, labelIds, coachIds } = await courseChanges(c, course, input);
    const updated = await updateCourse(c.var.db, {
      courseId: course.id,
      version,
      changes,
      labelIds,
      coachIds,
    });
    if (!updated) {
      // Saved by someone else between our read and our write.
      const current = await found(
        findAuthoringCourse(c.var.db, {
          portalId: c.var.portal.id,
          courseId: course.id,
        }),
      );
      throw conflict(await requestTexts(c), current, sent, version);
    }
    return editorResponse(c, updated);
  })
  .post('/:course/modules', async (c) => {
    const course = await pathCourse(c);
    const input = await attributesOf(c, moduleSchema);
    const module = await addModule(c.var.db, { courseId: course.id, title: input.title });
    return resourceResponse(editorModuleResource(module), { status: 201 });
  })
  .patch('/:course/modules/:module', async (c) => {
    const { course, module } = await pathModule(c);
    const input = await attributesOf(c, moduleSchema);
    const renamed = await found(
      renameModule(c.var.db, {
        moduleId: module.id,
        courseId: course.id,
        title: input.title,
      }),
    );
    return resourceResponse(editorModuleResource(renamed));
  })
  .delete('/:course/modules/:module', async (c) => {
    const { course, module } = await pathModule(c);
    const packageItems = await packageItemIdsOfModule(c.var.db, module.id);
    await withoutPackageFiles(c, packageItems, () =>
      deleteModule(c.var.db, { moduleId: module.id, courseId: course.id }),
    );
    return noContent();
  })
  .post('/:course/modules/:module/items', async (c) => {
    const { course, module } = await pathModule(c);
    const input = await attributesOf(c, newItemSchema);
    // Checked before anything is written: a refused rule adds no item.
    const release = await releaseChanges(c.var.db, { courseId: course.id, item: null, input });
    const added = await addItem(c.var.db, {
      courseId: course.id,
      moduleId: module.id,
      kind: input.kind,
      title: input.title,
    });
    const item =
      Object.keys(release).length > 0
        ? await found(
            updateItem(c.var.db, { courseId: course.id, itemId: added.id, changes: release }),
          )
        : added;
    return resourceResponse(editorItemResource(item, false), { status: 201 });
  })
  .patch('/:course/outline_items/:item', async (c) => {
    const course = await pathCourse(c);
    const item = await found(
      findItem(c.var.db, {
        courseId: course.id,
        itemId: uuidParam(c.req.param('item')),
      }),
    );
    const input = await attributesOf(c, itemChangesSchema);
    const changes: Parameters<typeof updateItem>[1]['changes'] = {
      ...(await releaseChanges(c.var.db, { courseId: course.id, item, input })),
    };
    let refusedImages: string[] = [];
    if (input.title !== undefined) changes.title = input.title;
    if (input.duration_minutes !== undefined) changes.durationMinutes = input.duration_minutes;
    if (input.free_preview !== undefined) {
      // Guests read a preview on the public course page; only a lesson has content.
      if (input.free_preview && item.kind !== 'lesson')
        throw fieldError('free_preview', 'VALIDATION_FAILED', detailText('onlyLessonsPreview'));
      changes.freePreview = input.free_preview;
    }
    if (input.content_html !== undefined) {
      // Quizzes and assignments get their content with later issues.
      if (item.kind !== 'lesson')
        throw fieldError('content_html', 'VALIDATION_FAILED', detailText('onlyLessonsHaveContent'));
      const report = sanitizeRichTextReport(input.content_html, await richTextRulesOf(c));
      const clean = report.html;
      refusedImages = report.refusedImages;
      if (clean.length > RICH_TEXT_MAX)
        throw fieldError(
          'content_html',
          'VALIDATION_FAILED',
          detailText('lessonTooLong', { max: RICH_TEXT_MAX.toLocaleString(c.var.locale) }),
        );
      changes.contentHtml = clean;
    }
    const updated = await found(
      updateItem(c.var.db, { courseId: course.id, itemId: item.id, changes }),
    );
    return resourceResponse(
      withRefusedImages(
        editorItemResource(updated, hasLessonContent(updated.contentHtml)),
        refusedImages,
      ),
    );
  })
  .delete('/:course/outline_items/:item', async (c) => {
    const course = await pathCourse(c);
    const item = await found(
      findItem(c.var.db, {
        courseId: course.id,
        itemId: uuidParam(c.req.param('item')),
      }),
    );
    await withoutPackageFiles(c, item.kind === 'package' ? [item.id] : [], () =>
      deleteItem(c.var.db, { courseId: course.id, itemId: item.id }),
    );
    return noContent();
  })
  .put('/:course/outline', async (c) => {
    const course = await pathCourse(c);
    const input = await attributesOf(c, outlineSchema);
    const current = await courseEditorData(c.var.db, course, c.var.portal.features);
    const want = (ids: string[]) => [...ids].sort().join(',');
    const sentModules = input.modules.map((m) => m.id);
    const sentItems = input.modules.flatMap((m) => m.item_ids);
    const sameModules =
      want(sentModules) === want(current.modules.map((m) => m.id)) &&
      new Set(sentModules).size === sentModules.length;
    const sameItems =
      want(sentItems) === want(current.modules.flatMap((m) => m.items.map((i) => i.id))) &&
      new Set(sentItems).size === sentItems.length;
    if (!sameModules || !sameItems) {
      throw ApiError.of(409, 'OUTLINE_CHANGED', detailText('outlineChanged'), {
        pointer: '/data/attributes/modules',
      });
    }
    await saveOutlineOrder(c.var.db, {
      courseId: course.id,
      order: input.modules.map((m) => ({ id: m.id, itemIds: m.item_ids })),
    });
    const updated = await found(
      findAuthoringCourse(c.var.db, {
        portalId: c.var.portal.id,
        courseId: course.id,
      }),
    );
    return editorResponse(c, updated);
  })
  .post('/:course/publish', async (c) =>
    editorResponse(c, await changeStatus(c, await pathCourse(c), 'publish')),
  )
  .post('/:course/archive', async (c) =>
    editorResponse(c, await changeStatus(c, await pathCourse(c), 'archive')),
  )
  .post('/:course/restore', async (c) =>
    editorResponse(c, await changeStatus(c, await pathCourse(c), 'restore')),
  );
// Paths only authoring serves; '/:course' itself is the learning router's to refuse.;

/** Authors and admins (spec §6 course rights and content groups); everyone else signed in: 403. */
const EDITORS = (ok: number) => ({ guest: 401, ada: ok, alex: ok, others: 403 });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/courses': list('courses'),
  'GET /v1/courses/export.csv': CSV,
  'GET /v1/courses/authoring_options': one('authoring_options'),
  'POST /v1/courses': one('courses', { status: [201] }),
  'POST /v1/courses/bulk': meta(),
  'GET /v1/courses/:course/editor': one('courses'),
  'PATCH /v1/courses/:course': one('courses'),
  'POST /v1/courses/:course/modules': one('course_modules', { status: [201] }),
  'PATCH /v1/courses/:course/modules/:module': one('course_modules'),
  'DELETE /v1/courses/:course/modules/:module': NONE,
  'POST /v1/courses/:course/modules/:module/items': one('course_items', { status: [201] }),
  'PATCH /v1/courses/:course/outline_items/:item': one('course_items'),
  'DELETE /v1/courses/:course/outline_items/:item': NONE,
  'PUT /v1/courses/:course/outline': one('courses'),
  'POST /v1/courses/:course/publish': one('courses'),
  'POST /v1/courses/:course/archive': one('courses'),
  'POST /v1/courses/:course/restore': one('courses'),
};

/**
 * The authoring routes' rows of the route × account table. Course paths name an id no course
 * has: the editors get past the role check to the 404, the others stop at 403.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const course = `/v1/courses/${NO_SUCH}`;
  const row = (method: string, route: string, path: string, ok: number, body?: unknown): Row => ({
    method,
    route,
    path: () => path,
    ...(body !== undefined ? { body } : {}),
    expect: EDITORS(ok),
  });
  return [
    row('GET', '/v1/courses', '/v1/courses', 200),
    // The CSV itself is not JSON (the table reads JSON): an unknown sort shows who gets past
    // the role check (400) without it; authoring.test.ts reads the CSV.
    row('GET', '/v1/courses/export.csv', '/v1/courses/export.csv?sort=nothing', 400),
    row('GET', '/v1/courses/authoring_options', '/v1/courses/authoring_options', 200),
    row('POST', '/v1/courses', '/v1/courses', 422, {}),
    row('POST', '/v1/courses/bulk', '/v1/courses/bulk', 422, {}),
    row('GET', '/v1/courses/:course/editor', `${course}/editor`, 404),
    row('PATCH', '/v1/courses/:course', course, 404, {}),
    row('POST', '/v1/courses/:course/modules', `${course}/modules`, 404, {}),
    row('PATCH', '/v1/courses/:course/modules/:module', `${course}/modules/${NO_SUCH}`, 404, {}),
    row('DELETE', '/v1/courses/:course/modules/:module', `${course}/modules/${NO_SUCH}`, 404),
    row(
      'POST',
      '/v1/courses/:course/modules/:module/items',
      `${course}/modules/${NO_SUCH}/items`,
      404,
      {},
    ),
    row(
      'PATCH',
      '/v1/courses/:course/outline_items/:item',
      `${course}/outline_items/${NO_SUCH}`,
      404,
      {},
    ),
    row(
      'DELETE',
      '/v1/courses/:course/outline_items/:item',
      `${course}/outline_items/${NO_SUCH}`,
      404,
    ),
    row('PUT', '/v1/courses/:course/outline', `${course}/outline`, 404, {}),
    row('POST', '/v1/courses/:course/publish', `${course}/publish`, 404),
    row('POST', '/v1/courses/:course/archive', `${course}/archive`, 404),
    row('POST', '/v1/courses/:course/restore', `${course}/restore`, 404),
  ];
};
