import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../shared/runtime/node-runtime';

const root = process.cwd();
const standalone = path.join(root, '.next/standalone');
const serverJs = path.join(standalone, 'server.js');
const buildId = path.join(root, '.next/BUILD_ID');
const SOURCES = [
  'app',
  'components',
  'lib',
  'academy-api',
  'messages',
  'proxy.ts',
  'next.config.ts',
];

function newestUnder(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('/bench'))
    .reduce((newest, entry) => {
      return Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }, 0);
}

/** The benchmark runs the built app: refuse without a build, warn when it looks stale. */
export function checkBuild(): void {
  if (!fs.existsSync(serverJs) || !fs.existsSync(buildId)) {
    console.error('No standalone build found. Run `npm run build` first, then this benchmark.');
    process.exit(1);
  }
  const built = fs.statSync(buildId).mtimeMs;
  const stale = SOURCES.filter((source) => newestUnder(path.join(root, source)) > built);
  if (stale.length > 0) {
    console.warn(`! The build is older than ${stale.join(', ')}: run \`npm run build\` first.`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type RunningServer = { origin: string; stop(): Promise<void> };

export type StandaloneOptions = {
  /** The standalone folder to run (default: this app's .next/standalone). */
  folder?: string;
  /** server.js within it (default: server.js). */
  entry?: string;
  /** What answers 200 once the server is ready (default: /api/health). */
  healthPath?: string;
};

/**
 * `node .next/standalone/server.js` on a free loopback port over the given data directory.
 * It runs from a copy (~80 MB, a second): a `next build` elsewhere replaces .next meanwhile.
 */
export async function startStandalone(
  env: Record<string, string>,
  options: StandaloneOptions = {},
): Promise<RunningServer & { pid: number }> {
  const port = await freePort();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-standalone-'));
  fs.cpSync(options.folder ?? standalone, copy, { recursive: true, verbatimSymlinks: true });
  const entry = path.join(copy, options.entry ?? 'server.js');
  // As the Docker image and `npm run serve` run it (shared/runtime/node-runtime.ts).
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    fs.rmSync(copy, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited:\n${output}`);
    }
    const ok = await fetch(`${origin}${options.healthPath ?? '/api/health'}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { origin, stop, pid: child.pid ?? 0 };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy within 60 s:\n${output}`);
}
