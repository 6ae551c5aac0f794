import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import SCIMMY from 'scimmy';
import type { AuditAction } from '../../shared/audit/audit-actions';
import {
  emailOf,
  flattenFilter,
  fullNameOf,
  ifMatchHolds,
  localeOf,
  normaliseBooleans,
  normalisePatchOperations,
  organisationOf,
  pageOf,
  SCIM_CONTENT_TYPE,
  SCIM_MAX_COUNT,
  SCIM_SCHEMAS,
  SCIM_TOKEN_PREFIX,
  type ScimFilter,
  type ScimPatchOperation,
  type ScimUserInput,
} from '../../shared/integrations/scim';
import { fixedRow, type RowsOf } from '../access/route-table';
import { findRequestContext, setAccountActive } from '../accounts';
import type { AppEnv } from '../app-env';
import { auditAsActor } from '../audit';
import { bearerToken } from '../auth/tokens';
import type { TextKey, TextValues } from '../i18n/error-texts';
import { errorTexts } from '../i18n/error-texts';
import { currentPortal, normaliseDomain } from '../middleware/portal';
import { type Answers, file, NONE } from '../openapi/answers';
import {
  deleteScimGroup,
  findAccountByEmail,
  findScimGroup,
  findScimGroupByName,
  findScimToken,
  findScimUser,
  forgetScimUser,
  insertScimUser,
  listScimGroups,
  listScimUsers,
  portalAccountIds,
  type ScimGroupRow,
  type ScimUserRow,
  type ScimUserWrite,
  UnknownFilterAttributeError,
  updateScimUser,
  writeScimGroup,
} from './scim.queries';

// The enterprise extension (organization, department) is part of our User; once per process.
const EXTENDED = Symbol.for('academy-api.scim-enterprise');
const holder = globalThis as { [EXTENDED]?: boolean };
if (!holder[EXTENDED]) {
  SCIMMY.Schemas.User.extend(SCIMMY.Schemas.EnterpriseUser as never, false);
  holder[EXTENDED] = true;
}

type ScimActor = { id: string; name: string; hint: string };
export type ScimEnv = AppEnv & { Variables: { scimToken: ScimActor; scimBase: string } };
type C = Context<ScimEnv>;

/** A SCIM error (RFC 7644 §3.12): its status, scimType and a detail in the request's language. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly key: TextKey,
    readonly scimType: string | null = null,
    readonly values: TextValues = {},
  ) {
    super(key);
  }
}

function scimJson(_c: C, body: unknown, status = 200, etag?: string) {
  const headers: Record<string, string> = {
    'content-type': SCIM_CONTENT_TYPE,
    'cache-control': 'no-store',
  };
  if (etag) headers.etag = etag;
  return new Response(JSON.stringify(body), { status, headers });
}

function errorBody(c: C, error: ScimError) {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: errorTexts(c.var.locale ?? 'en').text(error.key, error.values),
  };
}

/** Every refusal of a known token goes to the audit log with its reason. */
async function refused(c: C, error: ScimError) {
  const actor = c.var.scimToken;
  if (!actor || !c.var.portal) return;
  await auditAsActor(c as unknown as Context<AppEnv>, actorOf(actor), {
    action: 'scim.request_refused',
    target: { type: 'scim', label: `${c.req.method} ${scimPath(c)}` },
    after: {
      status: error.status,
      scim_type: error.scimType,
      reason: errorTexts('en').text(error.key, error.values),
    },
    whole: true,
  }).catch(() => undefined);
}

const actorOf = (token: ScimActor) => ({
  name: token.name,
  via: `scim_token:${token.hint}`,
});

const scimPath = (c: C) => c.req.path.replace(/^\/v1\/scim\/v2/, '') || '/';

async function record(
  c: C,
  action: AuditAction,
  target: { type: string; id: string; label: string },
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await auditAsActor(c as unknown as Context<AppEnv>, actorOf(c.var.scimToken), {
    action,
    target,
    before,
    after,
    whole: before === null || after === null,
  });
}

/* ------------------------------------------------------------- representation */

