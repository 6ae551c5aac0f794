import type { Row, RowsOf } from '../route-table';

/** RULES.qualifications: anyone signed in where qualifications-report is on (Lars's portal: off). */
const REPORT = { guest: 401, lars: 403, others: 200 } as const;
/** RULES.coachQualifications: coaches (Cora, Hugo) with the flag. */
const COACHES = { guest: 401, cora: 200, hugo: 200, others: 403 } as const;
/** RULES.certifications on Demo Academy: Ada (academy group) and Alex (content group). */
const CERTIFICATION_RIGHTS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

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
