/**
 * npm run drill:faults (docs/drills.md), on the production build (`npm run build` first).
 *
 * 1. The API as its own process (ACADEMY_API_URL), traffic from signed-in visitors (pages in
 *    Dutch, /api reads): kill the API mid-traffic (SIGKILL), then freeze it (SIGSTOP: a hung
 *    service). Pages must answer the unavailable view with 503 in the page's language, /api
 *    JSON:API 502/504 within UPSTREAM_TIMEOUT_MS, never a 500 or a hang; the app recovers by
 *    itself when the API is back (the session still works).
 * 2. The API on PostgreSQL (PGPORT, default 54333): PostgreSQL stopped under it (immediate
 *    shutdown, as a crash would), then started again: 503 while it is down, then recovery.
 *
 * Prints a table per phase (count, statuses, p50/p99/max) and exits 1 when a check fails.
 */
import {
  assertPortsFree,
  Checks,
  freshDataDir,
  PORT_BASE,
  type Proc,
  percentile,
  postgres,
  type Sample,
  signIn,
  sleep,
  startApi,
  startApp,
  statusCounts,
  stop,
  stopAll,
  timed,
  waitFor,
} from './lib';

const UPSTREAM_TIMEOUT_MS = Number(process.env.DRILL_UPSTREAM_TIMEOUT_MS ?? 3_000);
/** A request may take the time-out plus this before it counts as a hang. */
const SLACK_MS = 1_500;
const API_PORT = PORT_BASE + 10;
const APP_PORT = PORT_BASE + 11;
const APP = `http://127.0.0.1:${APP_PORT}`;
const checks = new Checks();

type Phase = { name: string; samples: (Sample & { body: string })[] };

/** Visitors in a loop until stopped: a Dutch page and two /api reads each round. */
function traffic(cookie: string, visitors = 4) {
  const phase: { current: Phase } = { current: { name: 'start', samples: [] } };
  let running = true;
  const loops = Array.from({ length: visitors }, async (_, index) => {
    const paths = ['/catalog', '/notifications', '/portfolio', '/courses'];
    while (running) {
      const headers = { cookie: `${cookie}; custom-language=nl` };
      const page = paths[index % paths.length] as string;
      // A request counts for the phase it started in.
      const target = phase.current;
      const results = await Promise.all([
        timed(`page ${page}`, `${APP}${page}`, { headers, timeoutMs: 60_000 }),
        timed('api /v1/me', `${APP}/api/v1/me`, { headers, timeoutMs: 60_000 }),
        timed('api /v1/catalog/courses', `${APP}/api/v1/catalog/courses?page[size]=5`, {
          headers,
          timeoutMs: 60_000,
        }),
      ]);
      target.samples.push(...results);
      await sleep(100);
    }
  });
  return {
    phase(name: string) {
      const next = { name, samples: [] };
      phase.current = next;
      return next as Phase;
    },
    async end() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Each page and API read once before the traffic, so the first phase is not cold start-up. */
async function warm(cookie: string) {
  for (const path of ['/catalog', '/notifications', '/portfolio', '/courses', '/api/v1/me']) {
    await timed('warm', `${APP}${path}`, { headers: { cookie: `${cookie}; custom-language=nl` } });
  }
}

function report(phase: Phase) {
  const ms = phase.samples.map((s) => s.ms);
  console.info(
    `  ${phase.name}: ${phase.samples.length} requests, statuses ${JSON.stringify(statusCounts(phase.samples))}, p50 ${Math.round(percentile(ms, 50))} ms, p99 ${Math.round(percentile(ms, 99))} ms, max ${Math.round(Math.max(0, ...ms))} ms`,
  );
}

/** While the API (or its database) is down: the mapped answers, in time, never a 500. */
function checkDown(phase: Phase, apiStatuses: number[]) {
  report(phase);
  const pages = phase.samples.filter((s) => s.label.startsWith('page'));
  const api = phase.samples.filter((s) => s.label.startsWith('api'));
  checks.check(phase.samples.length > 0, `${phase.name}: traffic went on`);
  checks.check(
    phase.samples.every((s) => s.status !== 500 && s.status !== 0),
    `${phase.name}: no 500 and no hang/refusal (${JSON.stringify(statusCounts(phase.samples))})`,
  );
  checks.check(
    pages.every((s) => s.status === 503),
    `${phase.name}: every page 503 (${JSON.stringify(statusCounts(pages))})`,
  );
  const notDutch = pages.filter(
    (s) =>
      !(
        /id="error-title">Tijdelijk niet beschikbaar</.test(s.body) &&
        /<html lang="nl"/.test(s.body)
      ),
  );
  checks.check(
    notDutch.length === 0,
    `${phase.name}: the unavailable view in Dutch (the page's language)${notDutch.length ? ` — ${notDutch.length} not: ${notDutch[0]?.label} ${/<html[^>]*>/.exec(notDutch[0]?.body ?? '')?.[0]} ${/<h1[^>]*>[^<]*/.exec(notDutch[0]?.body ?? '')?.[0]}` : ''}`,
  );
  checks.check(
    api.every((s) => apiStatuses.includes(s.status) && /"errors"/.test(s.body)),
    `${phase.name}: /api answers JSON:API ${apiStatuses.join('/')} (${JSON.stringify(statusCounts(api))})`,
  );
  const slowest = Math.max(0, ...phase.samples.map((s) => s.ms));
  checks.check(
    slowest <= UPSTREAM_TIMEOUT_MS + SLACK_MS,
    `${phase.name}: every answer within UPSTREAM_TIMEOUT_MS (${UPSTREAM_TIMEOUT_MS} ms) + ${SLACK_MS} ms (slowest ${Math.round(slowest)} ms)`,
  );
}

function checkUp(phase: Phase) {
  report(phase);
  checks.check(phase.samples.length > 0, `${phase.name}: traffic went on`);
  checks.check(
    phase.samples.every((s) => s.status === 200),
    `${phase.name}: every answer 200 (${JSON.stringify(statusCounts(phase.samples))})`,
  );
}

/** Waits until the app answers a page 200 again; the time it took. */
async function recovery(cookie: string, limitMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const page = await timed('page', `${APP}/catalog`, { headers: { cookie } });
    const api = await timed('api', `${APP}/api/v1/me`, { headers: { cookie } });
    if (page.status === 200 && api.status === 200) return Date.now() - started;
    await sleep(250);
  }
  return Number.POSITIVE_INFINITY;
}

async function apiProcessDrill() {
  console.info('\n━━ 1. The API as its own process: killed, hung, back');
  const { dir, snapshot } = await freshDataDir('faults-api');
  const apiEnv = { ACADEMY_DATA_DIR: dir, ACADEMY_DB_SNAPSHOT: snapshot };
  let api: Proc = startApi('faults-api', API_PORT, apiEnv);
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, api);
  const app = startApp('faults-app', APP_PORT, {
    ACADEMY_API_URL: `http://127.0.0.1:${API_PORT}`,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    ACADEMY_DATA_DIR: `${dir}-app`,
  });
  await waitFor(`${APP}/api/health`, app);
  const cookie = await signIn(APP, 'student@demo.academy');
  await warm(cookie);

  const load = traffic(cookie);
  checkUp(await during(load, 'API up', 3_000));

  await stop(api, 'SIGKILL');
  checkDown(await during(load, 'API killed', 6_000), [502, 504]);

  api = startApi('faults-api', API_PORT, apiEnv);
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, api);
  const back = await recovery(cookie);
  checks.check(back < 10_000, `API back: the app recovered by itself in ${back} ms`);
  checkUp(await during(load, 'API back', 3_000));

  api.child.kill('SIGSTOP');
  checkDown(await during(load, 'API hung (SIGSTOP)', UPSTREAM_TIMEOUT_MS * 3), [502, 504]);
  api.child.kill('SIGCONT');
  const thawed = await recovery(cookie);
  checks.check(thawed < 10_000, `API thawed: the app recovered by itself in ${thawed} ms`);
  checkUp(await during(load, 'API thawed', 3_000));

  await load.end();
  await stop(app);
  await stop(api);
}

