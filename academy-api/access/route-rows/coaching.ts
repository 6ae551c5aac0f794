import type { Row, RowsOf } from '../route-table';

/**
 * Coaching (issue 17, docs/coaching-api.md). Rows ask for unknown ids and send invalid bodies:
 * whoever passes the route's rule reaches the record lookup (404) or validation (422), so no
 * ticket, group or mandate of the demo data changes.
 */

/** RULES.reviewTickets: coaches and admins (Ada); everyone else 403. */
const TICKETS = { guest: 401, ada: 404, cora: 404, hugo: 404, others: 403 } as const;
/** RULES.courses: authors and admins. */
const AUTHORING = { guest: 401, ada: 404, alex: 404, others: 403 } as const;
/** RULES.courseGroups: course managers and coaches, with group_assignments (not on Lars's portal). */
const GROUPS = { guest: 401, ada: 404, alex: 404, cora: 404, hugo: 404, others: 403 } as const;
/** RULES.mandates: coaches and admins, with coach_mandate_approvals (not on Lars's portal). */
const MANDATES = { guest: 401, ada: 404, cora: 404, hugo: 404, others: 403 } as const;
/**
 * A student's assignment in Project management basics: Stijn is enrolled (no such item: 404);
 * staff who write courses and its coach Cora read without enrolling (403 NOT_ENROLLED), like
 * everyone else not enrolled; Eva has no access (402); Lars's portal has no such course (404).
 */
const TAKING = { guest: 401, stijn: 404, eva: 402, lars: 404, others: 403 } as const;

export const rows: RowsOf = ({ NO_SUCH }) => {
  const ticket = `/v1/review_tickets/${NO_SUCH}`;
  const mandate = `/v1/coach_mandates/${NO_SUCH}`;
  const work = `/v1/courses/project-management-basics/assignments/${NO_SUCH}`;
  const groups = `/v1/courses/${NO_SUCH}/groups`;
  const post = (route: string, path: string, expect: Row['expect'], body: unknown = {}): Row => ({
    method: 'POST',
    route,
    path: () => path,
    body,
    expect,
  });
  return [
    {
      method: 'GET',
      route: '/v1/review_tickets',
      path: () => '/v1/review_tickets',
      expect: { guest: 401, ada: 200, cora: 200, hugo: 200, others: 403 },
    },
    { method: 'GET', route: '/v1/review_tickets/:id', path: () => ticket, expect: TICKETS },
    {
      method: 'PATCH',
      route: '/v1/review_tickets/:id',
      path: () => ticket,
      body: {},
      expect: TICKETS,
    },
    ...['claim', 'release', 'grade', 'request_changes', 'close'].map((action) =>
      post(`/v1/review_tickets/:id/${action}`, `${ticket}/${action}`, TICKETS),
    ),
    {
      method: 'GET',
      route: '/v1/assignments/:item',
      path: () => `/v1/assignments/${NO_SUCH}`,
      expect: AUTHORING,
    },
    {
      method: 'PATCH',
      route: '/v1/assignments/:item',
      path: () => `/v1/assignments/${NO_SUCH}`,
      body: {},
      expect: AUTHORING,
    },
    {
      method: 'GET',
      route: '/v1/courses/:course/assignments/:item',
      path: () => work,
      expect: TAKING,
    },
    post('/v1/courses/:course/assignments/:item/submissions', `${work}/submissions`, TAKING),
    { method: 'GET', route: '/v1/courses/:course/groups', path: () => groups, expect: GROUPS },
    post('/v1/courses/:course/groups', groups, GROUPS),
    post('/v1/courses/:course/groups/import', `${groups}/import?mode=preview`, GROUPS, ''),
    {
      method: 'PATCH',
      route: '/v1/course_groups/:id',
      path: () => `/v1/course_groups/${NO_SUCH}`,
      body: {},
      expect: GROUPS,
    },
    {
      method: 'DELETE',
      route: '/v1/course_groups/:id',
      path: () => `/v1/course_groups/${NO_SUCH}`,
      expect: GROUPS,
    },
    {
      method: 'GET',
      route: '/v1/coach_mandates',
      path: () => '/v1/coach_mandates',
      expect: { guest: 401, ada: 200, cora: 200, hugo: 200, others: 403 },
    },
    {
      method: 'GET',
      route: '/v1/coach_mandates/students',
      path: () => '/v1/coach_mandates/students?filter[search]=zz',
      // Only coaches ask for mandates, so only they look students up for it.
      expect: { guest: 401, cora: 200, hugo: 200, others: 403 },
    },
    // Coaches reach validation (422); admins decide but do not ask (403).
    post('/v1/coach_mandates', '/v1/coach_mandates', {
      guest: 401,
      cora: 422,
      hugo: 422,
      others: 403,
    }),
    { method: 'GET', route: '/v1/coach_mandates/:id', path: () => mandate, expect: MANDATES },
    post('/v1/coach_mandates/:id/approve', `${mandate}/approve`, MANDATES),
    post('/v1/coach_mandates/:id/decline', `${mandate}/decline`, MANDATES),
    { method: 'DELETE', route: '/v1/coach_mandates/:id', path: () => mandate, expect: MANDATES },
    {
      method: 'GET',
      route: '/v1/approval_settings',
      path: () => '/v1/approval_settings',
      // RULES.approvalSettings: the academy group with portals and coach_mandate_approvals.
      expect: { guest: 401, ada: 200, others: 403 },
    },
    {
      method: 'PATCH',
      route: '/v1/approval_settings',
      path: () => '/v1/approval_settings',
      body: {},
      expect: { guest: 401, ada: 422, others: 403 },
    },
  ];
};