/** The weak ETag of a representation (without its meta): it changes whenever what it says does. */
function etagOf(resource: Record<string, unknown>): string {
  const { meta: _meta, ...rest } = resource;
  return `W/"${createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 20)}"`;
}

function userResource(c: C, row: ScimUserRow) {
  const resource: Record<string, unknown> = {
    schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterprise],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName ?? row.email,
    name: {
      formatted: row.fullName,
      ...(row.givenName ? { givenName: row.givenName } : {}),
      ...(row.familyName ? { familyName: row.familyName } : {}),
    },
    displayName: row.fullName,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.deactivatedAt === null,
    preferredLanguage: row.locale,
    groups: row.groups.map((group) => ({
      value: group.id,
      display: group.displayName,
      $ref: `${c.var.scimBase}/Groups/${group.id}`,
    })),
    [SCIM_SCHEMAS.enterprise]: row.entityName ? { organization: row.entityName } : {},
  };
  const version = etagOf(resource);
  resource.meta = {
    resourceType: 'User',
    created: row.createdAt.toISOString(),
    lastModified: (row.updatedAt ?? row.createdAt).toISOString(),
    location: `${c.var.scimBase}/Users/${row.id}`,
    version,
  };
  return { resource, etag: version };
}

function groupResource(c: C, row: ScimGroupRow) {
  const resource: Record<string, unknown> = {
    schemas: [SCIM_SCHEMAS.group],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    members: row.members.map((member) => ({
      value: member.value,
      display: member.display,
      $ref: `${c.var.scimBase}/Users/${member.value}`,
    })),
  };
  const version = etagOf(resource);
  resource.meta = {
    resourceType: 'Group',
    created: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
    location: `${c.var.scimBase}/Groups/${row.id}`,
    version,
  };
  return { resource, etag: version };
}

/** `attributes` / `excludedAttributes` (RFC 7644 §3.4.2.5) on the top level of a resource. */
function shaped(c: C, resource: Record<string, unknown>) {
  const names = (value: string | undefined) =>
    value
      ? value
          .split(',')
          .map((name) =>
            name
              .trim()
              .replace(/^urn:.*:(User|Group):/i, '')
              .toLowerCase(),
          )
          .filter(Boolean)
      : null;
  const only = names(c.req.query('attributes'));
  const without = names(c.req.query('excludedAttributes'));
  const always = new Set(['id', 'schemas', 'meta']);
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const name = key.toLowerCase();
      if (always.has(name)) return true;
      if (only) return only.some((wanted) => wanted === name || wanted.startsWith(`${name}.`));
      return !without?.includes(name);
    }),
  );
}

/* ------------------------------------------------------------------- input */

async function bodyOf(c: C): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ScimError(400, 'scim.bodyNotJson', 'invalidSyntax');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ScimError(400, 'scim.bodyNotJson', 'invalidSyntax');
  }
  return body as Record<string, unknown>;
}

/** A User body through scimmy's schema (types, required userName), Entra's "False" made false. */
function userInput(body: Record<string, unknown>): ScimUserInput {
  try {
    const coerced = new SCIMMY.Schemas.User(normaliseBooleans(body), 'in');
    return JSON.parse(JSON.stringify(coerced)) as ScimUserInput;
  } catch (error) {
    throw new ScimError(400, 'scim.invalidValue', 'invalidValue', {
      problem: (error as Error).message,
    });
  }
}

async function userWrite(c: C, user: ScimUserInput): Promise<ScimUserWrite> {
  const email = emailOf(user);
  if (!email) throw new ScimError(400, 'scim.emailMissing', 'invalidValue');
  const portal = await currentPortal(c as unknown as Context<AppEnv>);
  const fullName = fullNameOf(user);
  if (!fullName) throw new ScimError(400, 'scim.nameMissing', 'invalidValue');
  return {
    email,
    fullName,
    locale: localeOf(
      user.preferredLanguage,
      portal.languages.map((language) => language.locale),
    ),
    userName: (user.userName ?? email).trim(),
    externalId: user.externalId?.trim() || null,
    givenName: user.name?.givenName?.trim() || null,
    familyName: user.name?.familyName?.trim() || null,
    organisation: organisationOf(user),
  };
}

