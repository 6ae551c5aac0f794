/**
 * npm run bench:profile -- <path> [student|admin|guest] — where the production server's time goes
 * on one page: starts the standalone build with `--cpu-prof`, loads the page with
 * autocannon (BENCH_CONNECTIONS, BENCH_SECONDS), stops the server so it writes its profiles
 * (one per thread: the web server and the embedded API's worker), and prints the self time by
 * package/area and the heaviest functions. Builds nothing: run `npm run build` first.
 * BENCH_PROFILE_DIR keeps the .cpuprofile files (open them in Chrome DevTools);
 * BENCH_DATABASE_URL profiles the app on PostgreSQL instead of its embedded database;
 * BENCH_APP_STANDALONE profiles a copy of another build's .next/standalone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { checkBuild, startStandalone } from '../academy-api/bench/standalone-server';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** A profile frame's area: the package (or our own code) the time is spent in. */
export function areaOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8/native (program)';
    return `native ${functionName}`;
  }
  const compiled = /next\/dist\/compiled\/([^/]+(?:\/[^/]+)?)/.exec(url);
  if (compiled) {
    const name = compiled[1] ?? '';
    if (name.startsWith('react-dom') || name.startsWith('react-server-dom'))
      return `react: ${name}`;
    return `next compiled: ${name.split('/')[0]}`;
  }
  if (url.includes('next/dist/')) return `next: ${/next\/dist\/([^/]+\/[^/]+)/.exec(url)?.[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `package: ${pkg[1]}`;
  if (url.includes('.next/server/')) return `app bundle: ${path.basename(url)}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  return url;
}

/** Self time per function over the last `seconds` of the profile (the load, not the start-up). */
function summarise(file: string, seconds = SECONDS) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  // The server stops about a second after the load ends.
  const from = profile.endTime - (seconds + 1) * 1_000_000;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const area = areaOf(frame.url, frame.functionName);
    if (area === 'idle') continue;
    busy += us;
    areas.set(area, (areas.get(area) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`);
  console.info(`\n${path.basename(file)}: ${(busy / 1000).toFixed(0)} ms busy`);
  console.info('By area (self time):');
  console.info(top(areas, 14).join('\n'));
  console.info('Heaviest functions (self time):');
  console.info(top(functions, 16).join('\n'));
}

async function main() {
  const [pagePath = '/auth', who = 'guest'] = process.argv.slice(2);
  // `npm run bench:profile -- file.cpuprofile …`: summarise profiles written before.
  if (pagePath.endsWith('.cpuprofile')) {
    for (const file of process.argv.slice(2)) summarise(file);
    return;
  }
  const appFolder = process.env.BENCH_APP_STANDALONE;
  if (!appFolder) checkBuild();
  const profileDir =
    process.env.BENCH_PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'academy-profile-'));
  fs.mkdirSync(profileDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-profile-data-'));
  const app = await startStandalone(
    {
      ACADEMY_DATA_DIR: dataDir,
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
      // The PostgreSQL setup: BENCH_DATABASE_URL (e.g. scripts/test-postgres.sh's server).
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    appFolder ? { folder: appFolder } : {},
  );
  try {
    const cookie =
      who === 'guest' ? 'custom-language=en' : await signIn(app.origin, `${who}@demo.academy`);
    for (let i = 0; i < 30; i++) await fetch(`${app.origin}${pagePath}`, { headers: { cookie } });
    const result = await autocannon({
      url: `${app.origin}${pagePath}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie, 'accept-language': 'en' },
    });
    console.info(
      `${pagePath} as ${who}: ${result.requests.average.toFixed(0)} rps, ${result.requests.total} requests, ${result.non2xx} non-2xx`,
    );
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const files = fs
    .readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(profileDir, name));
  for (const file of files) summarise(file);
  if (!process.env.BENCH_PROFILE_DIR) fs.rmSync(profileDir, { recursive: true, force: true });
}

await main();
