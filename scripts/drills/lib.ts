/**
 * What the drills (faults, load, scale-out) share: processes they start and stop by
 * their own pid, waiting for a port, signing in through the BFF, timing requests, RSS.
 * Ports: DRILL_PORT_BASE (default 3600) and up; data under E2E_DATA_ROOT (default /tmp/academy-drills).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../shared/runtime/node-runtime';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PORT_BASE = Number(process.env.DRILL_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 3600);
export const DATA_ROOT = process.env.E2E_DATA_ROOT ?? '/tmp/academy-drills';
export const PGPORT = Number(process.env.PGPORT ?? 54333);
export const PG_DIR = process.env.TEST_PG_DIR ?? '/tmp/academy-drills-pg';
export const PASSWORD = 'academy-demo';

export type Proc = { name: string; child: ChildProcess; log: string };

const started: Proc[] = [];

/** Starts a process of this drill; its output goes to a log file beside its data. */
export function start(name: string, command: string, args: string[], env: Record<string, string>) {
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  const log = path.join(DATA_ROOT, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out, out],
  });
  const proc = { name, child, log };
  started.push(proc);
  return proc;
}

/** Ends one of this drill's processes (never anything it did not start) and waits for it. */
export async function stop(proc: Proc, signal: NodeJS.Signals = 'SIGTERM', waitMs = 15_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()));
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), waitMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  for (const proc of started.reverse()) {
    if (proc.child.signalCode === 'SIGSTOP') proc.child.kill('SIGCONT');
    await stop(proc, 'SIGTERM', 5_000).catch(() => undefined);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

/** Refuses to start when something (another run, another engineer) already listens on a port. */
export async function assertPortsFree(...ports: number[]) {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free)
      throw new Error(
        `port ${port} is in use: stop what listens there (DRILL_PORT_BASE moves the drills)`,
      );
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200 (or the process dies, or the time is up). */
export async function waitFor(url: string, proc?: Proc, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc && proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited (${proc.child.exitCode}); see ${proc.log}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** The standalone production build (npm run build), on `port`, with `env`. */
export function startApp(
  name: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
) {
  if (!fs.existsSync(path.join(ROOT, '.next/standalone/server.js'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  // As the Docker image and `npm run serve` run it (shared/runtime/node-runtime.ts).
  const args = [...SERVER_NODE_FLAGS, ...nodeArgs, '.next/standalone/server.js'];
  return start(name, process.execPath, args, {
    ...SERVER_ENV,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    ACADEMY_REGISTRATIONS_PER_ADDRESS: '100000',
    ...env,
  });
}

/** The Academy API as its own process (npm run api) on `port`. */
export function startApi(name: string, port: number, env: Record<string, string>) {
  // Node itself with tsx as a loader (not the tsx wrapper): a signal reaches the server.
  return start(name, process.execPath, ['--import', 'tsx', 'academy-api/server.ts'], {
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    ACADEMY_REGISTRATIONS_PER_ADDRESS: '100000',
    ...env,
  });
}

/** A fresh data directory, loaded from a seeded snapshot made once per drill root. */
export async function freshDataDir(name: string): Promise<{ dir: string; snapshot: string }> {
  const dir = path.join(DATA_ROOT, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const snapshot = process.env.ACADEMY_DB_SNAPSHOT ?? path.join(DATA_ROOT, 'seed-snapshot.tar.gz');
  if (!fs.existsSync(snapshot)) {
    console.info(`› making the seeded snapshot ${snapshot} (once)…`);
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['academy-api/scripts/snapshot.ts', snapshot],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  }
  return { dir, snapshot };
}

/** PostgreSQL for the drills (scripts/test-postgres.sh on PGPORT, data in TEST_PG_DIR). */
export const postgres = {
  url: (db = 'academy_e2e') => `postgres://postgres@127.0.0.1:${PGPORT}/${db}`,
  env: () => ({ ...process.env, PGPORT: String(PGPORT), TEST_PG_DIR: PG_DIR }),
  fresh() {
    execFileSync('bash', ['scripts/test-postgres.sh', 'start'], { cwd: ROOT, env: this.env() });
  },
  pgCtl(args: string[]) {
    const bin = execFileSync('bash', [
      '-c',
      'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1',
    ])
      .toString()
      .trim();
    const command = [`${bin}/pg_ctl`, '-D', `${PG_DIR}/data`, ...args];
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', ...command]);
    else execFileSync(command[0] as string, command.slice(1));
  },
  /** Stops the server at once (connections cut), as a crash or failover would. */
  stop() {
    this.pgCtl(['-m', 'immediate', 'stop']);
  },
  start() {
    this.pgCtl([
      '-l',
      `${PG_DIR}/server.log`,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${PGPORT} -k ${PG_DIR} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  },
  drop() {
    execFileSync('bash', ['scripts/test-postgres.sh', 'stop'], { cwd: ROOT, env: this.env() });
  },
};

/** Signs in through the BFF; the session cookie to send with later requests. */
export async function signIn(base: string, email: string, host?: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(host ? { host } : {}),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export type Sample = { at: number; ms: number; status: number; label: string; note?: string };

/** One timed request: status 0 is a client-side failure (time-out, refused), with its reason. */
export async function timed(
  label: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Sample & { body: string; headers: Headers | null }> {
  const at = Date.now();
  const startedAt = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const body = await response.text();
    return {
      at,
      ms: performance.now() - startedAt,
      status: response.status,
      label,
      body,
      headers: response.headers,
    };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? 'client time-out'
        : String((error as Error).cause ?? error);
    return {
      at,
      ms: performance.now() - startedAt,
      status: 0,
      label,
      note: reason,
      body: '',
      headers: null,
    };
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Resident memory of a process in MB (Linux /proc), summed over its children (tsx → node). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  let total = 0;
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
    } catch {
      // gone
    }
  };
  visit(pid);
  return Math.round(total);
}

export function statusCounts(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return counts;
}

export class Checks {
  failures: string[] = [];
  check(ok: boolean, what: string) {
    console.info(`${ok ? '  ✓' : '  ✗'} ${what}`);
    if (!ok) this.failures.push(what);
  }
  finish(): never {
    console.info(
      this.failures.length === 0
        ? '\nAll checks passed.'
        : `\n${this.failures.length} check(s) failed:\n- ${this.failures.join('\n- ')}`,
    );
    process.exit(this.failures.length === 0 ? 0 : 1);
  }
}