function filterOf(c: C): ScimFilter | null {
  const expression = c.req.query('filter');
  if (expression === undefined) return null;
  if (expression.trim() === '') throw new ScimError(400, 'scim.filterInvalid', 'invalidFilter');
  try {
    return flattenFilter(expression, new SCIMMY.Types.Filter(expression));
  } catch {
    // scimmy's SCIMError (invalidFilter) and the checks of flattenFilter alike.
    throw new ScimError(400, 'scim.filterInvalid', 'invalidFilter');
  }
}

function pageParams(c: C) {
  const page = pageOf(c.req.query('startIndex'), c.req.query('count'));
  if (!page) throw new ScimError(400, 'scim.pageInvalid', 'invalidValue');
  return page;
}

/** GET /Users and /Groups: a page of the filtered list as a ListResponse. */
async function listAnswer<T>(
  c: C,
  list: (
    db: C['var']['db'],
    params: { portalId: string; filter: ScimFilter | null; startIndex: number; count: number },
  ) => Promise<{ total: number; rows: T[] }>,
  resourceOf: (row: T) => Record<string, unknown>,
) {
  const page = pageParams(c);
  const filter = filterOf(c);
  const { total, rows } = await list(c.var.db, { portalId: c.var.portal.id, filter, ...page });
  return scimJson(
    c,
    listBody(
      rows.map((row) => shaped(c, resourceOf(row))),
      total,
      page.startIndex,
    ),
  );
}

