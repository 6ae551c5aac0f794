import path from 'node:path';
import { count } from 'drizzle-orm';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../index';
import { openPostgres } from './client';
import type { Db } from './database';
import { accounts, portals } from './schema';

const url = process.env.TEST_DATABASE_URL;
const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Runs only against a real PostgreSQL: TEST_DATABASE_URL must allow CREATE DATABASE.
// A throw-away database is created and dropped, so nothing else is touched.
describe.runIf(url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `academy_test_${process.pid}_${Date.now()}`;
  let admin: Pool;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`create database ${name}`);
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
  });

  afterAll(async () => {
    // Closed pools disconnect asynchronously: wait for their backends before dropping.
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('migrates and seeds, concurrently and idempotently', async () => {
    // Two instances starting at once: the advisory lock lets one migrate and seed first.
    const opened = await Promise.all([
      openPostgres(databaseUrl, { migrationsFolder, seed: true }),
      openPostgres(databaseUrl, { migrationsFolder, seed: true }),
    ]);
    const again = await openPostgres(databaseUrl, { migrationsFolder, seed: true });
    try {
      await checkSeededApi(again.db);
    } finally {
      await Promise.all([...opened, again].map((o) => o.close()));
    }
  });
});

async function checkSeededApi(db: Db) {
  const [portalCount] = await db.select({ n: count() }).from(portals);
  const [accountCount] = await db.select({ n: count() }).from(accounts);
  expect(portalCount?.n).toBe(2);
  expect(accountCount?.n).toBe(51); // 11 named demo accounts (DEMO-DATA.md) and 40 plain students

  const api = createApi(db);
  const login = await api.fetch(
    new Request('http://api/auth/login', {
      method: 'POST',
      headers: { 'x-portal-domain': 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.academy', password: 'academy-demo' }),
    }),
  );
  const token = (await login.json()).data.attributes.token;
  const me = await api.fetch(
    new Request('http://api/v1/me', {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  const body = await me.json();
  expect(body.meta.authenticated).toBe(true);
  expect(body.data.attributes.roles).toEqual(['student']);
}
