import { type Context, Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { type AccountScope, coachedAccount, readableAccount } from '../access/account-scope';
import { type CourseAccess, courseAccessOf } from '../access/course-access';
import { ownAccountPath, type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { withCoursesForReader } from '../content';
import { listResponse } from '../jsonapi/endpoint';
import { uuidParam } from '../jsonapi/ids';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list } from '../openapi/answers';
import { listEnrollments } from './enrollments.queries';
import {
  courseResource,
  ENROLLMENT_INCLUDES,
  ENROLLMENT_TYPE_FIELDS,
  enrollmentResource,
} from './enrollments.serializers';

const LIST_QUERY = {
  include: ENROLLMENT_INCLUDES,
  fields: ENROLLMENT_TYPE_FIELDS,
  sort: ['enrolled_at', 'last_activity_at'],
  paginate: true,
  defaultPageSize: 20,
};

/**
 * Whose enrolments the viewer may read: their own, support and sales staff for an account of
 * the current portal, or a coach or admin through the coach scope (the primary
 * coach and an active mandate: every course; a course's coach: the courses they coach).
 */
async function readableEnrollments(
  c: Context<AppEnv>,
): Promise<{ scope: AccountScope; courseIds?: string[] }> {
  const viewer = requireViewer(c.var.viewer);
  const accountId = uuidParam(c.req.param('id'));
  const staff = RULES.accounts({ roles: viewer.roles, features: c.var.portal.features });
  if (accountId === viewer.id || staff) return { scope: await readableAccount(c, RULES.accounts) };
  const { scope, reach } = await coachedAccount(c, accountId);
  return { scope, courseIds: reach.whole ? undefined : reach.courseIds };
}

export const enrollmentRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { scope, courseIds } = await readableEnrollments(c);
  // Whether the account may learn in each course now (the one rule: my courses shows it).
  let access = new Map<string, CourseAccess>();
  return listResponse(c, {
    query: LIST_QUERY,
    load: async (query) => {
      const page = await listEnrollments(c.var.db, {
        scope,
        oldestFirst: query.sort[0]?.field === 'enrolled_at' && query.sort[0]?.desc === false,
        byActivity: query.sort[0]?.field === 'last_activity_at',
        page: query.page,
        courseIds,
      });
      access = await courseAccessOf(c.var.db, {
        accountId: scope.accountId,
        courseIds: page.rows.map((row) => row.courseId),
      });
      // My courses in the reader's language where a course has a translation.
      return { ...page, rows: await withCoursesForReader(c, page.rows) };
    },
    serialize: (row) => enrollmentResource(row, access.get(row.courseId)),
    // The course is always included (`include=course` is accepted): an enrolment without its
    // course's title says nothing, and it costs no extra query.
    included: (rows) => rows.map((row) => courseResource(row.course)),
  });
});

const STAFF_READERS = { ada: 200, sam: 200, sven: 200 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/enrollments': list('enrollments'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id }) => {
  return [
    {
      method: 'GET',
      route: '/v1/accounts/:id/enrollments',
      path: stijnsAccountPath(id, '/enrollments'),
      // The coach scope: Cora is Stijn's primary coach; Hugo holds no mandate (404).
      expect: { guest: 401, ...STAFF_READERS, stijn: 200, cora: 200, others: 404 },
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id/enrollments',
      path: ownAccountPath('/enrollments'),
      expect: { guest: 401, others: 200 },
    },
  ];
};
