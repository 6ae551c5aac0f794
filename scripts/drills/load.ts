/**
 * npm run drill:load (docs/drills.md), on the production build (`npm run build` first).
 *
 * LOAD_USERS (100) students, each registered for the drill with a session of their own, act at
 * once for LOAD_SECONDS (60) through the BFF: page views (/catalog, /portfolio, /notifications),
 * reads (/api/v1/me, notifications, portfolio), and writes: a preference set to a new value,
 * a portfolio item added, a notification marked read. Afterwards every acknowledged write is
 * read back (0 lost). Runs LOAD_RUNS (3) times after a warm-up, on the embedded database
 * (PGlite) and on PostgreSQL (PGPORT, 54333; LOAD_DATABASES=embedded,postgres), and reports per
 * run: requests, statuses, p50/p95/p99/max, responses >= 500 (must be 0), writes acknowledged and
 * lost (must be 0), and the app's memory after the warm-up (a whole run by default) and after
 * each run: RSS as the load left it and after a full GC of every thread (the app runs with
 * `--inspect` on DRILL_PORT_BASE + 21; LOAD_INSPECT=0 without), each thread's V8 heap, and what
 * RSS holds outside the heaps. The check: RSS after the last run within 15 % of the warmed-up
 * level. LOAD_HEAP_SNAPSHOTS=<dir> writes heap snapshots of every thread after the warm-up and the
 * last run (after their RSS is read) and prints what grew (scripts/drills/heap-diff.ts compares any two).
 *
 * The machine is shared (2 cores, other builds running): latencies are this machine's under
 * that noise, not the product's capacity.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compare, summarize as summarizeSnapshot } from './heap-diff';
import { AppInspector } from './inspector';
import {
  assertPortsFree,
  Checks,
  freshDataDir,
  PORT_BASE,
  type Proc,
  percentile,
  postgres,
  rssMb,
  sleep,
  startApp,
  stop,
  stopAll,
  timed,
  waitFor,
} from './lib';

const USERS = Number(process.env.LOAD_USERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RUNS = Number(process.env.LOAD_RUNS ?? 3);
/** The warm-up is a whole run by default: RSS is compared with the level a real run leaves. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? SECONDS);
/** LOAD_HEAP_SNAPSHOTS=<dir>: heap snapshots of every thread after the warm-up and the last run. */
const SNAPSHOT_DIR = process.env.LOAD_HEAP_SNAPSHOTS;
/** LOAD_INSPECT=0 starts the app without the inspector (no heap figures, no forced GC). */
const INSPECT = process.env.LOAD_INSPECT !== '0';
const DATABASES = (process.env.LOAD_DATABASES ?? 'embedded,postgres').split(',');
/**
 * LOAD_THINK_SECONDS (3): the mean pause between one user's actions (exponentially distributed,
 * as arrivals of people reading a page are). 0 makes the drill closed-loop: every user sends the
 * next request the moment the last is answered, which saturates the machine whatever the code
 * does (by Little's law the mean latency is users ÷ throughput) and so measures capacity, not
 * what 100 people reading and clicking wait.
 */
const THINK_SECONDS = Number(process.env.LOAD_THINK_SECONDS ?? 3);
/** Issue 36: on PostgreSQL, p95 of every page kind within this with people thinking. */
const PAGE_P95_MS = 500;
const RSS_TOLERANCE = 0.15;
const APP_PORT = PORT_BASE + 20;
const APP = `http://127.0.0.1:${APP_PORT}`;
const INSPECT_PORT = PORT_BASE + 21;
const checks = new Checks();

type User = {
  id: string;
  cookie: string;
  /** The last preference value the app acknowledged (2xx). */
  preference?: number;
  /** Values sent after that one without an answer (a client time-out may still be applied). */
  preferencePending: number[];
  preferenceId?: string;
  portfolioItems: string[];
  notificationsRead: string[];
};

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/vnd.api+json' };

/** The portal's current terms and privacy statement, accepted by every registration. */
async function currentAgreements(): Promise<string[]> {
  const response = await fetch(`${APP}/api/v1/agreements/current`, { headers: XHR });
  if (!response.ok) throw new Error(`agreements: ${response.status}`);
  return ((await response.json()) as { data: { id: string }[] }).data.map((v) => v.id);
}

async function register(index: number, run: string): Promise<User> {
  const email = `load-${run}-${index}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const response = await fetch(`${APP}/api/auth/register`, {
    method: 'POST',
    headers: { ...XHR, 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: `Load User ${index}`,
      email,
      password: 'a-long-password',
      accepted_agreements: await currentAgreements(),
    }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok)
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${APP}/api/v1/me`, { headers: { cookie } }).then((r) => r.json());
  return {
    id: me.data.id,
    cookie,
    portfolioItems: [],
    notificationsRead: [],
    preferencePending: [],
  };
}

