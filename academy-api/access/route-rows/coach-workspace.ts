import type { RowsOf } from '../route-table';

/** RULES.coach: the coach workspace is for coaches (Cora, Hugo); everyone else 403. */
const COACHES = { guest: 401, cora: 200, hugo: 200, others: 403 } as const;

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
  ...['dashboard', 'courses', 'participants', 'mentees'].map((part) => ({
    method: 'GET',
    route: `/v1/coach/${part}`,
    path: () => `/v1/coach/${part}`,
    expect: COACHES,
  })),
  {
    method: 'GET',
    route: '/v1/coach/participants/:id',
    path: () => `/v1/coach/participants/${id.stijn}`,
    // Stijn is Cora's mentee; Hugo has only asked for a mandate.
    expect: { ...COACHES, hugo: 404 },
  },
  {
    method: 'GET',
    route: '/v1/coach/participants/:id/notes',
    path: () => `/v1/coach/participants/${id.stijn}/notes`,
    expect: { ...COACHES, hugo: 404 },
  },
  {
    method: 'POST',
    route: '/v1/coach/participants/:id/notes',
    path: () => `/v1/coach/participants/${id.stijn}/notes`,
    body: { body: '' },
    expect: { ...COACHES, cora: 422, hugo: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/coach/notes/:id',
    path: () => `/v1/coach/notes/${NO_SUCH}`,
    body: { body: '' },
    expect: { ...COACHES, cora: 422, hugo: 422 },
  },
  {
    method: 'DELETE',
    route: '/v1/coach/notes/:id',
    path: () => `/v1/coach/notes/${NO_SUCH}`,
    expect: { ...COACHES, cora: 404, hugo: 404 },
  },
];
