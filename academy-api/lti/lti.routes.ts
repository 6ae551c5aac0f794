import { Hono } from 'hono';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { queryOf } from '../jsonapi/endpoint';
import { currentPortal } from '../middleware/portal';
import { type Answers, file } from '../openapi/answers';
import { ltiJwks } from './keys';

/**
 * /v1/lti: the portal's side of LTI 1.3 (issue 38; docs/lti.md). Public: its JWKS (app: /lti/jwks),
 * which tools and platforms fetch to check what the portal signs.
 */
export const ltiRoutes = new Hono<AppEnv>().get('/jwks', async (c) => {
  queryOf(c, {});
  const portal = await currentPortal(c);
  const jwks = await ltiJwks(c.var.db, portal.id, new Date());
  return new Response(JSON.stringify(jwks, null, 2), {
    headers: {
      'content-type': 'application/jwk-set+json',
      // Short: a rotated key must reach every verifier before it signs its first token.
      'cache-control': 'public, max-age=60',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    },
  });
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/lti/jwks': file(
    'application/jwk-set+json',
    "The portal's LTI 1.3 public keys (RS256), the signing one and those retired a day ago or less.",
  ),
};

/** The LTI routes' rows of the route × account table. */
export const rows: RowsOf = () => [
  {
    method: 'GET',
    route: '/v1/lti/jwks',
    path: () => '/v1/lti/jwks',
    expect: { lars: 403, others: 200 },
  },
];
