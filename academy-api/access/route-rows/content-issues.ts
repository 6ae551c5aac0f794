import type { Row, RowsOf } from '../route-table';

/** Spec §6 course rights (authors and admins): Ada and Alex. */
const COURSE_RIGHTS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

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
