import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { listDocument } from '../jsonapi/document';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { listEnrollments } from '../queries/enrollments';
import {
  courseResource,
  ENROLLMENT_INCLUDES,
  ENROLLMENT_TYPE_FIELDS,
  enrollmentResource,
} from '../resources/enrollments';
import { ownOrPortalAccountId } from './account-access';
import { methodNotAllowedFor } from './method-not-allowed';

const LIST_QUERY = {
  include: ENROLLMENT_INCLUDES,
  fields: ENROLLMENT_TYPE_FIELDS,
  sort: ['enrolled_at'],
  paginate: true,
  defaultPageSize: 20,
};

// Who may read them: the account itself, or staff for an account of the current portal.
export const enrollmentRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const accountId = await ownOrPortalAccountId(c);
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    const { rows, total } = await listEnrollments(c.var.db, {
      accountId,
      oldestFirst: query.sort[0]?.desc === false,
      page: query.page,
    });
    // The course is always included (`include=course` is accepted): an enrolment without its
    // course's title says nothing, and it costs no extra query.
    const included = rows.map((row) => courseResource(row.course));
    return jsonApiResponse(
      listDocument(rows.map(enrollmentResource), { total, url, query, included }),
    );
  })
  .all('/', methodNotAllowedFor);