function listBody(resources: unknown[], total: number, startIndex: number) {
  return {
    schemas: [SCIM_SCHEMAS.list],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function existingUser(c: C): Promise<ScimUserRow> {
  const id = c.req.param('id') ?? '';
  const row = UUID.test(id)
    ? await findScimUser(c.var.db, { portalId: c.var.portal.id, id: id.toLowerCase() })
    : null;
  if (!row) throw new ScimError(404, 'scim.userNotFound', null, { id });
  return row;
}

async function existingGroup(c: C): Promise<ScimGroupRow> {
  const id = c.req.param('id') ?? '';
  const row = UUID.test(id)
    ? await findScimGroup(c.var.db, { portalId: c.var.portal.id, id: id.toLowerCase() })
    : null;
  if (!row) throw new ScimError(404, 'scim.groupNotFound', null, { id });
  return row;
}

function checkIfMatch(c: C, etag: string) {
  if (!ifMatchHolds(c.req.header('if-match'), etag)) {
    throw new ScimError(412, 'scim.versionMismatch', null);
  }
}

/** What the audit keeps of a person: the attributes SCIM writes (the account's own words). */
const auditUser = (row: ScimUserRow) => ({
  user_name: row.userName ?? row.email,
  email: row.email,
  full_name: row.fullName,
  external_id: row.externalId,
  language: row.locale,
  organisation: row.entityName,
  active: row.deactivatedAt === null,
});

const userTarget = (row: ScimUserRow) => ({
  type: 'accounts',
  id: row.id,
  label: `${row.fullName} <${row.email}>`,
});

/* ------------------------------------------------------------------- writes */

async function createUser(c: C) {
  const input = userInput(await bodyOf(c));
  const write = await userWrite(c, input);
  const portalId = c.var.portal.id;
  const existing = await findAccountByEmail(c.var.db, write.email);
  let id: string;
  if (existing) {
    // DELETE forgot a person SCIM made; the same person back (same address) is theirs again.
    const forgotten =
      existing.portalId === portalId && existing.deactivated && !existing.provisioned;
    if (!forgotten || existing.erased) throw new ScimError(409, 'scim.userExists', 'uniqueness');
    id = existing.id;
    await updateScimUser(c.var.db, { portalId, accountId: id, user: write });
    if (input.active !== false)
      await setAccountActive(c.var.db, { accountId: id, portalId, active: true });
  } else {
    id = await insertScimUser(c.var.db, portalId, write);
    if (input.active === false) {
      await setAccountActive(c.var.db, { accountId: id, portalId, active: false });
    }
  }
  const row = await findScimUser(c.var.db, { portalId, id });
  if (!row) throw new Error('A SCIM user just written is gone');
  await record(c, 'scim.user_created', userTarget(row), null, auditUser(row));
  const { resource, etag } = userResource(c, row);
  const response = scimJson(c, resource, 201, etag);
  response.headers.set('location', `${c.var.scimBase}/Users/${row.id}`);
  return response;
}

/** PUT and PATCH alike: the new state written, (de)activation with its sessions, audited. */
async function writeUser(c: C, current: ScimUserRow, next: ScimUserInput) {
  const portalId = c.var.portal.id;
  const write = await userWrite(c, next);
  if (write.email !== current.email.toLowerCase()) {
    const other = await findAccountByEmail(c.var.db, write.email);
    if (other && other.id !== current.id) throw new ScimError(409, 'scim.userExists', 'uniqueness');
  }
  await updateScimUser(c.var.db, { portalId, accountId: current.id, user: write });
  const wasActive = current.deactivatedAt === null;
  const active = next.active ?? wasActive;
  if (active !== wasActive) {
    await setAccountActive(c.var.db, { accountId: current.id, portalId, active });
    // This instance forgets the sessions at once; the others hear it on the change feed.
  }
  const row = await findScimUser(c.var.db, { portalId, id: current.id });
  if (!row) throw new Error('A SCIM user just written is gone');
  const before = auditUser(current);
  const after = auditUser(row);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    await record(
      c,
      active !== wasActive
        ? active
          ? 'scim.user_reactivated'
          : 'scim.user_deactivated'
        : 'scim.user_updated',
      userTarget(row),
      before,
      after,
    );
  }
  const { resource, etag } = userResource(c, row);
  return scimJson(c, shaped(c, resource), 200, etag);
}

async function patchedResource(
  schema: typeof SCIMMY.Schemas.User | typeof SCIMMY.Schemas.Group,
  current: Record<string, unknown>,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const operations = Array.isArray(body.Operations)
    ? normalisePatchOperations(body.Operations as ScimPatchOperation[])
    : body.Operations;
  let instance: InstanceType<typeof SCIMMY.Schemas.User>;
  try {
    instance = new schema(current, 'in') as InstanceType<typeof SCIMMY.Schemas.User>;
  } catch (error) {
    throw new ScimError(400, 'scim.invalidValue', 'invalidValue', {
      problem: (error as Error).message,
    });
  }
  try {
    const message = new SCIMMY.Messages.PatchOp({
      schemas: body.schemas as [typeof SCIMMY.Messages.PatchOp.id],
      Operations: operations as SCIMMY.Messages.PatchOp.PatchOpOperation[],
    });
    const patched = await message.apply(instance);
    return JSON.parse(JSON.stringify(patched)) as Record<string, unknown>;
  } catch (error) {
    const scimType = (error as { scimType?: string }).scimType;
    const noTarget = scimType === 'noTarget';
    throw new ScimError(
      400,
      noTarget ? 'scim.patchNoTarget' : 'scim.invalidValue',
      scimType ?? 'invalidValue',
      { problem: (error as Error).message },
    );
  }
}

/** A user as scimmy's schema takes it to apply a PatchOp (what PUT would send). */
function patchableUser(c: C, row: ScimUserRow): Record<string, unknown> {
  const { resource } = userResource(c, row);
  const { meta: _meta, groups: _groups, ...rest } = resource;
  return rest;
}

async function groupInput(c: C, body: Record<string, unknown>) {
  let coerced: { displayName?: string; externalId?: string; members?: { value?: string }[] };
  try {
    coerced = JSON.parse(JSON.stringify(new SCIMMY.Schemas.Group(body, 'in')));
  } catch (error) {
    throw new ScimError(400, 'scim.invalidValue', 'invalidValue', {
      problem: (error as Error).message,
    });
  }
  const displayName = coerced.displayName?.trim();
  if (!displayName) throw new ScimError(400, 'scim.nameMissing', 'invalidValue');
  const wanted = (coerced.members ?? []).map((member) => String(member.value ?? ''));
  const known = await portalAccountIds(c.var.db, c.var.portal.id, wanted);
  const unknown = wanted.filter((id) => !known.has(id.toLowerCase()));
  if (unknown.length > 0) {
    throw new ScimError(400, 'scim.memberUnknown', 'invalidValue', { id: unknown[0] ?? '' });
  }
  return {
    displayName: displayName.slice(0, 200),
    externalId: coerced.externalId?.trim() || null,
    members: [...known],
  };
}

const auditGroup = (row: ScimGroupRow) => ({
  display_name: row.displayName,
  external_id: row.externalId,
  members: row.members.length,
  role: row.role,
  organisation: row.entityName,
});

async function saveGroup(
  c: C,
  current: ScimGroupRow | null,
  input: Awaited<ReturnType<typeof groupInput>>,
) {
  const portalId = c.var.portal.id;
  const clash = await findScimGroupByName(c.var.db, portalId, input.displayName);
  if (clash && clash.id !== current?.id) {
    // Named ahead by an admin (no externalId yet): the identity provider's group is that one.
    if (current || clash.externalId) throw new ScimError(409, 'scim.groupExists', 'uniqueness');
  }
  const id = await writeScimGroup(c.var.db, {
    portalId,
    id: current?.id ?? clash?.id ?? null,
    ...input,
  });
  const row = await findScimGroup(c.var.db, { portalId, id });
  if (!row) throw new Error('A SCIM group just written is gone');
  await record(
    c,
    current ? 'scim.group_updated' : 'scim.group_created',
    { type: 'scim_groups', id: row.id, label: row.displayName },
    current ? auditGroup(current) : null,
    auditGroup(row),
  );
  const { resource, etag } = groupResource(c, row);
  return { resource, etag };
}

/* ------------------------------------------------------------- the routes */

/**
 * SCIM 2.0 (RFC 7643/7644) for the portal's identity provider, at `/scim/v2` on the portal's
 * host (the BFF passes it to `/v1/scim/v2`): Users, Groups, and what the service offers. A
 * portal's SCIM token is its only key; every write and every refusal is audited under the
 * token's name (docs/scim.md).
 */
export const scimRoutes = new Hono<ScimEnv>()
  .use(async (c, next) => {
    try {
      const domain = normaliseDomain(c.req.header('x-portal-domain'));
      const found =
        domain && domain.length <= 253
          ? c.var.requestContexts
            ? await c.var.requestContexts.find(c.var.db, { domain, tokenHash: null })
            : await findRequestContext(c.var.db, { domain, tokenHash: null })
          : null;
      if (!found) throw new ScimError(404, 'scim.noPortal', null);
      c.set('portal', found.portal);
      c.set('viewer', null);
      c.set('tokenHash', null);
      const presented = bearerToken(c.req.header('authorization'));
      const token =
        presented?.startsWith(SCIM_TOKEN_PREFIX) &&
        (await findScimToken(c.var.db, { token: presented, portalId: found.portal.id }));
      if (!token) throw new ScimError(401, 'scim.tokenInvalid', null);
      c.set('scimToken', { id: token.id, name: token.name, hint: token.hint });
      if (token.revokedAt) throw new ScimError(401, 'scim.tokenInvalid', null);
      const base = c.req.header('x-scim-base-url') ?? `https://${domain}/scim/v2`;
      c.set('scimBase', base.replace(/\/$/, ''));
      await next();
    } catch (error) {
      c.res = await scimFailure(c, error);
    }
  })
  .get('/ServiceProviderConfig', (c) =>
    scimJson(c, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: SCIM_MAX_COUNT },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: true },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'OAuth Bearer Token',
          description: 'A SCIM token made on the portal’s integrations screen.',
          primary: true,
        },
      ],
      meta: {
        resourceType: 'ServiceProviderConfig',
        location: `${c.var.scimBase}/ServiceProviderConfig`,
      },
    }),
  )
  .get('/ResourceTypes', (c) => {
    const types = resourceTypes(c);
    return scimJson(c, listBody(types, types.length, 1));
  })
  .get('/ResourceTypes/:name', (c) => {
    const type = resourceTypes(c).find((item) => item.id === c.req.param('name'));
    if (!type) throw new ScimError(404, 'scim.noSuchSchema', null, { id: c.req.param('name') });
    return scimJson(c, type);
  })
  .get('/Schemas', (c) => {
    const schemas = schemaDescriptions(c);
    return scimJson(c, listBody(schemas, schemas.length, 1));
  })
  .get('/Schemas/:id', (c) => {
    const schema = schemaDescriptions(c).find((item) => item.id === c.req.param('id'));
    if (!schema) throw new ScimError(404, 'scim.noSuchSchema', null, { id: c.req.param('id') });
    return scimJson(c, schema);
  })
  .get('/Users', (c) => listAnswer(c, listScimUsers, (row) => userResource(c, row).resource))
  .post('/Users', (c) => createUser(c))
  .get('/Users/:id', async (c) => {
    const { resource, etag } = userResource(c, await existingUser(c));
    if (c.req.header('if-none-match') && ifMatchHolds(c.req.header('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers: { etag } });
    }
    return scimJson(c, shaped(c, resource), 200, etag);
  })
  .put('/Users/:id', async (c) => {
    const current = await existingUser(c);
    checkIfMatch(c, userResource(c, current).etag);
    return writeUser(c, current, userInput(await bodyOf(c)));
  })
  .patch('/Users/:id', async (c) => {
    const current = await existingUser(c);
    checkIfMatch(c, userResource(c, current).etag);
    const patched = await patchedResource(
      SCIMMY.Schemas.User,
      patchableUser(c, current),
      await bodyOf(c),
    );
    return writeUser(c, current, patched as ScimUserInput);
  })
  .delete('/Users/:id', async (c) => {
    const current = await existingUser(c);
    checkIfMatch(c, userResource(c, current).etag);
    const portalId = c.var.portal.id;
    await setAccountActive(c.var.db, { accountId: current.id, portalId, active: false });
    await forgetScimUser(c.var.db, current.id);
    await record(c, 'scim.user_deleted', userTarget(current), auditUser(current), null);
    return new Response(null, { status: 204 });
  })
  .get('/Groups', (c) => listAnswer(c, listScimGroups, (row) => groupResource(c, row).resource))
  .post('/Groups', async (c) => {
    const input = await groupInput(c, await bodyOf(c));
    const { resource, etag } = await saveGroup(c, null, input);
    const response = scimJson(c, resource, 201, etag);
    response.headers.set('location', `${c.var.scimBase}/Groups/${resource.id}`);
    return response;
  })
  .get('/Groups/:id', async (c) => {
    const { resource, etag } = groupResource(c, await existingGroup(c));
    return scimJson(c, shaped(c, resource), 200, etag);
  })
  .put('/Groups/:id', async (c) => {
    const current = await existingGroup(c);
    checkIfMatch(c, groupResource(c, current).etag);
    const { resource, etag } = await saveGroup(c, current, await groupInput(c, await bodyOf(c)));
    return scimJson(c, shaped(c, resource), 200, etag);
  })
  .patch('/Groups/:id', async (c) => {
    const current = await existingGroup(c);
    checkIfMatch(c, groupResource(c, current).etag);
    const { resource } = groupResource(c, current);
    const { meta: _meta, ...rest } = resource;
    const patched = await patchedResource(SCIMMY.Schemas.Group, rest, await bodyOf(c));
    const saved = await saveGroup(c, current, await groupInput(c, patched));
    // Entra ID and Okta send member changes and read nothing back: 204 is allowed, 200 is clearer.
    return scimJson(c, shaped(c, saved.resource), 200, saved.etag);
  })
  .delete('/Groups/:id', async (c) => {
    const current = await existingGroup(c);
    checkIfMatch(c, groupResource(c, current).etag);
    await deleteScimGroup(c.var.db, { portalId: c.var.portal.id, id: current.id });
    await record(
      c,
      'scim.group_deleted',
      { type: 'scim_groups', id: current.id, label: current.displayName },
      auditGroup(current),
      null,
    );
    return new Response(null, { status: 204 });
  })
  .all('/*', () => {
    throw new ScimError(404, 'scim.noSuchEndpoint', null);
  });

scimRoutes.onError(async (error, c) => scimFailure(c, error));

async function scimFailure(c: C, error: unknown): Promise<Response> {
  if (error instanceof ScimError) {
    await refused(c, error);
    return scimJson(c, errorBody(c, error), error.status);
  }
  if (error instanceof UnknownFilterAttributeError) {
    const failure = new ScimError(400, 'scim.filterInvalid', 'invalidFilter');
    await refused(c, failure);
    return scimJson(c, errorBody(c, failure), 400);
  }
  console.error('[scim]', error);
  const failure = new ScimError(500, 'scim.failed', null);
  return scimJson(c, errorBody(c, failure), 500);
}

function resourceTypes(c: C) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A person of the portal',
      schema: SCIM_SCHEMAS.user,
      schemaExtensions: [{ schema: SCIM_SCHEMAS.enterprise, required: false }],
      meta: { resourceType: 'ResourceType', location: `${c.var.scimBase}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A group; the portal’s admins map it to a role or an organisation',
      schema: SCIM_SCHEMAS.group,
      meta: { resourceType: 'ResourceType', location: `${c.var.scimBase}/ResourceTypes/Group` },
    },
  ];
}

function schemaDescriptions(c: C) {
  const describeSchema = (definition: { describe(basepath?: string): Record<string, unknown> }) => {
    const described = definition.describe(`${c.var.scimBase}/Schemas`) as Record<string, unknown>;
    return described as Record<string, unknown> & { id: string };
  };
  return [
    describeSchema(SCIMMY.Schemas.User.definition),
    describeSchema(SCIMMY.Schemas.EnterpriseUser.definition),
    describeSchema(SCIMMY.Schemas.Group.definition),
  ];
}

const SCIM_ANSWER = (description: string, status?: number) =>
  file(SCIM_CONTENT_TYPE, description, status);

export const answers: Answers = {
  'GET /v1/scim/v2/ServiceProviderConfig': SCIM_ANSWER('What this SCIM service supports.'),
  'GET /v1/scim/v2/ResourceTypes': SCIM_ANSWER('The resource types (User, Group).'),
  'GET /v1/scim/v2/ResourceTypes/:name': SCIM_ANSWER('One resource type.'),
  'GET /v1/scim/v2/Schemas': SCIM_ANSWER('The schemas of the resources.'),
  'GET /v1/scim/v2/Schemas/:id': SCIM_ANSWER('One schema.'),
  'GET /v1/scim/v2/Users': SCIM_ANSWER('A page of users (ListResponse), filtered.'),
  'POST /v1/scim/v2/Users': SCIM_ANSWER('The user made.', 201),
  'GET /v1/scim/v2/Users/:id': SCIM_ANSWER('One user, with its ETag (304 for If-None-Match).'),
  'PUT /v1/scim/v2/Users/:id': SCIM_ANSWER('The user replaced.'),
  'PATCH /v1/scim/v2/Users/:id': SCIM_ANSWER('The user patched.'),
  'DELETE /v1/scim/v2/Users/:id': NONE,
  'GET /v1/scim/v2/Groups': SCIM_ANSWER('A page of groups (ListResponse), filtered.'),
  'POST /v1/scim/v2/Groups': SCIM_ANSWER('The group made.', 201),
  'GET /v1/scim/v2/Groups/:id': SCIM_ANSWER('One group, with its ETag.'),
  'PUT /v1/scim/v2/Groups/:id': SCIM_ANSWER('The group replaced.'),
  'PATCH /v1/scim/v2/Groups/:id': SCIM_ANSWER('The group patched.'),
  'DELETE /v1/scim/v2/Groups/:id': NONE,
};

/** A SCIM token is the only key: a session (anyone's) or none is a 401 on every route. */
export const rows: RowsOf = ({ NO_SUCH }) =>
  Object.keys(answers).map((key) => {
    const [method = 'GET', route = ''] = key.split(' ');
    const path = route.replace(':id', NO_SUCH).replace(':name', 'User');
    return fixedRow(
      method,
      route,
      path,
      { others: 401 },
      method === 'POST' || method === 'PUT' || method === 'PATCH' ? {} : undefined,
    );
  });