type Result = { label: string; status: number; ms: number; note?: string };

/** One user's session: a random mix of views, reads and writes until the deadline. */
async function act(user: User, until: number, results: Result[], seq: { n: number }) {
  const headers = { ...XHR, cookie: `${user.cookie}; custom-language=nl` };
  const base = `${APP}/api/v1/accounts/${user.id}`;
  while (Date.now() < until) {
    if (THINK_SECONDS > 0) {
      const pause = -Math.log(1 - Math.random()) * THINK_SECONDS * 1000;
      await sleep(Math.min(pause, Math.max(0, until - Date.now())));
      if (Date.now() >= until) break;
    }
    const roll = Math.random();
    let sample: Awaited<ReturnType<typeof timed>>;
    if (roll < 0.25) {
      const page = ['/catalog', '/portfolio', '/notifications', '/courses'][
        Math.floor(Math.random() * 4)
      ];
      sample = await timed(`page ${page}`, `${APP}${page}`, { headers });
    } else if (roll < 0.4) {
      sample = await timed('GET /v1/me', `${APP}/api/v1/me`, { headers });
    } else if (roll < 0.5) {
      sample = await timed('GET notifications', `${base}/notifications?page[size]=5`, { headers });
    } else if (roll < 0.6) {
      sample = await timed('GET portfolio', `${base}/portfolio_items?page[size]=20`, { headers });
    } else if (roll < 0.75) {
      const value = ++seq.n;
      const body = JSON.stringify({
        data: { type: 'preferences', attributes: { property: 'load-drill', payload: { value } } },
      });
      sample = user.preferenceId
        ? await timed('PATCH preference', `${base}/preferences/${user.preferenceId}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({
              data: {
                type: 'preferences',
                id: user.preferenceId,
                attributes: { payload: { value } },
              },
            }),
          })
        : await timed('POST preference', `${base}/preferences`, { method: 'POST', headers, body });
      if (sample.status >= 200 && sample.status < 300) {
        user.preference = value;
        // Values sent earlier without an answer stay possible: a request the client gave up on
        // may still be waiting in the server and land after this one (last write wins).
        user.preferenceId ??= JSON.parse(sample.body).data?.id;
      } else if (sample.status === 0) {
        user.preferencePending.push(value);
      }
    } else if (roll < 0.88) {
      const title = `Load drill item ${++seq.n}`;
      sample = await timed('POST portfolio item', `${base}/portfolio_items`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: {
            type: 'portfolio_items',
            attributes: { title, kind: 'reflection', description: 'Written under load.' },
          },
        }),
      });
      if (sample.status === 201) user.portfolioItems.push(JSON.parse(sample.body).data.id);
    } else {
      // A notification to read: each user gets one from the drill's staff session first.
      const list = await timed(
        'GET unread',
        `${base}/notifications?filter[status]=unread&page[size]=1`,
        { headers },
      );
      results.push(list);
      const unread = list.status === 200 ? JSON.parse(list.body).data?.[0]?.id : undefined;
      if (!unread) continue;
      sample = await timed('PATCH notification read', `${base}/notifications/${unread}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          data: {
            type: 'notifications',
            id: unread,
            attributes: { read_at: new Date().toISOString() },
          },
        }),
      });
      if (sample.status === 200) user.notificationsRead.push(unread);
    }
    results.push(sample);
  }
}

/** Gives every user unread notifications (staff send them), so reads have something to mark. */
async function seedNotifications(users: User[], staffCookie: string, perUser: number) {
  const headers = { ...XHR, cookie: staffCookie };
  for (const user of users) {
    for (let i = 0; i < perUser; i++) {
      const response = await fetch(`${APP}/api/v1/accounts/${user.id}/notifications`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: { type: 'notifications', attributes: { message: `Load drill ${i}: read me.` } },
        }),
      });
      if (response.status !== 201) {
        throw new Error(`notification for ${user.id}: ${response.status} ${await response.text()}`);
      }
    }
  }
}

