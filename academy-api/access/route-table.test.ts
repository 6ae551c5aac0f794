/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { domainRows } from './route-rows';
import { PEOPLE, type Person, type Row, type RowContext, type RowsOf } from './route-table';

/** The `rows` of every route module (a module without routes of its own exports none). */
const ROUTE_MODULE_ROWS = import.meta.glob<RowsOf | undefined>(
  ['../routes/*.ts', '!../routes/*.test.ts'],
  { eager: true, import: 'rows' },
);

function moduleRows(context: RowContext): Row[] {
  return Object.values(ROUTE_MODULE_ROWS).flatMap((rows) => rows?.(context) ?? []);
}

/**
 * Issue 12: every API route × every demo account (spec §6 role groups, feature flags, and one
 * answer for "not yours": 404 for another account's or portal's records, 403 only for a missing
 * role or feature). Each person asks on their own portal (Lars on Unlimited Learning).
 * Writes send an invalid body: reaching validation (422) proves the request was let in,
 * without changing the demo data the other rows read.
 */
const EVERYONE: Person[] = ['guest', ...(Object.keys(PEOPLE) as (keyof typeof PEOPLE)[])];

const t = setUpTestApi();
const { id, token } = demoPeople(t, PEOPLE);
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

const own =
  (suffix = '') =>
  (me: string) =>
    `/v1/accounts/${me}${suffix}`;
const stijns =
  (suffix = '') =>
  () =>
    `/v1/accounts/${id.stijn}${suffix}`;
const STAFF_READERS = { ada: 200, sam: 200, sven: 200 } as const;

