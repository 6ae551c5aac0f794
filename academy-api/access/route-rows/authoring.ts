import type { Row, RowsOf } from '../route-table';

/** Authors and admins (spec §6 course rights and content groups); everyone else signed in: 403. */
const EDITORS = (ok: number) => ({ guest: 401, ada: ok, alex: ok, others: 403 });

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
