/**
 * npm run bench:web — the platform's production build next to a bare Next.js app of the same
 * version (bench/baseline), measured in one run with alternating rounds:
 * requests per second with 50 connections for 10 s a round, the median of 3 rounds, for
 * /api/v1/me, signed-in pages and guest pages, each against its bare counterpart; then the
 * first-load JavaScript of the guest pages and the signed-in shell, and the app's memory after
 * the load. It builds nothing: run `npm run build` and `npm run bench:baseline-build` first.
 *
 * Both database setups, side by side in every round: the app on its embedded database (PGlite,
 * the demo) and the app on PostgreSQL in its own process, as production runs it (a throwaway
 * server from scripts/test-postgres.sh on port 54339, or BENCH_DATABASE_URL). The PostgreSQL
 * setup's CPU per request counts the app's process and the database server's.
 * BENCH_SECONDS, BENCH_ROUNDS and BENCH_CONNECTIONS change the load; BENCH_IDLE_SECONDS the
 * pause before the memory is measured again.
 *
 * Memory: the app's resident set split by kind (bench/smaps.ts: PGlite's WebAssembly memory,
 * other anonymous memory, files), and the V8 heaps of the web server's thread and of the
 * embedded API's (the memory probe, app/api/health/memory, which the app here is started with),
 * warmed up, right after the load, after an idle pause, and after a full collection.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { checkBuild, startStandalone } from '../academy-api/bench/standalone-server';
import { signIn } from './sign-in';
import { splitSmaps } from './smaps';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

const root = process.cwd();
const baselineStandalone = path.join(root, 'bench/baseline/.next/standalone');
const baselineEntry = 'bench/baseline/server.js';

type Target = { path: string; cookie?: string };
type Row = { name: string; app: Target; bare: Target };

/** CPU time (user + system, all threads) the process has used so far, in ms. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5), counted from the state (field 3).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

type Load = { rps: number; cpuMsPerRequest: number };

/** A server under load; `extraCpuMs` adds the CPU of processes it works with (its database). */
type Measured = { origin: string; pid: number; extraCpuMs?: () => number };

const PG_PORT = '54339';
const PG_DIR = path.join(os.tmpdir(), 'academy-bench-postgres');

/**
 * The CPU the PostgreSQL server has used so far: its postmaster (with the backends it has
 * reaped, cutime/cstime) and the backends still running.
 */
function postgresCpuMs(): number {
  const pidFile = path.join(PG_DIR, 'data/postmaster.pid');
  if (!fs.existsSync(pidFile)) return 0;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      // The process ended between the listing and the read (a backend that closed, any other
      // short-lived process): nothing of it to count.
      continue;
    }
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    const own = Number(fields[11]) + Number(fields[12]);
    if (Number(entry) === postmaster) ticks += own + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === postmaster) ticks += own;
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** BENCH_DATABASE_URL, or a throwaway PostgreSQL server of its own (stopped by `stop`). */
function startPostgres(): { url: string; stop(): void } {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const env = { ...process.env, PGPORT: PG_PORT, TEST_PG_DIR: PG_DIR };
  const script = path.join(root, 'scripts/test-postgres.sh');
  const base = execFileSync('bash', [script, 'start'], { env, encoding: 'utf8' }).trim();
  return {
    url: `${base}/academy_e2e`,
    stop: () => execFileSync('bash', [script, 'stop'], { env, stdio: 'ignore' }),
  };
}

/**
 * Requests per second, and the server's CPU per request: the second holds when the machine is
 * shared (rps then measures the neighbours too), and bare ÷ app of it is the rps ratio a
 * dedicated machine would show for a CPU-bound server.
 */
