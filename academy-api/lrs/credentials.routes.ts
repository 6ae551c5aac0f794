import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import {
  lrsCredentials as credentialContract,
  lrsCredentialInput,
} from '../../shared/lrs/contract';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { attributesOf, resourceResponse } from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { packagesSwitchedOn } from '../packages';
import {
  createCredential,
  type LrsCredential,
  listClientCredentials,
  revokeClientCredential,
} from './credentials';

function credentialResource(row: LrsCredential, secret: string | null = null) {
  return resourceOf(credentialContract, row.id, {
    label: row.label,
    key: row.key,
    secret,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  });
}

/**
 * /v1/lrs_credentials: the credentials outside xAPI tools use with the portal's learning record
 * store (docs/learning-record-store.md). They read every learner's statements, so the rule is
 * the integration secrets' (the academy group); the secret is shown once, when made.
 */
export const lrsCredentialRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .use(async (c, next) => {
    authorize(c, RULES.integrationSecrets);
    await next();
  })
  .get('/', async (c) => {
    const rows = await listClientCredentials(c.var.db, c.var.portal.id);
    return jsonApiResponse({ data: rows.map((row) => credentialResource(row)) });
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.integrationSecrets);
    const input = await attributesOf(c, lrsCredentialInput);
    const { credential, secret } = await createCredential(c.var.db, {
      portalId: c.var.portal.id,
      kind: 'client',
      label: input.label,
      createdBy: viewer.id,
    });
    return resourceResponse(credentialResource(credential, secret), { status: 201 });
  })
  .delete('/:id', async (c) => {
    const revoked = await revokeClientCredential(
      c.var.db,
      c.var.portal.id,
      uuidParam(c.req.param('id')),
    );
    if (!revoked) throw notFound();
    return c.body(null, 204);
  });

export const answers: Answers = {
  'GET /v1/lrs_credentials': list('lrs_credentials'),
  'POST /v1/lrs_credentials': one('lrs_credentials', { status: [201] }),
  'DELETE /v1/lrs_credentials/:id': NONE,
};

/** The academy group (Ada); everyone else signed in: 403, guests 401. */
const ACADEMY = (ok: number) => ({ guest: 401, ada: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/lrs_credentials',
    path: () => '/v1/lrs_credentials',
    expect: ACADEMY(200),
  },
  {
    method: 'POST',
    route: '/v1/lrs_credentials',
    path: () => '/v1/lrs_credentials',
    body: { data: { attributes: {} } },
    expect: ACADEMY(422),
  },
  {
    method: 'DELETE',
    route: '/v1/lrs_credentials/:id',
    path: () => `/v1/lrs_credentials/${NO_SUCH}`,
    expect: ACADEMY(404),
  },
];
