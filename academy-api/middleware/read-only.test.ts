import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { openPostgres } from '../db/client';
import type { Db } from '../db/database';
import { courses } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { throwawayPostgres } from '../test/throwaway-postgres';
import { readOnly } from './read-only';

const t = setUpTestApi();

/** A route behind readOnly that renames the Data literacy course, and one that reads it. */
function app(db: Db = t.db) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', db);
      await next();
    })
    .use(readOnly)
    .onError((error, c) => c.text(String((error.cause as Error | undefined)?.message), 500))
    .post('/rename', async (c) => {
      await c.var.db
        .update(courses)
        .set({ title: 'Renamed' })
        .where(eq(courses.slug, 'data-literacy'));
      return c.text('renamed');
    })
    .get('/read', async (c) => {
      const [row] = await c.var.db
        .select({ title: courses.title })
        .from(courses)
        .where(eq(courses.slug, 'data-literacy'));
      return c.text(row?.title ?? '');
    });
}

const titles = async () =>
  (
    await t.db
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.slug, 'data-literacy'))
  ).map((row) => row.title);

describe('readOnly', () => {
  it('lets a route read', async () => {
    const response = await app().request('/read');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Data literacy');
  });

  it('makes the database refuse a write, so nothing changes', async () => {
    const response = await app().request('/rename', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/read-only transaction/);
    expect(await titles()).toEqual(['Data literacy']);
  });

  it('gives the request its database back afterwards', async () => {
    await app().request('/read');
    // The next statement on the root database runs (a transaction left open would block it).
    expect(await titles()).toEqual(['Data literacy']);
  });
});

// The same on a real PostgreSQL (node-postgres), when TEST_DATABASE_URL names one.
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('readOnly on PostgreSQL (TEST_DATABASE_URL)', () => {
  let opened: Awaited<ReturnType<typeof openPostgres>> | undefined;
  throwawayPostgres(url, 'academy_read_only', {
    before: async (database) => {
      opened = await openPostgres(database, {
        migrationsFolder: path.join(import.meta.dirname, '../db/migrations'),
        seed: false,
      });
    },
    after: async () => opened?.close(),
  });

  it('makes the server refuse a write, and reads go on', async () => {
    const db = opened?.db as Db;
    const refused = await app(db).request('/rename', { method: 'POST' });
    expect(refused.status).toBe(500);
    expect(await refused.text()).toMatch(/read-only transaction/);
    expect((await app(db).request('/read')).status).toBe(200);
  });
});
