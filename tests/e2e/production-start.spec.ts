import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from '../../academy-api/db/schema';
import { seedPortals } from '../../academy-api/portals/portals.seed';
import { currentAgreementIdsAt } from './support/agreements';
import { E2E_PORTS } from './support/ports';

/**
 * The production build started as production (APP_ENV=production, a
 * session secret, PostgreSQL) on a database of its own:
 * - required settings are refused by name, and the demo seed cannot be turned on;
 * - no demo data: the README's staff account and password do not sign in, and no demo account
 *   exists (a portal is then created the way an operator would, to sign someone up);
 * - the session cookie is `__Host-` (Secure, Path=/, no Domain), HSTS is on every answer;
 * - Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, its own retriever and tests) passes
 *   every test that can pass without TLS (all but redirection and HSTS, which need https).
 * Needs PostgreSQL: E2E_DATABASE_URL (npm test and npm run test:production-start set it).
 */
const require = createRequire(import.meta.url);
const databaseUrl = process.env.E2E_DATABASE_URL;
const PORT = E2E_PORTS.embedded + 98;
const BASE = `http://localhost:${PORT}`;
const SECRET = randomBytes(32).toString('hex');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      ACADEMY_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'academy-prod-')),
      ACADEMY_DB_SNAPSHOT: '',
      SESSION_SECRET: '',
      DATABASE_URL: '',
      ACADEMY_API_URL: '',
      ACADEMY_SEED: '',
      APP_ENV: 'production',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

/** Starts it and waits for the code it stops with (a refused configuration stops at once). */
async function refusedStart(env: Record<string, string>) {
  const server = startServer(env);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output() };
}

