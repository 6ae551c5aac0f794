import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApi } from '../index';
import { throwawayPostgres } from '../test/throwaway-postgres';
import { openPostgres } from './client';
import type { Db } from './database';
import { accounts, portals } from './schema';

const url = process.env.TEST_DATABASE_URL;
const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Runs only against a real PostgreSQL: TEST_DATABASE_URL must allow CREATE DATABASE.
// A throw-away database is created and dropped, so nothing else is touched.
describe.runIf(url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const { database } = throwawayPostgres(url, 'academy_test');

  it('migrates and seeds, concurrently and idempotently', async () => {
    // Two instances starting at once: the advisory lock lets one migrate and seed first.
    const opened = await Promise.all([
      openPostgres(database.url, { migrationsFolder, seed: true }),
      openPostgres(database.url, { migrationsFolder, seed: true }),
    ]);
    const again = await openPostgres(database.url, { migrationsFolder, seed: true });
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
