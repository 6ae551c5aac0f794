import http from 'node:http';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import {
  nastyBody,
  nastyHeaders,
  nastyMethod,
  nastyQuery,
  nastySegment,
  nastyString,
  sendableHeaders,
} from '../../shared/testing/fuzz-arbitraries';
import { currentAgreementIdsAt } from './support/agreements';

/**
 * The production build's front door (the BFF, the auth routes, pages and
 * Next.js's own router headers) under random requests sent as raw HTTP, signed out, as a student
 * registered for the test (every method) and as Ada (reads only: the demo data stays). Anything may be refused; nothing may be a 5xx or hang. The API
 * behind it is fuzzed route by route in academy-api/test/fuzz.test.ts. FUZZ_RUNS raises the
 * runs (CI: the default, < 60 s); a failure prints the seed and the shrunk request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Main routes of every domain; {me} is the caller's account, {x} a hostile segment. */
const API_PATHS = [
  '/api/v1/me',
  '/api/v1/accounts',
  '/api/v1/accounts/{me}',
  '/api/v1/accounts/{me}/preferences',
  '/api/v1/accounts/{me}/preferences/{x}',
  '/api/v1/accounts/{me}/notifications',
  '/api/v1/accounts/{me}/notifications/{x}',
  '/api/v1/accounts/{me}/portfolio_items',
  '/api/v1/accounts/{me}/portfolio_items/{x}',
  '/api/v1/accounts/{x}',
  '/api/v1/portals/{x}',
  '/api/v1/profiles/{x}',
  '/api/v1/catalog',
  '/api/v1/courses',
  '/api/v1/courses/{x}',
  '/api/v1/courses/{x}/quizzes',
  '/api/v1/courses/{x}/assignments',
  '/api/v1/catalogs',
  '/api/v1/labels',
  '/api/v1/content_issues',
  '/api/v1/files',
  '/api/v1/files/{x}',
  '/api/v1/quizzes/{x}',
  '/api/v1/quiz_attempts/{x}',
  '/api/v1/review_tickets',
  '/api/v1/coach_mandates',
  '/api/v1/certificates',
  '/api/v1/verify/{x}',
  '/api/v1/qualifications',
  '/api/v1/announcements',
  '/api/v1/news',
  '/api/v1/mailings',
  '/api/v1/orders',
  '/api/v1/promotions',
  '/api/v1/products',
  '/api/v1/coach/participants',
  '/api/v1/coach/dashboard',
  '/api/v1/{x}',
  '/api/{x}/{x}',
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/logout',
  '/api/feedback/projects',
  '/api/health',
  '/api/unsubscribe',
];

const PAGE_PATHS = [
  '/',
  '/auth',
  '/auth/login/register',
  '/catalog',
  '/catalog/{x}',
  '/courses',
  '/courses/{x}/{x}',
  '/portfolio',
  '/notifications',
  '/account/details',
  '/admin/accounts',
  '/admin/accounts/{x}',
  '/admin/courses/{x}',
  '/coach/students/{x}',
  '/profiles/{x}',
  '/verify/{x}',
  '/unsubscribe',
  '/{x}',
];

type Caller = { cookie: string; me: string };
const callers: Record<'guest' | 'student' | 'admin', Caller> = {
  guest: { cookie: '', me: '00000000-0000-4000-8000-000000000000' },
  student: { cookie: '', me: '' },
  admin: { cookie: '', me: '' },
};

/** A request sent as written (no client-side normalisation); status 0 = no answer in time. */
function raw(
  base: URL,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; text: string; error?: string }> {
  return new Promise((resolve) => {
    let request: http.ClientRequest;
    try {
      request = http.request({
        host: base.hostname,
        port: base.port,
        method: options.method,
        path: options.path,
        headers: { host: base.host, ...options.headers },
        timeout: 20_000,
        // A connection of its own per request: a kept-alive socket the server has just closed
        // would fail the next request on the client side ("socket hang up"), not the server's.
        agent: false,
      });
    } catch (error) {
      // The client itself refuses (a path with raw control characters): nothing was sent.
      resolve({ status: -1, text: '', error: String(error) });
      return;
    }
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        if (text.length < 400) text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('timeout', () => {
      request.destroy();
      resolve({ status: 0, text: '', error: 'no answer within 20 s' });
    });
    request.on('error', (error) => resolve({ status: 0, text: '', error: String(error) }));
    if (options.body !== undefined && options.method !== 'GET' && options.method !== 'HEAD') {
      request.end(options.body);
    } else request.end();
  });
}