test.describe('a production start', () => {
  test.skip(!databaseUrl, 'needs PostgreSQL: E2E_DATABASE_URL (npm run test:production-start)');

  test('refuses missing settings by name, and the demo seed', async () => {
    const missing = await refusedStart({});
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('SESSION_SECRET');
    expect(missing.output).toContain('DATABASE_URL or ACADEMY_API_URL');

    const shortSecret = await refusedStart({
      SESSION_SECRET: 'too-short',
      DATABASE_URL: databaseUrl ?? '',
    });
    expect(shortSecret.code).toBe(1);
    expect(shortSecret.output).toContain('SESSION_SECRET');

    const seed = await refusedStart({
      SESSION_SECRET: SECRET,
      DATABASE_URL: databaseUrl ?? '',
      ACADEMY_SEED: 'true',
    });
    expect(seed.code).toBe(1);
    expect(seed.output).toContain('ACADEMY_SEED');
  });

  /**
   * An idle pooled connection that the server ends (57P01, "terminating connection due to
   * administrator command": the database dropped `with (force)` at the end) is reported as an
   * 'error' event on its pool, which without a listener fails whichever hook is running. Any
   * other error of an idle connection still does.
   */
  const ignoreTermination = (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  };

  test.describe('started', () => {
    let server: ReturnType<typeof startServer>;
    let admin: Pool;
    let pool: Pool;
    const database = `academy_prod_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      admin = new Pool({ connectionString: databaseUrl, max: 1 });
      admin.on('error', ignoreTermination);
      await admin.query(`create database ${database}`);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${database}`;
      pool = new Pool({ connectionString: url.toString(), max: 2 });
      pool.on('error', ignoreTermination);
      server = startServer({ SESSION_SECRET: SECRET, DATABASE_URL: url.toString() });
      const until = Date.now() + 150_000;
      for (;;) {
        if (server.child.exitCode !== null) throw new Error(`server stopped:\n${server.output()}`);
        const ok = await fetch(`${BASE}/api/health`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) break;
        if (Date.now() > until) throw new Error(`server did not start:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    });

    test.afterAll(async () => {
      const child = server?.child as ChildProcess | undefined;
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await server.exited;
      }
      await pool?.end();
      await admin?.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
      await admin?.end();
    });

    test('no demo data: the demo staff account with the README password cannot sign in', async () => {
      const { rows } = await pool.query<{ n: number }>(
        "select count(*)::int as n from accounts where email like '%@demo.academy' or email like '%@unlimited.academy'",
      );
      expect(rows[0]?.n).toBe(0);
      // Even once a portal exists for this host (as an operator would create it).
      await seedPortals(drizzle(pool, { schema }) as never);
      for (const email of ['admin@demo.academy', 'support@demo.academy', 'student@demo.academy']) {
        const response = await fetch(`${BASE}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ email, password: 'academy-demo' }),
        });
        expect(response.status, email).toBe(422);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    test('the session cookie is __Host- (Secure, Path=/, no Domain) and HSTS is on', async () => {
      await seedPortals(drizzle(pool, { schema }) as never);
      const response = await fetch(`${BASE}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          full_name: 'Petra Production',
          email: `prod-${Date.now()}@example.org`,
          password: 'a-long-password',
          accepted_agreements: await currentAgreementIdsAt(BASE),
        }),
      });
      expect(response.status).toBe(201);
      const cookies = response.headers.getSetCookie();
      const session = cookies.find((cookie) => cookie.startsWith('__Host-academy_session='));
      expect(session, cookies.join('\n')).toBeTruthy();
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*Path=\//i);
      expect(session).not.toMatch(/;\s*Domain=/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      for (const pathname of ['/', '/catalog', '/api/v1/me', '/api/health']) {
        const answer = await fetch(`${BASE}${pathname}`, { redirect: 'manual' });
        expect(answer.headers.get('strict-transport-security'), pathname).toMatch(
          /max-age=(\d{8,})/,
        );
        const maxAge = Number(
          /max-age=(\d+)/.exec(answer.headers.get('strict-transport-security') ?? '')?.[1],
        );
        expect(maxAge, pathname).toBeGreaterThanOrEqual(31_536_000);
      }
    });

    test("Mozilla's HTTP Observatory passes every test that can pass without TLS", async () => {
      await seedPortals(drizzle(pool, { schema }) as never);
      // The package's postinstall downloads Chromium's HSTS preload list, which a machine that
      // reaches only the npm registry cannot: an empty list (localhost is on no preload list).
      const preload = path.join(
        path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json')),
        'conf/hsts-preload.json',
      );
      if (!existsSync(preload)) writeFileSync(preload, '{}');
      const observatory = '@mdn/mdn-http-observatory/src';
      const { retrieve } = await import(`${observatory}/retriever/retriever.js`);
      const { ALL_TESTS } = await import(`${observatory}/constants.js`);
      const { getGradeForScore, getScoreModifier } = await import(
        `${observatory}/grader/grader.js`
      );
      const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(`${observatory}/grader/charts.js`);
      // scan() does not pass a port on: the same steps, with one.
      const site = await retrieve('localhost', { httpPort: PORT });
      expect(site.responses.auto?.status).toBe(200);
      type Output = { pass: boolean; result: string; scoreModifier: number };
      type Result = Output & { name: string };
      const results: Result[] = ALL_TESTS.map((run: (site: unknown) => Output) => {
        const output = run(site);
        return Object.assign(output, { name: (output.constructor as { name: string }).name });
      });
      let withCredit = 100;
      let uncurved = 100;
      for (const result of results) {
        result.scoreModifier = getScoreModifier(result.result);
        withCredit += result.scoreModifier;
        if (result.scoreModifier < 0) uncurved += result.scoreModifier;
      }
      const { score, grade } = getGradeForScore(
        uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved,
      );
      const table = results.map(
        (r) => `${r.pass ? 'pass' : 'FAIL'} ${r.name}: ${r.result} (${r.scoreModifier})`,
      );
      console.info(
        `HTTP Observatory over http://localhost:${PORT}: ${score}/100 (${grade})\n${table.join('\n')}`,
      );
      const needTls = new Set(['redirection', 'strict-transport-security']);
      const failed = results.filter((r) => !r.pass && !needTls.has(r.name));
      expect(failed.map((r) => `${r.name}: ${r.result}`)).toEqual([]);
    });
  });
});
