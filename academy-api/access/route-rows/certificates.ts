import type { Row, RowsOf } from '../route-table';

/**
 * RULES.certifications: admins and the content/academy groups, or course rights where the
 * portal has `portals` (Demo Academy: Ada and Alex). Lars is a student (403 on Unlimited).
 */
const CERTIFICATIONS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

/** The certificates routes' rows of the route × account table. */
export const rows: RowsOf = ({ id, NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/certifications',
    path: () => '/v1/certifications',
    expect: CERTIFICATIONS,
  },
  {
    method: 'POST',
    route: '/v1/certifications',
    path: () => '/v1/certifications',
    body: { name: '', validity_months: 500 },
    expect: { ...CERTIFICATIONS, ada: 422, alex: 422 },
  },
  {
    method: 'GET',
    route: '/v1/certifications/:id',
    path: () => `/v1/certifications/${NO_SUCH}`,
    expect: { ...CERTIFICATIONS, ada: 404, alex: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/certifications/:id',
    path: () => `/v1/certifications/${NO_SUCH}`,
    body: { validity_months: 500 },
    expect: { ...CERTIFICATIONS, ada: 404, alex: 404 },
  },
  {
    method: 'DELETE',
    route: '/v1/certifications/:id',
    path: () => `/v1/certifications/${NO_SUCH}`,
    expect: { ...CERTIFICATIONS, ada: 404, alex: 404 },
  },
  {
    method: 'GET',
    route: '/v1/certificates',
    path: () => '/v1/certificates',
    expect: CERTIFICATIONS,
  },
  {
    method: 'GET',
    route: '/v1/certificates/export',
    // The CSV is not JSON (the table reads JSON): a bad filter shows who gets past the role
    // check (400); certificates.test.ts reads the CSV.
    path: () => '/v1/certificates/export?filter[status]=nothing',
    expect: { ...CERTIFICATIONS, ada: 400, alex: 400 },
  },
  {
    method: 'GET',
    route: '/v1/certificates/:id',
    path: () => `/v1/certificates/${NO_SUCH}`,
    // Its holder or staff; this one does not exist for anyone.
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/certificates/:id/revoke',
    path: () => `/v1/certificates/${NO_SUCH}/revoke`,
    body: { reason: '' },
    expect: { ...CERTIFICATIONS, ada: 422, alex: 422 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/certificates',
    path: (me) => `/v1/accounts/${me}/certificates`,
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/certificates',
    path: () => `/v1/accounts/${id.stijn}/certificates`,
    expect: { guest: 401, stijn: 200, ada: 200, alex: 200, others: 404 },
  },
  // Public: an unknown code is a 404 for everyone, guests included. One row only: every
  // lookup of the table counts against one address (20 a minute).
  {
    method: 'GET',
    route: '/v1/verify/:code',
    path: () => '/v1/verify/ABCDEFGHJKLM',
    expect: { others: 404 },
  } satisfies Row,
];
