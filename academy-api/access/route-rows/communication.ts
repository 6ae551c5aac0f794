import type { Row, RowsOf } from '../route-table';

/**
 * RULES.announcements (§6 "announcements for several groups"): academy, sales, support and
 * marketing — Ada, Sam, Sven and Mia; not authors, coaches or students.
 */
const ANNOUNCE = { guest: 401, ada: 200, sam: 200, sven: 200, mia: 200, others: 403 } as const;
/** RULES.marketing: the portals feature and the academy group with academy marketing. */
const MARKETING = { guest: 401, ada: 200, mia: 200, others: 403 } as const;
/** Coach news: coaches (Cora, Hugo). */
const NEWS = { guest: 401, cora: 200, hugo: 200, others: 403 } as const;

const only = (rule: Record<string, number>, status: number) =>
  Object.fromEntries(
    Object.entries(rule).map(([who, code]) => [who, code === 200 ? status : code]),
  ) as Row['expect'];

/** The communication routes' rows of the route × account table (issue 19). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  { method: 'GET', route: '/v1/announcements', path: () => '/v1/announcements', expect: ANNOUNCE },
  {
    method: 'POST',
    route: '/v1/announcements',
    path: () => '/v1/announcements',
    body: { title: '', severity: 'loud' },
    expect: only(ANNOUNCE, 422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/announcements/:id',
      path: () => `/v1/announcements/${NO_SUCH}`,
      body: method === 'PATCH' ? { title: '' } : undefined,
      expect: only(ANNOUNCE, 404),
    }),
  ),
  {
    method: 'POST',
    route: '/v1/announcements/:id/dismissal',
    path: () => `/v1/announcements/${NO_SUCH}/dismissal`,
    // Anyone signed in may dismiss a banner addressed to them; this one does not exist.
    expect: { guest: 401, others: 404 },
  },
  { method: 'GET', route: '/v1/news', path: () => '/v1/news', expect: NEWS },

  { method: 'GET', route: '/v1/mailings', path: () => '/v1/mailings', expect: MARKETING },
  {
    method: 'POST',
    route: '/v1/mailings',
    path: () => '/v1/mailings',
    body: { subject: '' },
    expect: only(MARKETING, 422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/mailings/:id',
      path: () => `/v1/mailings/${NO_SUCH}`,
      body: method === 'PATCH' ? { subject: '' } : undefined,
      expect: only(MARKETING, 404),
    }),
  ),
  ...(['test', 'send', 'cancel', 'retry'] as const).map(
    (action): Row => ({
      method: 'POST',
      route: `/v1/mailings/:id/${action}`,
      path: () => `/v1/mailings/${NO_SUCH}/${action}`,
      expect: only(MARKETING, 404),
    }),
  ),
  {
    method: 'GET',
    route: '/v1/mailings/:id/recipients',
    path: () => `/v1/mailings/${NO_SUCH}/recipients`,
    expect: only(MARKETING, 404),
  },
  {
    method: 'GET',
    route: '/v1/mailings/:id/recipients/:rid/message',
    path: () => `/v1/mailings/${NO_SUCH}/recipients/${NO_SUCH}/message`,
    expect: only(MARKETING, 404),
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/subscribers',
    path: () => '/v1/mailing_list/subscribers',
    expect: MARKETING,
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/subscribers/export',
    // The CSV is not JSON: a bad filter shows who gets past the role check (400).
    path: () => '/v1/mailing_list/subscribers/export?filter[status]=nothing',
    expect: only(MARKETING, 400),
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/audience',
    path: () => '/v1/mailing_list/audience?filter[role]=student',
    expect: MARKETING,
  },
  {
    method: 'GET',
    route: '/v1/mailing_list/settings',
    path: () => '/v1/mailing_list/settings',
    expect: MARKETING,
  },
  {
    method: 'PUT',
    route: '/v1/mailing_list/settings',
    path: () => '/v1/mailing_list/settings',
    body: { from_name: '' },
    expect: only(MARKETING, 422),
  },
  // Your own consent: everyone signed in.
  {
    method: 'GET',
    route: '/v1/mailing_list/subscription',
    path: () => '/v1/mailing_list/subscription',
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'PUT',
    route: '/v1/mailing_list/subscription',
    path: () => '/v1/mailing_list/subscription',
    body: { subscribed: 'maybe' },
    expect: { guest: 401, others: 422 },
  },
  // Public: the unsubscribe link's token is all it takes (a bad one: 404 for everyone).
  {
    method: 'GET',
    route: '/v1/mailing_list/unsubscribe',
    path: () => `/v1/mailing_list/unsubscribe?token=${NO_SUCH}.AAAAAAAAAAAAAAAAAAAAAA`,
    expect: { others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/mailing_list/unsubscribe',
    path: () => '/v1/mailing_list/unsubscribe',
    body: { token: '' },
    expect: { others: 422 },
  },
  {
    method: 'POST',
    route: '/v1/mailing_list/resubscribe',
    path: () => '/v1/mailing_list/resubscribe',
    body: {},
    expect: { others: 422 },
  },
];
