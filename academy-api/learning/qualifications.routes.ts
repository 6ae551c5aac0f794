import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { allOf, feature, RULES } from '../../shared/access/rules';
import { coachQualificationRows, qualifications } from '../../shared/learning/contract';
import { matrixCsvRows, reportCsvRows } from '../../shared/qualifications/csv';
import { type MatrixRow, matrixRows } from '../../shared/qualifications/matrix';
import {
  isValidRequiredCount,
  QUALIFICATION_COURSES_MAX,
  QUALIFICATION_RULES,
  type QualificationReport,
  qualificationReport,
} from '../../shared/qualifications/progress';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { csvResponse } from '../jsonapi/csv-response';
import { buildDocument, type ResourceObject } from '../jsonapi/document';
import { attributesOf, found, noContent, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, type Text, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, CSV, list, NONE, one } from '../openapi/answers';
import {
  courseStandings,
  createQualification,
  deleteQualification,
  findQualification,
  listMentees,
  listQualifications,
  portalCourseIds,
  type QualificationRow,
  updateQualification,
} from './qualifications.queries';

// Serialisers: rows to JSON:API resources.

/**
 * GET /v1/qualifications: one qualification as the viewer stands in it (docs/quizzes-api.md
 * "Qualifications"): progress 0–100 and achieved, and each course with its progress.
 */
export function qualificationReportResource(report: QualificationReport): ResourceObject {
  return resourceOf(qualifications, report.id, {
    name: report.name,
    required_count: report.requiredCount,
    course_count: report.courseCount,
    completed_count: report.completedCount,
    progress: report.progress,
    achieved: report.achieved,
    courses: report.courses.map((course) => ({
      id: course.id,
      title: course.title,
      slug: course.slug,
      progress: course.progress,
      completed: course.completed,
    })),
  });
}

/** A qualification as defined, for its editor (GET /v1/qualifications/definitions and writes). */
export function qualificationDefinitionResource(row: QualificationRow): ResourceObject {
  return resourceOf(qualifications, row.id, {
    name: row.name,
    required_count: row.requiredCount,
    course_count: row.courses.length,
    course_ids: row.courses.map((course) => course.id),
    courses: row.courses.map(({ id, title, slug }) => ({ id, title, slug })),
    created_at: iso(row.createdAt),
  });
}

/** One mentee of the coach's matrix (GET /v1/coach/qualifications); the id is the account's. */
export function coachQualificationRowResource(row: MatrixRow): ResourceObject {
  return resourceOf(coachQualificationRows, row.id, {
    name: row.name,
    email: row.email,
    cells: row.cells.map((cell) => ({
      qualification_id: cell.qualificationId,
      progress: cell.progress,
      achieved: cell.achieved,
    })),
  });
}

type C = Context<AppEnv>;

/** Definitions: certification staff, on a portal that has the report (403 where it is off). */
const MANAGE_QUALIFICATIONS = allOf(RULES.certifications, feature('qualifications-report'));

const shape = {
  name: z.string(),
  course_ids: z.array(z.string()),
  required_count: z.number().int().nullable(),
};

export const createQualificationSchema = fieldRules(QUALIFICATION_RULES, { trim: ['name'] }).pipe(
  z.object({ ...shape, required_count: shape.required_count.optional() }),
);

export const updateQualificationSchema = fieldRules(QUALIFICATION_RULES, {
  partial: true,
  trim: ['name'],
}).pipe(
  z.object({
    name: shape.name.optional(),
    course_ids: shape.course_ids.optional(),
    required_count: shape.required_count.optional(),
  }),
);

const invalid = (field: string, detail: Text) => fieldError(field, 'VALIDATION_FAILED', detail);

/** 1–50 distinct courses of this portal, in the order given (422 on `course_ids` otherwise). */
async function checkedCourseIds(c: C, ids: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (distinct.length === 0) throw invalid('course_ids', text('learning.qualificationNoCourses'));
  if (distinct.length > QUALIFICATION_COURSES_MAX) {
    throw invalid(
      'course_ids',
      text('learning.qualificationTooManyCourses', { max: QUALIFICATION_COURSES_MAX }),
    );
  }
  if (!distinct.every(isUuid))
    throw invalid('course_ids', text('learning.qualificationUnknownCourse'));
  const known = await portalCourseIds(c.var.db, { portalId: c.var.portal.id, ids: distinct });
  if (known.size !== distinct.length)
    throw invalid('course_ids', text('learning.qualificationUnknownCourse'));
  return distinct;
}

