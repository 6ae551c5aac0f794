import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  nastyBody,
  nastyHeaders,
  nastyMethod,
  nastyQuery,
  nastySegment,
  sendableHeaders,
} from '../../shared/testing/fuzz-arbitraries';
import { createApp } from '../app';
import { setUpDemoApi } from './demo-people';

/**
 * Random requests to every route the API has (read from the Hono app itself,
 * so a new route is fuzzed without editing this file), as a guest, a student, a coach and an
 * admin, with hostile path segments, query strings, headers and bodies. The API may refuse
 * anything, but never with a 5xx. `FUZZ_RUNS` raises the number of runs (CI: the default,
 * well under a minute); a failure prints the seed and the shrunk request to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const PEOPLE = ['stijn', 'cora', 'ada'] as const;
const { t, id, token } = setUpDemoApi(PEOPLE);

type Route = { method: string; path: string };
let routes: Route[] = [];

// Signing out (or out everywhere) would revoke the tokens the other runs use.
const SKIP = [/^\/auth\/logout/, /\/sessions/];

beforeAll(() => {
  const seen = new Set<string>();
  routes = createApp(t.db)
    .routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .filter((route) => !SKIP.some((pattern) => pattern.test(route.path)))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
});

type Case = {
  route: number;
  method: string | null;
  segments: string[];
  query: string;
  headers: Record<string, string>;
  body: string | undefined;
  who: 'guest' | (typeof PEOPLE)[number];
  domain: string;
  ownId: boolean;
};

const BENIGN = {
  method: null,
  query: '',
  headers: { 'content-type': 'application/vnd.api+json' },
  domain: 'localhost',
  ownId: true,
} as const;

/**
 * Mostly one hostile part at a time (the others ordinary), so requests get past the door to
 * validation and the queries behind it; sometimes everything at once.
 */
const fuzzCase: fc.Arbitrary<Case> = fc
  .record({
    route: fc.nat(),
    hostile: fc.constantFrom(
      'body',
      'body',
      'body',
      'query',
      'query',
      'segments',
      'headers',
      'method',
      'all',
    ),
    method: nastyMethod,
    segments: fc.array(nastySegment, { minLength: 4, maxLength: 4 }),
    query: nastyQuery,
    headers: nastyHeaders,
    body: nastyBody,
    who: fc.constantFrom('guest', 'stijn', 'stijn', 'cora', 'ada', 'ada'),
    domain: fc.constantFrom('localhost', 'unlimited.localhost', 'nowhere.example', ''),
  })
  .map(({ hostile, ...c }): Case => {
    const all = hostile === 'all';
    return {
      route: c.route,
      who: c.who as Case['who'],
      body: c.body,
      segments: c.segments,
      method: all || hostile === 'method' ? c.method : BENIGN.method,
      query: all || hostile === 'query' ? c.query : BENIGN.query,
      headers: all || hostile === 'headers' ? c.headers : { ...BENIGN.headers },
      domain: all ? c.domain : BENIGN.domain,
      ownId: !(all || hostile === 'segments'),
    };
  });

/** Fills a route's parameters: ids of the caller (so the handler runs) or hostile segments. */
function pathOf(route: Route, c: Case): string {
  let index = 0;
  return route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, (param) => {
    if (c.ownId && c.who !== 'guest' && /^:(id|accountId)/.test(param)) return id[c.who] ?? '';
    if (c.ownId) return '00000000-0000-4000-8000-000000000000';
    return c.segments[index++ % c.segments.length] ?? 'x';
  });
}

async function send(c: Case) {
  const route = routes[c.route % routes.length] as Route;
  const method = c.method ?? route.method;
  const path = `${pathOf(route, c)}${c.query}`;
  const headers: Record<string, string> = {
    ...sendableHeaders(c.headers),
    ...(c.domain ? { 'x-portal-domain': c.domain } : {}),
    ...(c.who !== 'guest' ? { authorization: `Bearer ${token[c.who]}` } : {}),
  };
  const withBody = c.body !== undefined && method !== 'GET' && method !== 'HEAD';
  let request: Request;
  try {
    request = new Request(`http://api${path}`, {
      method,
      headers,
      ...(withBody ? { body: c.body } : {}),
    });
  } catch {
    return { status: 0, describe: 'not a sendable request' };
  }
  const response = await t.api.fetch(request);
  const text = await response.text();
  return {
    status: response.status,
    describe: `${method} ${path} as ${c.who} on "${c.domain}" ${JSON.stringify(headers)} ${
      withBody ? c.body : ''
    } → ${response.status} ${text.slice(0, 300)}`,
  };
}

describe('fuzzing the API', () => {
  it('knows the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers random requests to every route without a 5xx', { timeout: 180_000 }, async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fuzzCase, async (c) => {
        const { status, describe } = await send(c);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500) throw new Error(describe);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`API fuzz: ${RUNS} runs over ${routes.length} routes, statuses`, statuses);
    // The runs reach the handlers: validation (422) and successes, not only refusals at the door.
    expect(Object.keys(statuses).some((s) => s.startsWith('2'))).toBe(true);
    expect(statuses[422] ?? 0).toBeGreaterThan(0);
  });

  it('every route once with each hostile body as its own method', {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = [];
    const seen: Record<number, number> = {};
    for (const [index] of routes.entries()) {
      for (const body of ['{"data":{"attributes":{"title":"a\\u0000b","name":"\\ud800"}}}', '{']) {
        const { status, describe } = await send({
          route: index,
          method: null,
          segments: ['00000000-0000-4000-8000-000000000000', '%00', 'x', '1'],
          query: '?page[number]=99999999999999999999&page[size]=75',
          headers: { 'content-type': 'application/vnd.api+json' },
          body,
          who: 'ada',
          domain: 'localhost',
          ownId: true,
        });
        if (status >= 500) failures.push(describe);
        seen[status] = (seen[status] ?? 0) + 1;
      }
    }
    console.info('API fuzz, every route:', seen);
    expect(failures).toEqual([]);
  });
});