/** Reads every acknowledged write back: the number that is missing. */
async function lostWrites(users: User[]): Promise<{ checked: number; lost: string[] }> {
  const lost: string[] = [];
  let checked = 0;
  for (const user of users) {
    const headers = { ...XHR, cookie: user.cookie };
    const base = `${APP}/api/v1/accounts/${user.id}`;
    if (user.preference !== undefined) {
      checked++;
      const prefs = await fetch(`${base}/preferences?filter[property]=load-drill`, {
        headers,
      }).then((r) => r.json());
      const value = prefs.data?.[0]?.attributes?.payload?.value;
      // A later value sent without an answer (a client time-out) may have been applied: the
      // acknowledged one was then overwritten, not lost.
      if (value !== user.preference && !user.preferencePending.includes(value))
        lost.push(`${user.id} preference ${user.preference} (found ${value})`);
    }
    const items = new Set<string>();
    for (let page = 1; ; page++) {
      const body = await fetch(`${base}/portfolio_items?page[size]=75&page[number]=${page}`, {
        headers,
      }).then((r) => r.json());
      for (const item of body.data ?? []) items.add(item.id);
      if ((body.data ?? []).length < 75) break;
    }
    for (const id of user.portfolioItems) {
      checked++;
      if (!items.has(id)) lost.push(`${user.id} portfolio item ${id}`);
    }
    for (const id of user.notificationsRead) {
      checked++;
      const note = await fetch(`${base}/notifications/${id}`, { headers }).then((r) => r.json());
      if (!note.data?.attributes?.read_at) lost.push(`${user.id} notification ${id} not read`);
    }
  }
  return { checked, lost };
}

async function runLoad(users: User[], seconds: number) {
  const results: Result[] = [];
  const seq = { n: Date.now() % 1_000_000 };
  const until = Date.now() + seconds * 1000;
  await Promise.all(users.map((user) => act(user, until, results, seq)));
  return results;
}

function summarize(name: string, results: Result[], seconds: number) {
  const ms = results.map((r) => r.ms);
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const failed = results.filter((r) => r.status >= 500);
  const unanswered = results.filter((r) => r.status === 0);
  console.info(
    `  ${name}: ${results.length} requests (${Math.round(results.length / seconds)}/s), statuses ${JSON.stringify(statuses)}, p50 ${Math.round(percentile(ms, 50))} ms, p95 ${Math.round(percentile(ms, 95))} ms, p99 ${Math.round(percentile(ms, 99))} ms, max ${Math.round(Math.max(0, ...ms))} ms`,
  );
  const byLabel = new Map<string, number[]>();
  for (const r of results) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r.ms]);
  for (const [label, values] of [...byLabel].sort()) {
    console.info(
      `      ${label.padEnd(26)} n=${String(values.length).padStart(5)}  p50 ${Math.round(percentile(values, 50))} ms  p95 ${Math.round(percentile(values, 95))} ms  p99 ${Math.round(percentile(values, 99))} ms`,
    );
  }
  const pageP95 = [...byLabel]
    .filter(([label]) => label.startsWith('page '))
    .map(([label, values]) => ({ label, p95: percentile(values, 95) }));
  return { failed, unanswered, p99: percentile(ms, 99), pageP95 };
}