const ROWS: Row[] = [
  { method: 'GET', route: '/health', path: () => '/health', expect: { others: 200 } },
  { method: 'GET', route: '/ping', path: () => '/ping', expect: { others: 200 } },
  { method: 'GET', route: '/v1/me', path: () => '/v1/me', expect: { others: 200 } },
  {
    method: 'POST',
    route: '/auth/login',
    path: () => '/auth/login',
    body: {},
    expect: { others: 422 },
  },
  {
    method: 'POST',
    route: '/auth/register',
    path: () => '/auth/register',
    body: {},
    expect: { others: 422 },
  },
  // GET /auth/logout revokes: covered by auth.test.ts, a table row would sign people out.
  {
    method: 'GET',
    route: '/v1/accounts',
    path: () => '/v1/accounts',
    expect: { guest: 401, ...STAFF_READERS, others: 403 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id',
    path: own(),
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id',
    path: stijns(),
    expect: { guest: 401, ...STAFF_READERS, stijn: 200, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/accounts/:id',
    path: own(),
    body: { full_name: '' },
    expect: { guest: 401, others: 422 },
  },
  {
    method: 'PATCH',
    route: '/v1/accounts/:id',
    path: stijns(),
    body: { full_name: '' },
    expect: { guest: 401, stijn: 422, others: 404 },
  },
  ...(['GET', 'POST'] as const).flatMap((method): Row[] => [
    {
      method,
      route: '/v1/accounts/:id/preferences',
      path: own('/preferences'),
      body: method === 'POST' ? {} : undefined,
      expect: { guest: 401, others: method === 'GET' ? 200 : 422 },
    },
    {
      method,
      route: '/v1/accounts/:id/preferences',
      path: stijns('/preferences'),
      body: method === 'POST' ? {} : undefined,
      expect: { guest: 401, stijn: method === 'GET' ? 200 : 422, others: 404 },
    },
  ]),
  ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/accounts/:id/preferences/:pid',
      path: own(`/preferences/${NO_SUCH}`),
      body: method === 'PUT' || method === 'PATCH' ? {} : undefined,
      // Everyone reaches their own preferences; this one does not exist (or the body is bad).
      expect: { guest: 401, others: method === 'PUT' ? 422 : 404 },
    }),
  ),
  {
    method: 'GET',
    route: '/v1/accounts/:id/notifications',
    path: own('/notifications'),
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/notifications',
    path: stijns('/notifications'),
    // Private to their account, staff included.
    expect: { guest: 401, stijn: 200, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/accounts/:id/notifications',
    path: stijns('/notifications'),
    body: {},
    expect: { guest: 401, stijn: 422, ...{ ada: 422, sam: 422, sven: 422 }, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/accounts/:id/notifications',
    path: own('/notifications'),
    body: { operation: 'nothing' },
    expect: { guest: 401, others: 422 },
  },
  {
    method: 'PATCH',
    route: '/v1/accounts/:id/notifications',
    path: stijns('/notifications'),
    body: { operation: 'nothing' },
    expect: { guest: 401, stijn: 422, others: 404 },
  },
  ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/accounts/:id/notifications/:nid',
      path: own(`/notifications/${NO_SUCH}`),
      body: method === 'PUT' || method === 'PATCH' ? { read_at: 'yesterday' } : undefined,
      expect: { guest: 401, others: method === 'PUT' || method === 'PATCH' ? 422 : 404 },
    }),
  ),
  {
    method: 'GET',
    route: '/v1/accounts/:id/subscription_promotions',
    path: stijns('/subscription_promotions'),
    expect: { guest: 401, ...STAFF_READERS, stijn: 200, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/enrollments',
    path: stijns('/enrollments'),
    // Issue 17's coach scope: Cora is Stijn's primary coach; Hugo holds no mandate (404).
    expect: { guest: 401, ...STAFF_READERS, stijn: 200, cora: 200, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/enrollments',
    path: own('/enrollments'),
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/portfolio_items',
    path: own('/portfolio_items'),
    // portfolio_feature: on at Demo Academy, off at Unlimited Learning (403 there).
    expect: { guest: 401, lars: 403, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/accounts/:id/portfolio_items',
    path: stijns('/portfolio_items'),
    expect: { guest: 401, lars: 403, stijn: 200, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/accounts/:id/portfolio_items',
    path: own('/portfolio_items'),
    body: {},
    expect: { guest: 401, lars: 403, others: 422 },
  },
  {
    method: 'DELETE',
    route: '/v1/accounts/:id/portfolio_items/:item',
    path: own(`/portfolio_items/${NO_SUCH}`),
    expect: { guest: 401, lars: 403, others: 404 },
  },
  // Learning (issue 14): the catalog is open to guests (the landing page); its categories need
  // catalog-categories (on at both portals).
  {
    method: 'GET',
    route: '/v1/catalog/courses',
    path: () => '/v1/catalog/courses',
    expect: { others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/catalog/categories',
    path: () => '/v1/catalog/categories',
    expect: { others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/catalog/labels',
    path: () => '/v1/catalog/labels',
    expect: { others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/catalog/products',
    path: () => '/v1/catalog/products',
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/courses/:course',
    path: () => '/v1/courses/data-literacy',
    // Lars asks on Unlimited Learning, which has no such course.
    expect: { guest: 401, lars: 404, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/courses/:course',
    path: () => '/v1/courses/leading-hybrid-teams',
    // A draft: only staff who write courses (authors and admins) see it.
    expect: { guest: 401, ada: 200, alex: 200, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/courses/:course/enrollment',
    path: () => '/v1/courses/no-such-course/enrollment',
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/courses/:course/items/:item',
    path: () => '/v1/courses/data-literacy/items/misleading-axes',
    // Enrolled (Stijn, Hugo), writing courses (Ada, Alex), its coach (Cora); Eva has no access
    // (402); the others are not enrolled.
    expect: {
      guest: 401,
      stijn: 200,
      hugo: 200,
      ada: 200,
      alex: 200,
      cora: 200,
      eva: 402,
      lars: 404,
      others: 403,
    },
  },
  {
    method: 'PUT',
    route: '/v1/courses/:course/items/:item/progress',
    path: () => '/v1/courses/data-literacy/items/no-such-item/progress',
    expect: {
      guest: 401,
      stijn: 404,
      hugo: 404,
      ada: 403,
      alex: 403,
      cora: 403,
      eva: 402,
      lars: 404,
      others: 403,
    },
  },
  {
    method: 'DELETE',
    route: '/v1/courses/:course/items/:item/progress',
    path: () => '/v1/courses/data-literacy/items/no-such-item/progress',
    expect: {
      guest: 401,
      stijn: 404,
      hugo: 404,
      ada: 403,
      alex: 403,
      cora: 403,
      eva: 402,
      lars: 404,
      others: 403,
    },
  },
  {
    method: 'GET',
    route: '/v1/courses/:course/rating',
    path: () => '/v1/courses/data-literacy/rating',
    expect: { guest: 401, lars: 404, others: 200 },
  },
  {
    method: 'PUT',
    route: '/v1/courses/:course/rating',
    path: () => '/v1/courses/data-literacy/rating',
    body: {},
    // Rated after completing it: nobody has completed Data literacy.
    expect: { guest: 401, lars: 404, others: 422 },
  },
  {
    method: 'POST',
    route: '/v1/courses/:course/content_issues',
    path: () => '/v1/courses/data-literacy/content_issues',
    body: {},
    expect: {
      guest: 401,
      stijn: 422,
      hugo: 422,
      ada: 422,
      alex: 422,
      cora: 422,
      eva: 402,
      lars: 404,
      others: 403,
    },
  },
  { method: 'GET', route: '/v1/portals', path: () => '/v1/portals', expect: { others: 200 } },
  {
    method: 'GET',
    route: '/v1/portals/:id',
    path: () => '/v1/portals/current',
    expect: { others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/portals/:id/languages',
    path: () => '/v1/portals/current/languages',
    expect: { others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/portals/:id/languages/:lid',
    path: () => `/v1/portals/current/languages/${NO_SUCH}`,
    expect: { others: 404 },
  },
  {
    method: 'GET',
    route: '/feedback/projects',
    path: () => '/feedback/projects',
    expect: { guest: 401, others: 200 },
  },
  ...(['/feedback/note', '/feedback/upvote'] as const).map(
    (route): Row => ({
      method: 'POST',
      route,
      path: () => route,
      body: {},
      // Spec §6: give feedback is for admin (admin, academy_admin) or coach.
      expect: { guest: 401, ada: 422, cora: 422, hugo: 422, others: 403 },
    }),
  ),
  ...domainRows({ id: id as Record<keyof typeof PEOPLE, string>, NO_SUCH }),
  ...moduleRows({ id: id as Record<keyof typeof PEOPLE, string>, NO_SUCH }),
];

const expected = (row: Row, who: Person) => row.expect[who] ?? row.expect.others;

describe('the route × account authorisation table (issue 12)', () => {
  let routes: { method: string; path: string }[] = [];
  beforeAll(() => {
    routes = createApp(t.db)
      .routes.filter((route) => route.method !== 'ALL')
      .map(({ method, path }) => ({ method, path }));
  });

  it('covers every route the API serves', () => {
    const covered = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
    covered.add('GET /auth/logout');
    const missing = routes
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.route} (${row.path(':me')})`, async () => {
      const actual: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const who of EVERYONE) {
        const me = who === 'guest' ? NO_SUCH : id[who];
        const { status } = await t.request(row.path(me ?? NO_SUCH), {
          method: row.method,
          token: who === 'guest' ? undefined : token[who],
          domain: who === 'lars' ? 'unlimited.localhost' : 'localhost',
          body: row.body,
        });
        actual[who] = status;
        wanted[who] = expected(row, who) ?? 0;
      }
      expect(actual).toEqual(wanted);
    });
  }
});