function checkRequiredCount(requiredCount: number | null, courseCount: number) {
  if (!isValidRequiredCount(requiredCount, courseCount)) {
    throw invalid('required_count', text('learning.requiredCountRange', { count: courseCount }));
  }
}

/** The viewer's standing in each of the portal's qualifications. */
async function viewerReport(c: C) {
  const viewer = authorize(c, RULES.qualifications);
  queryOf(c, {});
  const portalId = c.var.portal.id;
  const definitions = await listQualifications(c.var.db, { portalId });
  const standings = await courseStandings(c.var.db, {
    portalId,
    accountIds: [viewer.id],
    courseIds: definitions.flatMap((q) => q.courses.map((course) => course.id)),
  });
  const own = standings.get(viewer.id) ?? new Map();
  return definitions.map((definition) => qualificationReport(definition, own));
}

/** The coach's mentees × the portal's qualifications. */
async function coachMatrix(c: C) {
  const viewer = authorize(c, RULES.coachQualifications);
  queryOf(c, {});
  const portalId = c.var.portal.id;
  const [definitions, mentees] = await Promise.all([
    listQualifications(c.var.db, { portalId }),
    listMentees(c.var.db, { portalId, coachId: viewer.id }),
  ]);
  const standings = await courseStandings(c.var.db, {
    portalId,
    accountIds: mentees.map((mentee) => mentee.id),
    courseIds: definitions.flatMap((q) => q.courses.map((course) => course.id)),
  });
  const completed = new Map(
    [...standings].map(([accountId, courses]) => [
      accountId,
      new Set([...courses].filter(([, standing]) => standing.completed).map(([id]) => id)),
    ]),
  );
  return {
    qualifications: definitions.map(({ id, name }) => ({ id, name })),
    rows: matrixRows(mentees, definitions, completed),
  };
}

/**
 * /v1/qualifications (docs/quizzes-api.md "Qualifications"): the viewer's report and its CSV
 * where qualifications-report is on (403 where off); the definitions and their writes for those
 * with certification rights. Another portal's qualification does not exist here (404).
 */
export const qualificationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const report = await viewerReport(c);
    return jsonApiResponse(
      buildDocument(report.map(qualificationReportResource), { meta: { total: report.length } }),
    );
  })
  .get('/export', async (c) => {
    return csvResponse(reportCsvRows(await viewerReport(c)), 'qualifications.csv');
  })
  .get('/definitions', async (c) => {
    authorize(c, MANAGE_QUALIFICATIONS);
    queryOf(c, {});
    const rows = await listQualifications(c.var.db, { portalId: c.var.portal.id });
    return jsonApiResponse(
      buildDocument(rows.map(qualificationDefinitionResource), { meta: { total: rows.length } }),
    );
  })
  .post('/', async (c) => {
    authorize(c, MANAGE_QUALIFICATIONS);
    const input = await attributesOf(c, createQualificationSchema);
    const courseIds = await checkedCourseIds(c, input.course_ids);
    const requiredCount = input.required_count ?? null;
    checkRequiredCount(requiredCount, courseIds.length);
    const row = await createQualification(c.var.db, {
      portalId: c.var.portal.id,
      name: input.name,
      requiredCount,
      courseIds,
    });
    return resourceResponse(qualificationDefinitionResource(row), { status: 201 });
  })
  .patch('/:id', async (c) => {
    authorize(c, MANAGE_QUALIFICATIONS);
    const id = uuidParam(c.req.param('id'));
    const input = await attributesOf(c, updateQualificationSchema);
    const portalId = c.var.portal.id;
    const current = await found(findQualification(c.var.db, { portalId, id }));
    const courseIds =
      input.course_ids === undefined ? undefined : await checkedCourseIds(c, input.course_ids);
    if (input.required_count !== undefined || courseIds !== undefined) {
      const requiredCount =
        input.required_count === undefined ? current.requiredCount : input.required_count;
      checkRequiredCount(requiredCount, courseIds?.length ?? current.courses.length);
    }
    const row = await found(
      updateQualification(c.var.db, {
        portalId,
        id,
        name: input.name,
        requiredCount: input.required_count,
        courseIds,
      }),
    );
    return resourceResponse(qualificationDefinitionResource(row));
  })
  .delete('/:id', async (c) => {
    authorize(c, MANAGE_QUALIFICATIONS);
    const id = uuidParam(c.req.param('id'));
    await found(deleteQualification(c.var.db, { portalId: c.var.portal.id, id }));
    return noContent();
  });

