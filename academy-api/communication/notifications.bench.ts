/**
 * npm run bench:notifications — notifications at scale.
 * Seeds Stijn Student with 1,000,000 unread notifications in a temporary data directory, then
 * measures the unread count, page 1 and page 500 (p50/p95 of 200 runs) and one "mark all as
 * read" of the million while a loop of GET /v1/me measures how long others were held up:
 * first in-process (the API's own fetch), then through the BFF of the built standalone app
 * (`npm run build` first). Targets: p95 of count and page 1 ≤ 10 ms; others wait ≤ 1 s.
 * Each run gets a fresh temporary data directory with the same data. BENCH_CHURN=1 first marks
 * the million read and seeds it again: a used table (915 MB instead of 365 MB, far beyond
 * PGlite's 128 MB of buffers). BENCH_NOTIFICATIONS and BENCH_RUNS change the sizes; BENCH_VERBOSE=1
 * shows the standalone server's output.
 */

import { trustedAccountScope } from '../access/account-scope';
import { checkBuild, startStandalone } from '../bench/standalone-server';
import { measure, measureWhileProbing, ms } from '../bench/stats';
import { apiToken, openBenchDatabase, temporaryDataDir } from '../bench/temp-database';
import { createApi } from '../index';
import { markAllNotificationsRead } from './notification-mark-all.queries';
import { printResults, type Results } from './notifications.bench-report';
import { accountIdOf, fillNotifications } from './notifications.bench-rows';

const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const EMAIL = 'student@demo.academy';

type Caller = (path: string, init?: RequestInit) => Promise<Response>;

async function ok(response: Response): Promise<unknown> {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Mark all as read", then (when it answered 202: the rest continues in the background) polls
 * the unread count until it is 0. Returns the response and the time until all was read.
 */
async function markAll(call: Caller, base: string) {
  const started = performance.now();
  const response = await call(base, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ operation: 'mark_all_as_read' }),
  });
  const answeredMs = performance.now() - started;
  const body = (await response.json()) as { meta?: { updated?: number } };
  if (response.status >= 300) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  for (;;) {
    const counted = (await ok(await call(`${base}?page[size]=1`))) as {
      meta: { unread_count: number };
    };
    if (counted.meta.unread_count === 0) break;
    await sleep(250);
  }
  return { status: response.status, answeredMs, updated: body.meta?.updated ?? 0 };
}

/** The measurements, through whichever caller (in-process API or BFF over HTTP). */
async function run(call: Caller, base: string, mePath: string): Promise<Results> {
  const get = (path: string) => () => call(path).then(ok);
  const count = await measure(get(`${base}?filter[status]=unread&page[size]=1`), { runs: RUNS });
  const page1 = await measure(get(`${base}?page[number]=1&page[size]=25`), { runs: RUNS });
  const page500 = await measure(get(`${base}?page[number]=500&page[size]=25`), { runs: RUNS });
  const me = await measure(get(mePath), { runs: RUNS });
  const marked = await measureWhileProbing(() => markAll(call, base), get(mePath));
  return {
    count,
    page1,
    page500,
    me,
    markAll: { ...marked.result, ms: marked.ms, probes: marked.probes },
  };
}

const CHURN = process.env.BENCH_CHURN === '1';

/** A fresh temporary data directory: demo data plus the million for Stijn. */
async function prepare() {
  const data = temporaryDataDir('academy-bench-notifications-');
  const { client, db } = await openBenchDatabase(data.dir);
  try {
    const accountId = await accountIdOf(client, EMAIL);
    const started = performance.now();
    await fillNotifications(client, accountId, COUNT);
    if (CHURN) {
      // Marked read the way users do it (in batches), then replaced.
      await markAllNotificationsRead(db, {
        scope: trustedAccountScope(accountId, ''),
      });
      await fillNotifications(client, accountId, COUNT);
    }
    const took = ms(performance.now() - started);
    console.info(`Seeded ${COUNT.toLocaleString('en')} notifications in ${took} ms`);
  } catch (error) {
    await client.close();
    data.remove();
    throw error;
  }
  await client.close();
  return data;
}

async function inProcess(dir: string): Promise<Results> {
  const { client, db } = await openBenchDatabase(dir);
  try {
    const accountId = await accountIdOf(client, EMAIL);
    const api = createApi(db);
    const token = await apiToken(api, EMAIL);
    const call: Caller = (path, init = {}) =>
      api.fetch(
        new Request(`http://api${path}`, {
          ...init,
          headers: {
            ...init.headers,
            'x-portal-domain': 'localhost',
            authorization: `Bearer ${token}`,
          },
        }),
      );
    return await run(call, `/v1/accounts/${accountId}/notifications`, '/v1/me');
  } finally {
    await client.close();
  }
}

async function throughBff(dir: string): Promise<Results> {
  const server = await startStandalone({ ACADEMY_DATA_DIR: dir });
  try {
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: EMAIL, password: 'academy-demo' }),
    });
    if (!login.ok) throw new Error(`BFF sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call: Caller = (path, init = {}) =>
      fetch(`${server.origin}${path}`, { ...init, headers: { ...init.headers, cookie } });
    const me = (await ok(await call('/api/v1/me'))) as { data: { id: string } };
    // What the BFF costs before any upstream call: a path it refuses itself (404).
    const floor = await measure(() => call('/api/not-forwarded').then((r) => r.text()), {
      runs: RUNS,
    });
    const results = await run(call, `/api/v1/accounts/${me.data.id}/notifications`, '/api/v1/me');
    return { ...results, floor };
  } finally {
    await server.stop();
  }
}

async function inFreshDirectory(work: (dir: string) => Promise<Results>): Promise<Results> {
  const data = await prepare();
  try {
    return await work(data.dir);
  } finally {
    data.remove();
  }
}

checkBuild();
const api = await inFreshDirectory(inProcess);
const bff = await inFreshDirectory(throughBff);
printResults(COUNT, api, bff);
