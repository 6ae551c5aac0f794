import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { jsonApiResponse } from '../jsonapi/response';

/** GET /health: needs no portal; healthy only after a database round trip. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  } catch (error) {
    console.error('[academy-api] health check failed', error);
    return c.json({ status: 'unavailable' }, 503);
  }
});

/** GET /ping: whether the bearer token still signs someone in, and the server's clock. */
export const pingRoutes = new Hono<AppEnv>().get('/', (c) =>
  jsonApiResponse({
    meta: { authenticated: c.var.viewer !== null, server_time: new Date().toISOString() },
  }),
);

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [
    { method: 'GET', route: '/health', path: () => '/health', expect: { others: 200 } },
    { method: 'GET', route: '/ping', path: () => '/ping', expect: { others: 200 } },
  ];
};
