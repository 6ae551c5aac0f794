/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { PEOPLE, type Person, type Row, type RowContext, type RowsOf } from './route-table';

/** The `rows` of every route module (a module without routes of its own exports none). */
const ROUTE_MODULE_ROWS = import.meta.glob<RowsOf | undefined>(['../*/*.routes.ts'], {
  eager: true,
  import: 'rows',
});

function moduleRows(context: RowContext): Row[] {
  return Object.values(ROUTE_MODULE_ROWS).flatMap((rows) => rows?.(context) ?? []);
}

/**
 * Every API route × every demo account (spec §6 role groups, feature flags, and one
 * answer for "not yours": 404 for another account's or portal's records, 403 only for a missing
 * role or feature). Each person asks on their own portal (Lars on Unlimited Learning).
 * Writes send an invalid body: reaching validation (422) proves the request was let in,
 * without changing the demo data the other rows read.
 */
const EVERYONE: Person[] = ['guest', ...(Object.keys(PEOPLE) as (keyof typeof PEOPLE)[])];

const t = setUpTestApi();
const { id, token } = demoPeople(t, PEOPLE);
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

/**
 * Every route module's rows. No domain list to keep: a new route module's rows are found, and a
 * route without a row fails "covers every route" (GET /auth/logout, which a row would revoke,
 * is the one exception, covered by auth.test.ts).
 */
const ROWS: Row[] = moduleRows({ id: id as Record<keyof typeof PEOPLE, string>, NO_SUCH });

const expected = (row: Row, who: Person) => row.expect[who] ?? row.expect.others;

describe('the route × account authorisation table', () => {
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
