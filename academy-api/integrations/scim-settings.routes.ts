import { type Context, Hono } from 'hono';
import { grantableRoles } from '../../shared/access/role-grants';
import { RULES } from '../../shared/access/rules';
import {
  scimGroups as groupContract,
  scimGroupInput,
  scimTokenInput,
  scimTokens as tokenContract,
} from '../../shared/integrations/contract';
import { mappableRoles } from '../../shared/integrations/scim';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { attributesOf, noContent, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  createScimToken,
  listGroupMappings,
  listScimTokens,
  mapGroup,
  portalEntity,
  revokeScimToken,
  type ScimTokenRow,
} from './scim.queries';

function tokenResource(row: ScimTokenRow, token: string | null = null) {
  return resourceOf(tokenContract, row.id, {
    name: row.name,
    hint: row.hint,
    token,
    created_at: iso(row.createdAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  });
}

/**
 * /v1/scim_tokens: the SCIM tokens of the portal's identity provider (issue 39). They provision
 * and deactivate every person of the portal, so the rule is the integration secrets' (the
 * academy group, like the learning record store's credentials); a token is shown once.
 */
export const scimTokenRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.integrationSecrets);
    await next();
  })
  .get('/', async (c) => {
    const rows = await listScimTokens(c.var.db, c.var.portal.id);
    return jsonApiResponse({ data: rows.map((row) => tokenResource(row)) });
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.integrationSecrets);
    const input = await attributesOf(c, scimTokenInput);
    const { row, token } = await createScimToken(c.var.db, {
      portalId: c.var.portal.id,
      name: input.name,
      createdBy: viewer.id,
    });
    await audit(c, {
      action: 'scim.token_created',
      target: { type: 'scim_tokens', id: row.id, label: row.name },
      after: { name: row.name, hint: row.hint },
      whole: true,
    });
    return resourceResponse(tokenResource(row, token), { status: 201 });
  })
  .delete('/:id', async (c) => {
    const row = await revokeScimToken(c.var.db, c.var.portal.id, uuidParam(c.req.param('id')));
    if (!row) throw notFound();
    await audit(c, {
      action: 'scim.token_revoked',
      target: { type: 'scim_tokens', id: row.id, label: row.name },
      before: { name: row.name, hint: row.hint },
      whole: true,
    });
    return noContent();
  });

type Mapping = Awaited<ReturnType<typeof listGroupMappings>>[number];

function groupResource(row: Mapping) {
  return resourceOf(groupContract, row.id, {
    display_name: row.displayName,
    role: row.role,
    entity_id: row.entityId,
    entity_name: row.entityName,
    members: row.members,
  });
}

/**
 * /v1/scim_groups: what each group of the identity provider maps to (a role or an organisation),
 * for the same admins. POST names a group ahead of its arrival (or maps it by name); PATCH
 * changes a group's mapping. A mapping applies to the group's members at once.
 */
export const scimGroupRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.integrationSecrets);
    await next();
  })
  .get('/', async (c) => {
    const rows = await listGroupMappings(c.var.db, c.var.portal.id);
    return jsonApiResponse({ data: rows.map(groupResource) });
  })
  .post('/', async (c) => saveMapping(c, null))
  .patch('/:id', async (c) => saveMapping(c, uuidParam(c.req.param('id'))));

async function saveMapping(c: Context<AppEnv>, id: string | null): Promise<Response> {
  const viewer = authorize(c, RULES.integrationSecrets);
  const input = await attributesOf(c, scimGroupInput);
  const role = input.role ?? null;
  const entityId = input.entity_id ?? null;
  if (role && entityId) throw fieldError('role', 'VALIDATION_FAILED', text('scim.roleOrEntity'));
  if (role && !mappableRoles(grantableRoles(viewer.roles)).includes(role)) {
    throw fieldError('role', 'VALIDATION_FAILED', text('roleNotGrantable'));
  }
  const portalId = c.var.portal.id;
  const entity = entityId ? await portalEntity(c.var.db, portalId, entityId) : null;
  if (entityId && !entity)
    throw fieldError('entity_id', 'VALIDATION_FAILED', text('noSuchResource'));
  const before = (await listGroupMappings(c.var.db, portalId)).find((row) => row.id === id);
  if (id && !before) throw notFound();
  const saved = await mapGroup(c.var.db, {
    portalId,
    id,
    displayName: before?.displayName ?? input.display_name,
    role,
    entityId,
  });
  const row = (await listGroupMappings(c.var.db, portalId)).find((item) => item.id === saved);
  if (!row) throw notFound();
  await audit(c, {
    action: 'scim.group_mapped',
    target: { type: 'scim_groups', id: row.id, label: row.displayName },
    before: before ? { role: before.role, organisation: before.entityName } : null,
    after: { role: row.role, organisation: row.entityName },
  });
  return resourceResponse(groupResource(row), { status: id ? 200 : 201 });
}

export const answers: Answers = {
  'GET /v1/scim_tokens': list('scim_tokens'),
  'POST /v1/scim_tokens': one('scim_tokens', { status: [201] }),
  'DELETE /v1/scim_tokens/:id': NONE,
  'GET /v1/scim_groups': list('scim_groups'),
  'POST /v1/scim_groups': one('scim_groups', { status: [201] }),
  'PATCH /v1/scim_groups/:id': one('scim_groups'),
};

/** The academy group (Ada); everyone else signed in: 403, guests 401. */
const ACADEMY = (ok: number) => ({ guest: 401, ada: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => [
  fixedRow('GET', '/v1/scim_tokens', '/v1/scim_tokens', ACADEMY(200)),
  postRow('/v1/scim_tokens', '/v1/scim_tokens', ACADEMY(422)),
  fixedRow('DELETE', '/v1/scim_tokens/:id', `/v1/scim_tokens/${NO_SUCH}`, ACADEMY(404)),
  fixedRow('GET', '/v1/scim_groups', '/v1/scim_groups', ACADEMY(200)),
  postRow('/v1/scim_groups', '/v1/scim_groups', ACADEMY(422)),
  fixedRow('PATCH', '/v1/scim_groups/:id', `/v1/scim_groups/${NO_SUCH}`, ACADEMY(422)),
];
