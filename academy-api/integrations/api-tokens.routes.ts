import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '../../shared/integrations/api-token-scopes';
import { apiTokens } from '../../shared/integrations/contract';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { hashToken, newToken } from '../auth/tokens';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  resourceResponse,
} from '../jsonapi/endpoint';
import { fieldError, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  type ApiTokenRecord,
  createApiToken,
  findApiToken,
  listApiTokens,
  revokeApiToken,
} from './api-tokens.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES as [ApiTokenScope, ...ApiTokenScope[]]))
    .min(1)
    .max(API_TOKEN_SCOPES.length),
  /** The last day it works (the token stops at the end of that day, UTC). */
  expires_on: z.iso.date(),
});

/** A token as the admin screen shows it; `token` only in the answer that made it. */
export function apiTokenResource(row: ApiTokenRecord, token?: string) {
  return resourceOf(apiTokens, row.id, {
    name: row.name,
    scopes: row.scopes,
    hint: row.hint,
    ...(token ? { token } : {}),
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
    created_by: row.createdBy,
  });
}

const LIST_QUERY = { paginate: true, defaultPageSize: 50 };

/** /v1/api_tokens: a portal's tokens for other systems (issue 42), for its admins. */
export const apiTokenRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.apiTokens);
    await next();
  })
  .get('/', (c) =>
    listResponse(c, {
      query: LIST_QUERY,
      load: (query) => listApiTokens(c.var.db, { portalId: c.var.portal.id, page: query.page }),
      serialize: (row) => apiTokenResource(row),
    }),
  )
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.apiTokens);
    const input = await attributesOf(c, createApiTokenSchema);
    // A last day (UTC) from tomorrow up to API_TOKEN_MAX_DAYS ahead; the token works to its end.
    const now = Date.now();
    const earliest = isoDay(now + DAY_MS);
    const latest = isoDay(now + API_TOKEN_MAX_DAYS * DAY_MS);
    if (input.expires_on < earliest || input.expires_on > latest) {
      throw fieldError(
        'expires_on',
        'OUT_OF_RANGE',
        text('apiTokenExpiryRange', { days: API_TOKEN_MAX_DAYS }),
      );
    }
    const expiresAt = new Date(`${input.expires_on}T23:59:59.999Z`);
    const token = `${API_TOKEN_PREFIX}${newToken()}`;
    const row = await createApiToken(c.var.db, {
      portalId: c.var.portal.id,
      accountId: viewer.id,
      name: input.name,
      scopes: [...new Set(input.scopes)],
      tokenHash: hashToken(token),
      hint: token.slice(0, API_TOKEN_PREFIX.length + 4),
      expiresAt,
    });
    if (!row) throw new Error('The API token just made was not found');
    await audit(c, {
      action: 'api_token.created',
      target: { type: 'api_tokens', id: row.id, label: `${row.name} (${row.hint})` },
      after: { name: row.name, scopes: row.scopes, expires_at: iso(row.expiresAt) },
      whole: true,
    });
    return resourceResponse(apiTokenResource(row, token), { status: 201 });
  })
  .get('/:id', async (c) => {
    const row = await found(
      findApiToken(c.var.db, { portalId: c.var.portal.id, id: uuidParam(c.req.param('id')) }),
      text('noSuchApiToken'),
    );
    return resourceResponse(apiTokenResource(row));
  })
  .delete('/:id', async (c) => {
    // Revoked at once on every instance: tokens are looked up on each request, never kept.
    const id = uuidParam(c.req.param('id'));
    const token = await findApiToken(c.var.db, { portalId: c.var.portal.id, id });
    await found(
      revokeApiToken(c.var.db, { portalId: c.var.portal.id, id }),
      text('noSuchApiToken'),
    );
    await audit(c, {
      action: 'api_token.revoked',
      target: { type: 'api_tokens', id, label: token ? `${token.name} (${token.hint})` : '' },
      before: { revoked_at: null },
      after: { revoked_at: new Date().toISOString() },
    });
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/api_tokens': list('api_tokens'),
  'POST /v1/api_tokens': one('api_tokens', { status: [201] }),
  'GET /v1/api_tokens/:id': one('api_tokens'),
  'DELETE /v1/api_tokens/:id': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // Issue 42: the admins of §6 only.
  fixedRow('GET', '/v1/api_tokens', '/v1/api_tokens', { guest: 401, ada: 200, others: 403 }),
  postRow('/v1/api_tokens', '/v1/api_tokens', { guest: 401, ada: 422, others: 403 }),
  fixedRow('GET', '/v1/api_tokens/:id', `/v1/api_tokens/${NO_SUCH}`, {
    guest: 401,
    ada: 404,
    others: 403,
  }),
  fixedRow('DELETE', '/v1/api_tokens/:id', `/v1/api_tokens/${NO_SUCH}`, {
    guest: 401,
    ada: 404,
    others: 403,
  }),
];
