import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { readableAccount } from '../access/account-scope';
import type { AppEnv } from '../app-env';
import { listResponse } from '../jsonapi/endpoint';
import { listEnrollments } from '../queries/enrollments';
import {
  courseResource,
  ENROLLMENT_INCLUDES,
  ENROLLMENT_TYPE_FIELDS,
  enrollmentResource,
} from '../resources/enrollments';
import { methodNotAllowedFor } from './method-not-allowed';

const LIST_QUERY = {
  include: ENROLLMENT_INCLUDES,
  fields: ENROLLMENT_TYPE_FIELDS,
  sort: ['enrolled_at', 'last_activity_at'],
  paginate: true,
  defaultPageSize: 20,
};

/** The account itself, or support and sales staff for an account of the current portal. */
export const enrollmentRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const scope = await readableAccount(c, RULES.accounts);
    return listResponse(c, {
      query: LIST_QUERY,
      load: (query) =>
        listEnrollments(c.var.db, {
          scope,
          oldestFirst: query.sort[0]?.field === 'enrolled_at' && query.sort[0]?.desc === false,
          byActivity: query.sort[0]?.field === 'last_activity_at',
          page: query.page,
        }),
      serialize: enrollmentResource,
      // The course is always included (`include=course` is accepted): an enrolment without its
      // course's title says nothing, and it costs no extra query.
      included: (rows) => rows.map((row) => courseResource(row.course)),
    });
  })
  .all('/', methodNotAllowedFor);
