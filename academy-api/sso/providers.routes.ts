import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { identityProviders, idpMetadata } from '../../shared/sso/contract';
import { MAX_METADATA_BYTES, parseIdpMetadata } from '../../shared/sso/idp-metadata';
import {
  claimMappingSchema,
  DEFAULT_MAPPING,
  emailDomainSchema,
  type OidcSettings,
  oidcSettingsSchema,
  PROVIDER_KINDS,
  type ProviderSettings,
  samlSettingsSchema,
} from '../../shared/sso/providers';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { GuardedFetchRefused, guardedFetch, urlProblem } from '../integrations';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  createProvider,
  deleteProvider,
  entityOnPortal,
  findProvider,
  listProviders,
  type ProviderRow,
  type ProviderValues,
  updateProvider,
} from './sso.queries';

/** At most this many providers per portal (buttons on one sign-in page). */
export const MAX_PROVIDERS = 20;

const logoUrl = z
  .url({ protocol: /^https$/ })
  .max(2_000)
  .nullish();
const emailDomains = z.array(emailDomainSchema).max(50);

export const createProviderSchema = z.object({
  kind: z.enum(PROVIDER_KINDS),
  name: z.string().trim().min(1).max(80),
  logo_url: logoUrl,
  enabled: z.boolean().default(true),
  settings: z.record(z.string(), z.unknown()),
  client_secret: z.string().max(2_000).nullish(),
  sp_private_key: z.string().max(20_000).nullish(),
  mapping: claimMappingSchema.default(DEFAULT_MAPPING),
  email_domains: emailDomains.default([]),
  passwords_off: z.boolean().default(false),
  default_entity_id: z.uuid().nullish(),
});

export const updateProviderSchema = createProviderSchema
  .omit({ kind: true })
  .partial()
  .extend({ settings: z.record(z.string(), z.unknown()).optional() });

/** An IdP's metadata to read into the SAML form: its address or its XML (one of them). */
export const metadataSchema = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullish(),
  xml: z.string().max(MAX_METADATA_BYTES).nullish(),
  /** In an EntitiesDescriptor of several: the IdP's entity id. */
  entity_id: z.string().trim().max(2_000).nullish(),
});

/**
 * The XML at an IdP's metadata address, through the guarded fetch (the address the socket
 * connects to is checked, no redirects, ten seconds, at most MAX_METADATA_BYTES).
 */
async function fetchMetadata(url: string): Promise<string> {
  let response: Response;
  try {
    response = await guardedFetch(
      url,
      { headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } },
      { allowPrivate: getConfig().ACADEMY_WEBHOOKS_ALLOW_PRIVATE, maxBytes: MAX_METADATA_BYTES },
    );
  } catch (error) {
    if (error instanceof GuardedFetchRefused) {
      if (error.reason === 'answer too large') {
        throw fieldError('url', 'METADATA_INVALID', text('sso.metadata.too_large'));
      }
      throw fieldError(
        'url',
        error.reason === 'private' ? 'PRIVATE_ADDRESS' : 'INVALID_URL',
        text(error.reason === 'private' ? 'sso.metadata.private' : 'sso.metadata.invalidUrl'),
      );
    }
    throw fieldError('url', 'METADATA_UNREACHABLE', text('sso.metadata.unreachable'));
  }
  if (response.status !== 200) {
    throw fieldError(
      'url',
      'METADATA_UNREACHABLE',
      text('sso.metadata.status', { status: response.status }),
    );
  }
  return response.text();
}

/** The callback (OIDC redirect URI / SAML ACS) and SP metadata paths of a provider. */
export const callbackPathOf = (row: Pick<ProviderRow, 'id' | 'kind'>) =>
  row.kind === 'oidc' ? '/api/auth/sso/callback' : `/api/auth/sso/saml/${row.id}/acs`;
export const metadataPathOf = (row: Pick<ProviderRow, 'id' | 'kind'>) =>
  row.kind === 'saml' ? `/api/auth/sso/saml/${row.id}/metadata` : null;

