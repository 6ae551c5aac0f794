import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { contentIssues } from '../../shared/authoring/contract';
import { RESOLUTION_RULES } from '../../shared/content-issues/rules';
import {
  CONTENT_ISSUE_CATEGORIES,
  CONTENT_ISSUE_STATUSES,
  type ContentIssueStatus,
} from '../../shared/content-issues/transitions';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { buildDocument, type ResourceObject, toOne } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { fieldError, invalidQuery, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, one } from '../openapi/answers';
import {
  type ContentIssueRow,
  changeContentIssueStatus,
  contentIssueCounts,
  coursesWithIssues,
  findContentIssue,
  lessonLink,
  listContentIssues,
} from './content-issues.queries';

// Serialisers: rows to JSON:API resources.

/**
 * A content issue for the admin list: what was reported and by whom, its status, and where it
 * is (course and lesson titles and slugs, and the player link to the exact lesson).
 */
export function contentIssueAdminResource(row: ContentIssueRow): ResourceObject {
  return resourceOf(
    contentIssues,
    row.id,
    {
      category: row.category,
      message: row.message,
      status: row.status,
      resolution: row.resolution,
      resolved_at: iso(row.resolvedAt),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      course_title: row.courseTitle,
      course_slug: row.courseSlug,
      item_title: row.itemTitle,
      item_slug: row.itemSlug,
      lesson_link: lessonLink(row),
      reporter_name: row.reporterName,
      handler_name: row.handlerName,
    },
    {
      relationships: {
        course: toOne('courses', row.courseId),
        item: toOne('course_items', row.itemId),
        reporter: toOne('accounts', row.reporterId),
        handled_by: toOne('accounts', row.handledBy),
      },
    },
  );
}

const LIST_QUERY = {
  filter: ['course'],
  filterValues: { status: CONTENT_ISSUE_STATUSES, category: CONTENT_ISSUE_CATEGORIES },
  sort: ['created_at'],
  paginate: true,
  defaultPageSize: 25,
} as const;

export const contentIssueStatusSchema = fieldRules(
  { status: `required|in_array:${CONTENT_ISSUE_STATUSES.join(',')}`, ...RESOLUTION_RULES },
  { trim: ['resolution'] },
).pipe(
  z.object({
    status: z.enum(CONTENT_ISSUE_STATUSES),
    resolution: z.string().nullish(),
  }),
);

/** A status change the workflow does not allow, in the caller's language. */
const illegalMove = (from: ContentIssueStatus, to: ContentIssueStatus) =>
  fieldError('status', 'ILLEGAL_TRANSITION', text('authoring.issueMoveRefused', { from, to }));

/**
 * /v1/content_issues: problems learners reported (SCREENS "Authoring"), for those with course
 * rights (spec §6: authors and admins). Another portal's issue does not exist here (404).
 */
export const contentIssueRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.courses);
    await next();
  })
  .get('/', async (c) => {
    const portalId = c.var.portal.id;
    const query = queryOf(c, LIST_QUERY);
    const course = query.filter.course;
    if (course !== undefined && !/^[0-9a-f-]{36}$/i.test(course)) {
      throw invalidQuery('filter[course]', text('courseIdExpected', { name: 'filter[course]' }));
    }
    const filter = {
      portalId,
      courseId: course,
      category: query.filter.category as (typeof CONTENT_ISSUE_CATEGORIES)[number] | undefined,
    };
    const [counts, courses] = await Promise.all([
      contentIssueCounts(c.var.db, filter),
      coursesWithIssues(c.var.db, { portalId }),
    ]);
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (parsed) => ({
        ...(await listContentIssues(c.var.db, {
          ...filter,
          status: parsed.filter.status as ContentIssueStatus | undefined,
          oldestFirst: parsed.sort[0]?.field === 'created_at' && !parsed.sort[0].desc,
          page: pageWindow(parsed.page),
        })),
        meta: { status_counts: counts, courses },
      }),
      serialize: contentIssueAdminResource,
    });
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    const issue = await found(
      findContentIssue(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return resourceResponse(contentIssueAdminResource(issue));
  })
  .patch('/:id', async (c) => {
    const viewer = authorize(c, RULES.courses);
    const id = uuidParam(c.req.param('id'));
    const input = await attributesOf(c, contentIssueStatusSchema);
    const change = await changeContentIssueStatus(c.var.db, {
      portalId: c.var.portal.id,
      id,
      status: input.status,
      resolution: input.resolution ?? undefined,
      handledBy: viewer.id,
    });
    if (!change.ok) {
      if (change.reason === 'not_found') throw notFound();
      throw illegalMove(change.from, input.status);
    }
    // The screen tells the handler whether the reporter was notified.
    return jsonApiResponse(
      buildDocument(contentIssueAdminResource(change.issue), {
        meta: { reporter_notified: change.notified },
      }),
    );
  });

/** Spec §6 course rights (authors and admins): Ada and Alex. */
const COURSE_RIGHTS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/content_issues': list('content_issues'),
  'GET /v1/content_issues/:id': one('content_issues'),
  'PATCH /v1/content_issues/:id': one('content_issues'),
};

/** The content-issues routes' rows of the route × account table. */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/content_issues',
    path: () => '/v1/content_issues',
    expect: COURSE_RIGHTS,
  },
  {
    method: 'GET',
    route: '/v1/content_issues/:id',
    path: () => `/v1/content_issues/${NO_SUCH}`,
    expect: { ...COURSE_RIGHTS, ada: 404, alex: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/content_issues/:id',
    path: () => `/v1/content_issues/${NO_SUCH}`,
    body: { status: 'closed' },
    // Let in (validation answers) without changing the seeded issue.
    expect: { ...COURSE_RIGHTS, ada: 422, alex: 422 },
  } satisfies Row,
];