async function during(load: ReturnType<typeof traffic>, name: string, ms: number) {
  const phase = load.phase(name);
  await sleep(ms);
  // The requests in flight when the phase ends still count for it.
  load.phase(`${name} (after)`);
  await sleep(Math.min(ms, UPSTREAM_TIMEOUT_MS + SLACK_MS));
  return phase;
}

async function postgresDrill() {
  console.info(
    `\n━━ 2. The API on PostgreSQL (port ${postgres.url().split(':')[2]?.split('/')[0]}): stopped, started`,
  );
  postgres.fresh();
  const { dir } = await freshDataDir('faults-pg');
  const apiEnv = { ACADEMY_DATA_DIR: dir, DATABASE_URL: postgres.url() };
  const api = startApi('faults-pg-api', API_PORT, apiEnv);
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, api, 300_000);
  const app = startApp('faults-pg-app', APP_PORT, {
    ACADEMY_API_URL: `http://127.0.0.1:${API_PORT}`,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    ACADEMY_DATA_DIR: `${dir}-app`,
  });
  await waitFor(`${APP}/api/health`, app);
  const cookie = await signIn(APP, 'student@demo.academy');
  await warm(cookie);

  const load = traffic(cookie);
  checkUp(await during(load, 'PostgreSQL up', 3_000));

  postgres.stop();
  const down = await during(load, 'PostgreSQL down', 6_000);
  checkDown(down, [503]);
  checks.check(
    down.samples
      .filter((s) => s.label.startsWith('api'))
      .every((s) => /DATABASE_UNAVAILABLE/.test(s.body)),
    'PostgreSQL down: the API says DATABASE_UNAVAILABLE (503), not INTERNAL_ERROR',
  );
  checks.check(api.child.exitCode === null, 'PostgreSQL down: the API process stays up');

  postgres.start();
  const back = await recovery(cookie);
  checks.check(back < 15_000, `PostgreSQL back: recovered by itself in ${back} ms`);
  checkUp(await during(load, 'PostgreSQL back', 3_000));

  await load.end();
  await stop(app);
  await stop(api);
  postgres.drop();
}

try {
  await assertPortsFree(API_PORT, APP_PORT);
  console.info(`Faults drill: UPSTREAM_TIMEOUT_MS=${UPSTREAM_TIMEOUT_MS}, app on ${APP}`);
  if (process.env.DRILL_SKIP_API !== '1') await apiProcessDrill();
  if (process.env.DRILL_SKIP_POSTGRES !== '1') await postgresDrill();
} catch (error) {
  checks.check(false, `the drill ran to the end (${(error as Error).message})`);
} finally {
  await stopAll();
}
checks.finish();