export function providerResource(row: ProviderRow) {
  return resourceOf(identityProviders, row.id, {
    kind: row.kind,
    name: row.name,
    logo_url: row.logoUrl,
    enabled: row.enabled,
    settings: row.settings as Record<string, unknown>,
    client_secret_set: row.clientSecret !== null,
    sp_private_key_set: row.spPrivateKey !== null,
    mapping: row.mapping,
    email_domains: row.emailDomains,
    passwords_off: row.passwordsOff,
    default_entity_id: row.defaultEntityId,
    callback_path: callbackPathOf(row),
    metadata_path: metadataPathOf(row),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

/** What the audit log keeps of a provider (never its secrets: only whether they are set). */
const audited = (row: ProviderRow) => ({
  kind: row.kind,
  name: row.name,
  enabled: row.enabled,
  settings: row.settings,
  client_secret_set: row.clientSecret !== null,
  sp_private_key_set: row.spPrivateKey !== null,
  mapping: row.mapping,
  email_domains: row.emailDomains,
  passwords_off: row.passwordsOff,
  default_entity_id: row.defaultEntityId,
});

/** The settings of a kind, validated (422s on `settings.<field>`), SSRF rule on the issuer. */
function checkedSettings(kind: (typeof PROVIDER_KINDS)[number], raw: unknown): ProviderSettings {
  const schema = kind === 'oidc' ? oidcSettingsSchema : samlSettingsSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(
      `settings/${String(issue?.path[0] ?? '')}`,
      'INVALID_SETTING',
      text('sso.invalidSetting'),
    );
  }
  if (kind === 'oidc') {
    const problem = urlProblem(
      (parsed.data as OidcSettings).issuer,
      getConfig().ACADEMY_WEBHOOKS_ALLOW_PRIVATE,
    );
    if (problem) {
      throw fieldError(
        'settings/issuer',
        problem === 'private' ? 'PRIVATE_ADDRESS' : 'INVALID_URL',
        text(problem === 'private' ? 'sso.issuerPrivate' : 'sso.issuerInvalid'),
      );
    }
  }
  return parsed.data;
}

const noSuchProvider = () => text('sso.noSuchProvider');

/** A provider's default entity must be one of the portal's own. */
async function checkEntity(db: Db, portalId: string, id: string | null | undefined) {
  if (id && !(await entityOnPortal(db, { portalId, id }))) {
    throw fieldError('default_entity_id', 'NO_SUCH_ENTITY', text('sso.noSuchEntity'));
  }
}

/** /v1/identity_providers: a portal's single sign-on (issue 39), for its admins. */
export const identityProviderRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.identityProviders);
    await next();
  })
  .post('/metadata', async (c) => {
    const input = await attributesOf(c, metadataSchema);
    if (!input.url === !input.xml) {
      throw fieldError('url', 'METADATA_SOURCE', text('sso.metadata.source'));
    }
    const xml = input.url ? await fetchMetadata(input.url) : (input.xml ?? '');
    const result = parseIdpMetadata(xml, { entityId: input.entity_id ?? undefined });
    if (!result.ok) {
      throw fieldError(
        input.url ? 'url' : 'xml',
        'METADATA_INVALID',
        text(`sso.metadata.${result.problem}`),
      );
    }
    const { metadata } = result;
    return resourceResponse(
      resourceOf(idpMetadata, createHash('sha256').update(metadata.entityId).digest('hex'), {
        entity_id: metadata.entityId,
        sso_url: metadata.ssoUrl,
        sso_binding: metadata.ssoBinding,
        slo_url: metadata.sloUrl,
        certificates: metadata.certificates,
      }),
    );
  })
  .get('/', async (c) => {
    const rows = await listProviders(c.var.db, { portalId: c.var.portal.id });
    return jsonApiResponse(
      buildDocument(rows.map(providerResource), { meta: { total: rows.length } }),
    );
  })
  .post('/', async (c) => {
    const input = await attributesOf(c, createProviderSchema);
    const portalId = c.var.portal.id;
    const settings = checkedSettings(input.kind, input.settings);
    await checkEntity(c.var.db, portalId, input.default_entity_id);
    if ((await listProviders(c.var.db, { portalId })).length >= MAX_PROVIDERS) {
      throw fieldError('name', 'TOO_MANY_PROVIDERS', text('sso.tooMany', { limit: MAX_PROVIDERS }));
    }
    const row = await createProvider(c.var.db, {
      portalId,
      values: {
        kind: input.kind,
        name: input.name,
        logoUrl: input.logo_url ?? null,
        enabled: input.enabled,
        settings,
        mapping: input.mapping,
        emailDomains: [...new Set(input.email_domains)],
        passwordsOff: input.passwords_off,
        defaultEntityId: input.default_entity_id ?? null,
      },
      secrets: { clientSecret: input.client_secret, spPrivateKey: input.sp_private_key },
    });
    await audit(c, {
      action: 'identity_provider.created',
      target: { type: 'identity_providers', id: row.id, label: row.name },
      after: audited(row),
      whole: true,
    });
    return resourceResponse(providerResource(row), { status: 201 });
  })
  .get('/:id', async (c) => {
    const row = await found(
      findProvider(c.var.db, { portalId: c.var.portal.id, id: uuidParam(c.req.param('id')) }),
      noSuchProvider(),
    );
    return resourceResponse(providerResource(row));
  })
  .patch('/:id', async (c) => {
    const portalId = c.var.portal.id;
    const before = await found(
      findProvider(c.var.db, { portalId, id: uuidParam(c.req.param('id')) }),
      noSuchProvider(),
    );
    const input = await attributesOf(c, updateProviderSchema);
    await checkEntity(c.var.db, portalId, input.default_entity_id);
    const values: Partial<ProviderValues> = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.logo_url !== undefined ? { logoUrl: input.logo_url } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.settings !== undefined
        ? { settings: checkedSettings(before.kind, input.settings) }
        : {}),
      ...(input.mapping !== undefined ? { mapping: input.mapping } : {}),
      ...(input.email_domains !== undefined
        ? { emailDomains: [...new Set(input.email_domains)] }
        : {}),
      ...(input.passwords_off !== undefined ? { passwordsOff: input.passwords_off } : {}),
      ...(input.default_entity_id !== undefined
        ? { defaultEntityId: input.default_entity_id }
        : {}),
    };
    const row = await found(
      updateProvider(c.var.db, {
        portalId,
        id: before.id,
        values,
        secrets: { clientSecret: input.client_secret, spPrivateKey: input.sp_private_key },
      }),
      noSuchProvider(),
    );
    await audit(c, {
      action: 'identity_provider.changed',
      target: { type: 'identity_providers', id: row.id, label: row.name },
      before: audited(before),
      after: audited(row),
    });
    return resourceResponse(providerResource(row));
  })
  .delete('/:id', async (c) => {
    const row = await found(
      deleteProvider(c.var.db, { portalId: c.var.portal.id, id: uuidParam(c.req.param('id')) }),
      noSuchProvider(),
    );
    await audit(c, {
      action: 'identity_provider.deleted',
      target: { type: 'identity_providers', id: row.id, label: row.name },
      before: audited(row),
      whole: true,
    });
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/identity_providers': list('identity_providers'),
  'POST /v1/identity_providers': one('identity_providers', { status: [201] }),
  'POST /v1/identity_providers/metadata': one('idp_metadata'),
  'GET /v1/identity_providers/:id': one('identity_providers'),
  'PATCH /v1/identity_providers/:id': one('identity_providers'),
  'DELETE /v1/identity_providers/:id': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const admins = (ada: number) => ({ guest: 401, ada, others: 403 });
  const one = `/v1/identity_providers/${NO_SUCH}`;
  return [
    // Issue 39: the admins of §6 only.
    fixedRow('GET', '/v1/identity_providers', '/v1/identity_providers', admins(200)),
    postRow('/v1/identity_providers', '/v1/identity_providers', admins(422)),
    postRow('/v1/identity_providers/metadata', '/v1/identity_providers/metadata', admins(422)),
    fixedRow('GET', '/v1/identity_providers/:id', one, admins(404)),
    fixedRow('PATCH', '/v1/identity_providers/:id', one, admins(404), {}),
    fixedRow('DELETE', '/v1/identity_providers/:id', one, admins(404)),
  ];
};