/** Path segments for a URL: encoded, or raw where Node's client lets them through. */
function fill(path: string, me: string, segments: string[]): string {
  let index = 0;
  return path
    .replace('{me}', me)
    .replace(/\{x\}/g, () => segments[index++ % segments.length] || 'x');
}

const ROUTER_HEADERS = fc.record(
  {
    rsc: fc.constantFrom('1', '0', 'x'),
    'next-router-state-tree': fc.oneof(
      nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
      fc.constantFrom('%5B%22%22%2C%7B%7D%5D', '%5B', '[]', '%7B%7D'),
    ),
    'next-router-prefetch': fc.constantFrom('1', 'x'),
    'next-action': fc.constantFrom('x', '0'.repeat(40), '7f'.repeat(21)),
    'next-url': fc.constantFrom('/catalog', '//evil.com', '%00'),
  },
  { requiredKeys: [] },
);

const request = fc.record({
  api: fc.boolean(),
  path: fc.nat(),
  who: fc.constantFrom('guest', 'student', 'admin'),
  method: fc.option(nastyMethod, { nil: null, freq: 3 }),
  segments: fc.array(nastySegment, { minLength: 3, maxLength: 3 }),
  query: nastyQuery,
  headers: nastyHeaders,
  router: fc.option(ROUTER_HEADERS, { nil: undefined, freq: 3 }),
  body: nastyBody,
  xhr: fc.boolean(),
});

test.describe('fuzzing the production build', () => {
  test.beforeAll(async ({ baseURL }) => {
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    // A student of its own, free to change: the demo data other tests read stays as it is.
    const registered = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        full_name: 'Fuzz Student',
        email: `fuzz-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`,
        password: 'a-long-password',
        accepted_agreements: await currentAgreementIdsAt(baseURL ?? ''),
      }),
    });
    expect(registered.status).toBe(201);
    // Ada (every staff role): reads only, so the demo data is not changed under other tests.
    const ada = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'admin@demo.academy', password: 'academy-demo' }),
    });
    expect(ada.status).toBe(200);
    for (const [who, response] of [
      ['student', registered],
      ['admin', ada],
    ] as const) {
      const cookie = cookieOf(response);
      const me = await (await fetch(`${baseURL}/api/v1/me`, { headers: { cookie } })).json();
      callers[who] = { cookie, me: me.data.id };
    }
  });

  test('random requests to the BFF, the auth routes and pages: never a 5xx or a hang', async ({
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const base = new URL(baseURL ?? '');
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const paths = r.api ? API_PATHS : PAGE_PATHS;
        const caller = callers[r.who as keyof typeof callers];
        const path = `${fill(paths[r.path % paths.length] as string, caller.me, r.segments)}${r.query}`;
        let method = r.method ?? (r.api && r.body !== undefined ? 'POST' : 'GET');
        if (r.who === 'admin' && !['GET', 'HEAD', 'OPTIONS'].includes(method)) method = 'GET';
        const headers = sendableHeaders({
          ...r.headers,
          ...(r.router ?? {}),
          ...(caller.cookie ? { cookie: `${caller.cookie}; custom-language=nl` } : {}),
          ...(r.xhr ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        });
        const answer = await raw(base, { method, path, headers, body: r.body });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500 || answer.status === 0) {
          throw new Error(
            `${method} ${path} as ${r.who} ${JSON.stringify(headers)} ${r.body ?? ''} → ${answer.status} ${answer.error ?? ''} ${answer.text}`,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`BFF fuzz: ${RUNS} runs, statuses`, statuses);
    // The runs get past the door: pages render and the API answers.
    expect(statuses[200] ?? 0).toBeGreaterThan(0);
  });
});
