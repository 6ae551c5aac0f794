import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { courses } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { readOnly } from './read-only';

const t = setUpTestApi();

/** A route behind readOnly that renames the Data literacy course, and one that reads it. */
function app() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', t.db);
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