/**
 * /v1/coach/qualifications: the coach's mentees (accounts whose primary coach they are) ×
 * the portal's qualifications, and its CSV (coach role and qualifications-report).
 */
export const coachQualificationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { qualifications, rows } = await coachMatrix(c);
    return jsonApiResponse(
      buildDocument(rows.map(coachQualificationRowResource), {
        meta: { qualifications, total: rows.length },
      }),
    );
  })
  .get('/export', async (c) => {
    const { qualifications, rows } = await coachMatrix(c);
    return csvResponse(matrixCsvRows(qualifications, rows), 'mentee-qualifications.csv');
  });

/** RULES.qualifications: anyone signed in where qualifications-report is on (Lars's portal: off). */
const REPORT = { guest: 401, lars: 403, others: 200 } as const;
/** RULES.coachQualifications: coaches (Cora, Hugo) with the flag. */
const COACHES = { guest: 401, cora: 200, hugo: 200, others: 403 } as const;
/** RULES.certifications on Demo Academy: Ada (academy group) and Alex (content group). */
const CERTIFICATION_RIGHTS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/qualifications': list('qualifications'),
  'GET /v1/qualifications/export': CSV,
  'GET /v1/qualifications/definitions': list('qualifications'),
  'POST /v1/qualifications': one('qualifications', { status: [201] }),
  'PATCH /v1/qualifications/:id': one('qualifications'),
  'DELETE /v1/qualifications/:id': NONE,
  'GET /v1/coach/qualifications': list('coach_qualification_rows'),
  'GET /v1/coach/qualifications/export': CSV,
};

/** The qualifications routes' rows of the route × account table. */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/qualifications',
    path: () => '/v1/qualifications',
    expect: REPORT,
  },
  {
    method: 'GET',
    route: '/v1/qualifications/export',
    // A CSV when let in; an unknown query parameter makes the answer a JSON:API 400 instead.
    path: () => '/v1/qualifications/export?sort=nothing',
    expect: { ...REPORT, others: 400 },
  },
  {
    method: 'GET',
    route: '/v1/qualifications/definitions',
    path: () => '/v1/qualifications/definitions',
    expect: CERTIFICATION_RIGHTS,
  },
  {
    method: 'POST',
    route: '/v1/qualifications',
    path: () => '/v1/qualifications',
    // An empty name: let in (validation answers) without adding a qualification.
    body: { name: '', course_ids: [], required_count: null },
    expect: { ...CERTIFICATION_RIGHTS, ada: 422, alex: 422 },
  },
  {
    method: 'PATCH',
    route: '/v1/qualifications/:id',
    path: () => `/v1/qualifications/${NO_SUCH}`,
    body: { name: '' },
    expect: { ...CERTIFICATION_RIGHTS, ada: 422, alex: 422 },
  },
  {
    method: 'DELETE',
    route: '/v1/qualifications/:id',
    path: () => `/v1/qualifications/${NO_SUCH}`,
    expect: { ...CERTIFICATION_RIGHTS, ada: 404, alex: 404 },
  },
  {
    method: 'GET',
    route: '/v1/coach/qualifications',
    path: () => '/v1/coach/qualifications',
    expect: COACHES,
  },
  {
    method: 'GET',
    route: '/v1/coach/qualifications/export',
    path: () => '/v1/coach/qualifications/export?sort=nothing',
    expect: { ...COACHES, cora: 400, hugo: 400 },
  } satisfies Row,
];
