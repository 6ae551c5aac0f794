import type { RowsOf } from './types';

/**
 * Profiles, the portfolio's sharing toggle and the coach's workspace (issue 17 items 4 and 6).
 */
export const rows: RowsOf = ({ id, NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/profiles/:id',
    path: (me) => `/v1/profiles/${me}`,
    // Everyone signed in reads their own profile (a guest's "own" is an unknown id: 401 first).
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/profiles/:id',
    path: () => `/v1/profiles/${id.stijn}`,
    // Stijn's profile is private: his coach Cora and staff who help accounts (Ada, Sam, Sven)
    // see it; Lars is on another portal.
    expect: { guest: 401, stijn: 200, cora: 200, ada: 200, sam: 200, sven: 200, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/profiles/:id',
    path: (me) => `/v1/profiles/${me}`,
    body: { visibility: 'everyone' },
    expect: { guest: 401, others: 422 },
  },
  {
    method: 'PATCH',
    route: '/v1/profiles/:id',
    path: () => `/v1/profiles/${id.stijn}`,
    body: { visibility: 'everyone' },
    expect: { guest: 401, stijn: 422, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/accounts/:id/portfolio_items/:item',
    path: (me) => `/v1/accounts/${me}/portfolio_items/${NO_SUCH}`,
    body: { shared_with_coach: 'yes' },
    expect: { guest: 401, lars: 403, others: 422 },
  },
];