async function load(server: Measured, target: Target): Promise<Load> {
  const origin = server.origin;
  const serverCpu = () => cpuMs(server.pid) + (server.extraCpuMs?.() ?? 0);
  const cpuBefore = serverCpu();
  const result = await autocannon({
    url: `${origin}${target.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...(target.cookie ? { cookie: target.cookie } : {}), 'accept-language': 'en' },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.warn(`  ! ${target.path}: ${bad} failed responses`);
  const cpu = serverCpu() - cpuBefore;
  return {
    rps: result.requests.average,
    cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The gzip -9 size of the page's first-load scripts (the modern ones: `noModule` polyfills are
 * left out, matched in any case as React writes the attribute) and of its HTML.
 */
async function firstLoadJs(origin: string, pagePath: string, cookie?: string) {
  const html = await (
    await fetch(`${origin}${pagePath}`, { headers: cookie ? { cookie } : {} })
  ).text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script(?![^>]*nomodule)[^>]*\ssrc="([^"]+)"/gi)].map((m) => m[1] ?? ''),
    ),
  ].filter((src) => src.startsWith('/'));
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return {
    kb: bytes / 1000,
    scripts: sources.length,
    htmlKb: gzipSync(Buffer.from(html), { level: 9 }).byteLength / 1000,
  };
}

type Heap = {
  usedMb: number;
  totalMb: number;
  externalMb: number;
  spaces: Record<string, { usedMb: number; sizeMb: number }>;
};
type Probe = { main: Heap; embedded: Heap | null };

/** The app's memory now: its resident set by kind, and both threads' heaps (after `gc`). */
async function memory(server: { origin: string; pid: number }, gc = false) {
  // The probe first: a collection it runs shows in the resident set read after it.
  const response = await fetch(`${server.origin}/api/health/memory${gc ? '?gc' : ''}`);
  const probe = response.ok ? ((await response.json()) as Probe) : null;
  const split = splitSmaps(fs.readFileSync(`/proc/${server.pid}/smaps`, 'utf8'));
  return { ...split, probe };
}

type Memory = Awaited<ReturnType<typeof memory>>;

function heapCell(heap: Heap | null | undefined): string {
  if (!heap) return '–';
  const young = heap.spaces.new_space?.sizeMb ?? 0;
  const old = heap.spaces.old_space?.sizeMb ?? 0;
  return `${heap.usedMb.toFixed(0)} / ${heap.totalMb.toFixed(0)} (new ${young.toFixed(0)}, old ${old.toFixed(0)}), ext ${heap.externalMb.toFixed(0)}`;
}

function printMemory(points: [string, Memory][]): void {
  console.info('');
  console.info(
    '| app memory (MB) | RSS | WebAssembly (PGlite) | other anonymous | files | web thread heap used / total | API thread heap used / total |',
  );
  console.info('|---|---|---|---|---|---|---|');
  for (const [when, m] of points) {
    console.info(
      `| ${when} | ${m.rssMb} | ${m.wasmMb.join(' + ') || '0'} | ${m.otherAnonMb} | ${m.fileMb} | ${heapCell(m.probe?.main)} | ${heapCell(m.probe?.embedded)} |`,
    );
  }
}

async function main() {
  // BENCH_APP_STANDALONE: a copy of another build's .next/standalone (e.g. before a change).
  const appFolder = process.env.BENCH_APP_STANDALONE;
  if (!appFolder) checkBuild();
  if (!fs.existsSync(path.join(baselineStandalone, baselineEntry))) {
    console.error('No baseline build: run `npm run bench:baseline-build` first.');
    process.exit(1);
  }
  // The baseline serves its own static files, as the platform's standalone copy does.
  fs.cpSync(
    path.join(root, 'bench/baseline/.next/static'),
    path.join(baselineStandalone, 'bench/baseline/.next/static'),
    { recursive: true },
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-web-'));
  const app = await startStandalone(
    { ACADEMY_DATA_DIR: dataDir, ACADEMY_MEMORY_PROBE: '1' },
    appFolder ? { folder: appFolder } : {},
  );
  const bare = await startStandalone(
    {},
    { folder: baselineStandalone, entry: baselineEntry, healthPath: '/' },
  );
  const postgres = startPostgres();
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-web-pg-'));
  const pgApp: Measured & { stop(): Promise<void> } = {
    ...(await startStandalone(
      { ACADEMY_DATA_DIR: pgDataDir, DATABASE_URL: postgres.url },
      appFolder ? { folder: appFolder } : {},
    )),
    extraCpuMs: process.env.BENCH_DATABASE_URL ? undefined : postgresCpuMs,
  };
  try {
    const student = await signIn(app.origin, 'student@demo.academy');
    const admin = await signIn(app.origin, 'admin@demo.academy');
    // The same people on the PostgreSQL setup: a session is only good where it was made.
    const cookies = new Map([
      [student, await signIn(pgApp.origin, 'student@demo.academy')],
      [admin, await signIn(pgApp.origin, 'admin@demo.academy')],
    ]);
    const onPostgres = (target: Target): Target => ({
      ...target,
      cookie: (target.cookie && cookies.get(target.cookie)) ?? target.cookie,
    });
    const session = 'session=bench';
    const rows: Row[] = [
      {
        name: 'GET /api/v1/me signed in (BFF) vs route handler',
        app: { path: '/api/v1/me', cookie: student },
        bare: { path: '/api/json', cookie: session },
      },
      {
        name: '/admin/dashboard signed in vs dynamic page',
        app: { path: '/admin/dashboard', cookie: admin },
        bare: { path: '/dynamic', cookie: session },
      },
      {
        name: '/catalog signed in (student) vs dynamic page',
        app: { path: '/catalog', cookie: student },
        bare: { path: '/dynamic', cookie: session },
      },
      {
        name: '/notifications signed in vs dynamic page',
        app: { path: '/notifications', cookie: student },
        bare: { path: '/dynamic', cookie: session },
      },
      {
        name: 'guest /auth vs dynamic page',
        app: { path: '/auth', cookie: 'custom-language=en' },
        bare: { path: '/dynamic' },
      },
      {
        name: 'guest / vs dynamic page',
        app: { path: '/', cookie: 'custom-language=en' },
        bare: { path: '/dynamic' },
      },
      {
        name: 'guest course page vs dynamic page',
        app: { path: '/catalog/data-literacy', cookie: 'custom-language=en' },
        bare: { path: '/dynamic' },
      },
      {
        name: 'guest /auth vs hello-world page',
        app: { path: '/auth', cookie: 'custom-language=en' },
        bare: { path: '/' },
      },
    ];
    console.info(
      `bench:web: ${CONNECTIONS} connections, ${SECONDS} s a round, median of ${ROUNDS} rounds`,
    );
    const memoryPoints: [string, Memory][] = [];
    // Warm both servers on every path first (compilation caches, first database reads).
    for (const row of rows) {
      for (let i = 0; i < 20; i++) {
        await fetch(`${app.origin}${row.app.path}`, { headers: { cookie: row.app.cookie ?? '' } });
        await fetch(`${pgApp.origin}${row.app.path}`, {
          headers: { cookie: onPostgres(row.app).cookie ?? '' },
        });
        await fetch(`${bare.origin}${row.bare.path}`, {
          headers: { cookie: row.bare.cookie ?? '' },
        });
      }
    }
    memoryPoints.push(['warmed up', await memory(app)]);
    const results = rows.map(() => ({ app: [] as Load[], pg: [] as Load[], bare: [] as Load[] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, row] of rows.entries()) {
        const result = results[index]!;
        // Alternate which goes first, so neither always meets a warmer machine.
        if (round % 2 === 0) {
          result.app.push(await load(app, row.app));
          result.pg.push(await load(pgApp, onPostgres(row.app)));
          result.bare.push(await load(bare, row.bare));
        } else {
          result.bare.push(await load(bare, row.bare));
          result.pg.push(await load(pgApp, onPostgres(row.app)));
          result.app.push(await load(app, row.app));
        }
      }
      console.info(`  round ${round + 1} of ${ROUNDS} done`);
    }
    memoryPoints.push(['right after the load', await memory(app)]);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    memoryPoints.push([`after ${IDLE_SECONDS} s idle`, await memory(app)]);
    memoryPoints.push(['after a full collection', await memory(app, true)]);

    console.info('');
    console.info(
      '| what | bare Next.js (rps) | embedded (rps) | ratio | PostgreSQL (rps) | ratio | CPU ms/req bare | embedded | PostgreSQL (app + db) |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|');
    for (const [index, row] of rows.entries()) {
      const result = results[index]!;
      const rps = (loads: Load[]) => median(loads.map((r) => r.rps));
      const cpu = (loads: Load[]) => median(loads.map((r) => r.cpuMsPerRequest));
      const [a, p, b] = [rps(result.app), rps(result.pg), rps(result.bare)];
      console.info(
        `| ${row.name} | ${b.toFixed(0)} | ${a.toFixed(0)} | ${(a / b).toFixed(2)} | ${p.toFixed(0)} | ${(p / b).toFixed(2)} | ${cpu(result.bare).toFixed(2)} | ${cpu(result.app).toFixed(2)} | ${cpu(result.pg).toFixed(2)} |`,
      );
    }

    const bareJs = await firstLoadJs(bare.origin, '/');
    const pages = [
      { name: 'guest /auth', ...(await firstLoadJs(app.origin, '/auth', 'custom-language=en')) },
      { name: 'guest /', ...(await firstLoadJs(app.origin, '/', 'custom-language=en')) },
      {
        name: 'signed-in shell (/catalog)',
        ...(await firstLoadJs(app.origin, '/catalog', student)),
      },
    ];
    console.info('');
    console.info('| first-load JS (gzip -9, modern scripts) | kB | scripts | vs bare | HTML kB |');
    console.info('|---|---|---|---|---|');
    console.info(
      `| bare Next.js / | ${bareJs.kb.toFixed(1)} | ${bareJs.scripts} | | ${bareJs.htmlKb.toFixed(1)} |`,
    );
    for (const page of pages) {
      const extra = page.kb - bareJs.kb;
      console.info(
        `| ${page.name} | ${page.kb.toFixed(1)} | ${page.scripts} | ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} kB | ${page.htmlKb.toFixed(1)} |`,
      );
    }
    printMemory(memoryPoints);
  } finally {
    await Promise.all([app.stop(), bare.stop(), pgApp.stop()]);
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
}

await main();
