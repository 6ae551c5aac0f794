/**
 * npm run bench:web — the platform's production build next to a bare Next.js app of the same
 * version (bench/baseline), measured in one run with alternating rounds (issue 13):
 * requests per second with 50 connections for 10 s a round, the median of 3 rounds, for
 * /api/v1/me, signed-in pages and guest pages, each against its bare counterpart; then the
 * first-load JavaScript of the guest pages and the signed-in shell, and the app's memory after
 * the load. It builds nothing: run `npm run build` and `npm run bench:baseline-build` first.
 * BENCH_SECONDS, BENCH_ROUNDS and BENCH_CONNECTIONS change the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { checkBuild, startStandalone } from '../academy-api/bench/standalone-server';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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

/**
 * Requests per second, and the server's CPU per request: the second holds when the machine is
 * shared (rps then measures the neighbours too), and bare ÷ app of it is the rps ratio a
 * dedicated machine would show for a CPU-bound server.
 */
async function load(server: { origin: string; pid: number }, target: Target): Promise<Load> {
  const origin = server.origin;
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: `${origin}${target.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...(target.cookie ? { cookie: target.cookie } : {}), 'accept-language': 'en' },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.warn(`  ! ${target.path}: ${bad} failed responses`);
  const cpu = cpuMs(server.pid) - cpuBefore;
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

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
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
    { ACADEMY_DATA_DIR: dataDir },
    appFolder ? { folder: appFolder } : {},
  );
  const bare = await startStandalone(
    {},
    { folder: baselineStandalone, entry: baselineEntry, healthPath: '/' },
  );
  try {
    const student = await signIn(app.origin, 'student@demo.academy');
    const admin = await signIn(app.origin, 'admin@demo.academy');
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
        name: 'guest /auth vs hello-world page',
        app: { path: '/auth', cookie: 'custom-language=en' },
        bare: { path: '/' },
      },
    ];
    console.info(
      `bench:web: ${CONNECTIONS} connections, ${SECONDS} s a round, median of ${ROUNDS} rounds`,
    );
    const rss = { before: rssMb(app.pid), after: 0 };
    // Warm both servers on every path first (compilation caches, first database reads).
    for (const row of rows) {
      for (let i = 0; i < 20; i++) {
        await fetch(`${app.origin}${row.app.path}`, { headers: { cookie: row.app.cookie ?? '' } });
        await fetch(`${bare.origin}${row.bare.path}`, {
          headers: { cookie: row.bare.cookie ?? '' },
        });
      }
    }
    const results = rows.map(() => ({ app: [] as Load[], bare: [] as Load[] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, row] of rows.entries()) {
        const result = results[index]!;
        // Alternate which goes first, so neither always meets a warmer machine.
        if (round % 2 === 0) {
          result.app.push(await load(app, row.app));
          result.bare.push(await load(bare, row.bare));
        } else {
          result.bare.push(await load(bare, row.bare));
          result.app.push(await load(app, row.app));
        }
      }
      console.info(`  round ${round + 1} of ${ROUNDS} done`);
    }
    rss.after = rssMb(app.pid);

    console.info('');
    console.info(
      '| what | this app (rps) | bare Next.js (rps) | ratio | app CPU ms/req | bare CPU ms/req | CPU ratio |',
    );
    console.info('|---|---|---|---|---|---|---|');
    for (const [index, row] of rows.entries()) {
      const result = results[index]!;
      const a = median(result.app.map((r) => r.rps));
      const b = median(result.bare.map((r) => r.rps));
      const ca = median(result.app.map((r) => r.cpuMsPerRequest));
      const cb = median(result.bare.map((r) => r.cpuMsPerRequest));
      console.info(
        `| ${row.name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(a / b).toFixed(2)} | ${ca.toFixed(2)} | ${cb.toFixed(2)} | ${(cb / ca).toFixed(2)} |`,
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
    console.info('');
    console.info(
      `App memory (RSS): ${rss.before.toFixed(0)} MB warmed up, ${rss.after.toFixed(0)} MB after the load`,
    );
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