async function drill(database: string) {
  console.info(
    `\n━━ ${USERS} users (${THINK_SECONDS > 0 ? `${THINK_SECONDS} s to think between actions, on average` : 'closed loop, no time to think'}) for ${SECONDS} s × ${RUNS} runs on ${database === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)'}`,
  );
  const { dir, snapshot } = await freshDataDir(`load-${database}`);
  if (database === 'postgres') postgres.fresh();
  const env: Record<string, string> =
    database === 'postgres'
      ? { ACADEMY_DATA_DIR: dir, DATABASE_URL: postgres.url() }
      : { ACADEMY_DATA_DIR: dir, ACADEMY_DB_SNAPSHOT: snapshot };
  const app: Proc = startApp(
    `load-${database}`,
    APP_PORT,
    env,
    INSPECT ? [`--inspect=127.0.0.1:${INSPECT_PORT}`] : [],
  );
  await waitFor(`${APP}/api/health`, app, 300_000);
  const inspector = INSPECT ? await AppInspector.connect(INSPECT_PORT) : null;
  if (SNAPSHOT_DIR) fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });

  /**
   * The app's memory at rest: RSS as the load left it, then (with the inspector) after a full
   * GC on every thread, with each thread's V8 heap; what RSS holds beyond the heaps is native
   * memory (PGlite's WebAssembly memory, buffers, code). Snapshots when asked.
   */
  const memory = async (label: string) => {
    const raw = rssMb(app.child.pid);
    if (!inspector) {
      console.info(`  ${label}: RSS ${raw} MB`);
      return { raw, rss: raw };
    }
    const heaps = await inspector.heaps();
    const rss = rssMb(app.child.pid);
    const outside = rss - heaps.main.totalMb - heaps.workers.totalMb;
    console.info(
      `  ${label}: RSS ${raw} MB, after a full GC ${rss} MB; V8 heap used/total: main ${heaps.main.usedMb}/${heaps.main.totalMb} MB, API thread ${heaps.workers.usedMb}/${heaps.workers.totalMb} MB; outside the heaps ${outside} MB`,
    );
    // At the warm-up and after the last run only: a snapshot takes long and its own memory.
    if (SNAPSHOT_DIR && (label === 'after the warm-up' || label === `after run ${RUNS}`)) {
      const files = await inspector.snapshots(
        path.join(SNAPSHOT_DIR, `${database}-${label.replace(/\W+/g, '-')}`),
      );
      console.info(`    snapshots: ${files.join(', ')}`);
      snapshots.push(files);
    }
    return { raw, rss };
  };
  const snapshots: string[][] = [];
  const staff = await import('./lib').then(({ signIn }) => signIn(APP, 'support@demo.academy'));

  const users: User[] = [];
  for (let i = 0; i < USERS; i += 10) {
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, USERS - i) }, (_, k) => register(i + k, database)),
      )),
    );
  }
  await seedNotifications(users, staff, 3 * RUNS + 3);
  console.info(
    `  ${users.length} students registered, each with ${3 * RUNS + 3} unread notifications`,
  );

  const warmResults = await runLoad(users, WARMUP_SECONDS);
  summarize(`warm-up (${WARMUP_SECONDS} s)`, warmResults, WARMUP_SECONDS);
  await sleep(5_000);
  const warm = await memory('after the warm-up');
  const warmRss = warm.rss;

  for (let run = 1; run <= RUNS; run++) {
    const before = rssMb(app.child.pid);
    const results = await runLoad(users, SECONDS);
    const { failed, unanswered, pageP95 } = summarize(`run ${run}`, results, SECONDS);
    await sleep(5_000);
    const after = (await memory(`after run ${run}`)).rss;
    const { checked, lost } = await lostWrites(users);
    console.info(
      `  run ${run}: RSS ${before} → ${after} MB (warm-up ${warmRss} MB, ${after > warmRss ? '+' : ''}${Math.round(((after - warmRss) / warmRss) * 100)} %); ${checked} acknowledged writes read back, ${lost.length} lost`,
    );
    checks.check(
      failed.length === 0,
      `${database} run ${run}: 0 responses >= 500 (${failed.length}: ${JSON.stringify(failed.slice(0, 3))})`,
    );
    checks.check(
      unanswered.length === 0,
      `${database} run ${run}: every request answered within 30 s (${unanswered.length} client time-outs or resets)`,
    );
    checks.check(
      lost.length === 0,
      `${database} run ${run}: 0 lost writes of ${checked} (${lost.slice(0, 3).join('; ')})`,
    );
    if (database === 'postgres' && THINK_SECONDS > 0) {
      checks.check(
        pageP95.every((page) => page.p95 <= PAGE_P95_MS),
        `${database} run ${run}: p95 of every page kind ≤ ${PAGE_P95_MS} ms with ${THINK_SECONDS} s to think (${pageP95.map((page) => `${page.label} ${Math.round(page.p95)} ms`).join(', ')})`,
      );
    }
    if (run === RUNS) {
      checks.check(
        after <= warmRss * (1 + RSS_TOLERANCE),
        `${database}: RSS after ${RUNS} runs (${after} MB${inspector ? ', after a full GC' : ''}) within 15 % of the warmed-up ${warmRss} MB${SNAPSHOT_DIR ? ' (heap snapshots were taken: their own memory stays in RSS; judge RSS on a run without LOAD_HEAP_SNAPSHOTS)' : ''}`,
      );
    }
  }
  // What grew between the warm-up and the last run, thread by thread (shallow size by constructor).
  const [first, last] = [snapshots[0], snapshots[snapshots.length - 1]];
  if (first && last && first !== last) {
    first.forEach((file, index) => {
      const rows = compare(summarizeSnapshot(file), summarizeSnapshot(last[index] as string));
      console.info(`  heap growth, ${path.basename(file)} → ${path.basename(last[index] ?? '')}:`);
      for (const row of rows.slice(0, 12)) {
        console.info(
          `      ${row.key.slice(0, 40).padEnd(41)} ${String(row.count).padStart(8)}  ${(row.bytes / 1048576).toFixed(2).padStart(8)} MB`,
        );
      }
    });
  }
  inspector?.close();
  await stop(app);
  if (database === 'postgres') postgres.drop();
}

try {
  await assertPortsFree(APP_PORT);
  for (const database of DATABASES) await drill(database);
} catch (error) {
  checks.check(false, `the drill ran to the end (${(error as Error).stack})`);
} finally {
  await stopAll();
}
checks.finish();
