import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, file, meta } from '../openapi/answers';
import { openApiDocument } from '../openapi/document';

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

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document of this API (academy-api/openapi), made from
 * the routes the app serves when first asked. Needs no portal, like /health.
 */
export function openApiRoutes(app: { routes: readonly { method: string; path: string }[] }) {
  let document: unknown;
  return new Hono<AppEnv>().get('/', (c) => {
    document ??= openApiDocument(app.routes);
    return c.json(document as object, 200, { 'cache-control': 'public, max-age=300' });
  });
}

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /health': file('application/json', 'The API and its database are up.'),
  'GET /v1/openapi.json': file('application/json', 'This OpenAPI 3.1 document.'),
  'GET /ping': meta(),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [
    { method: 'GET', route: '/health', path: () => '/health', expect: { others: 200 } },
    { method: 'GET', route: '/ping', path: () => '/ping', expect: { others: 200 } },
    {
      method: 'GET',
      route: '/v1/openapi.json',
      path: () => '/v1/openapi.json',
      expect: { others: 200 },
    },
  ];
};
