import type { Context } from 'hono';
import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import {
  ltiPlatformEndpoints,
  ltiToolInput,
  ltiToolUpdate,
  ltiTools as toolContract,
} from '../../shared/lti/contract';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { attributesOf, found, noContent, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal, normaliseDomain } from '../middleware/portal';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { platformUrls } from './platform';
import {
  createTool,
  deleteTool,
  findTool,
  type LtiToolRow,
  type LtiToolValues,
  listTools,
  updateTool,
} from './tools.queries';

/**
 * The portal's public origin the request came through (its domain at its base URL): the issuer
 * of what it signs as a platform, and the base of every URL it gives a tool.
 */
export async function portalOrigin(c: Context<AppEnv>): Promise<string> {
  const portal = await currentPortal(c);
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const configured = portal.domains.find((entry) => entry.domain === domain)?.base_url;
  if (!configured) throw notFound();
  return new URL(servedBaseUrl(configured, c.req.header(PORTAL_HOST_HEADER))).origin;
}

export function toolResource(row: LtiToolRow) {
  return resourceOf(toolContract, row.id, {
    name: row.name,
    client_id: row.clientId,
    deployment_id: row.deploymentId,
    login_url: row.loginUrl,
    redirect_uris: row.redirectUris,
    target_link_uri: row.targetLinkUri,
    deep_link_uri: row.deepLinkUri,
    jwks_url: row.jwksUrl,
    has_public_key: row.publicJwk !== null,
    custom: row.custom,
    presentation: row.presentation,
    services: row.services,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  });
}

/** A public JWK as the admin pasted it: one RSA or EC public key, never a private one. */
function publicJwkOf(value: string | null | undefined): Record<string, string> | null | undefined {
  if (value === undefined || value === null || value.trim() === '')
    return value === undefined ? undefined : null;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const key = Array.isArray(parsed.keys) ? (parsed.keys[0] as Record<string, unknown>) : parsed;
    if ((key.kty === 'RSA' || key.kty === 'EC') && !('d' in key)) {
      return Object.fromEntries(
        Object.entries(key).filter(([, entry]) => typeof entry === 'string'),
      ) as Record<string, string>;
    }
  } catch {
    // Refused below.
  }
  throw fieldError('public_jwk', 'VALIDATION_FAILED', text('ltiPlatform.publicJwkInvalid'));
}

type ToolInput = Partial<{
  name: string;
  deployment_id: string;
  login_url: string;
  redirect_uris: string[];
  target_link_uri: string;
  deep_link_uri: string | null;
  jwks_url: string | null;
  public_jwk: string | null;
  custom: Record<string, string>;
  presentation: LtiToolValues['presentation'];
  services: LtiToolValues['services'];
  status: LtiToolValues['status'];
}>;

function valuesOf(input: ToolInput): Partial<LtiToolValues> {
  const values: Partial<LtiToolValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.deployment_id !== undefined) values.deploymentId = input.deployment_id;
  if (input.login_url !== undefined) values.loginUrl = input.login_url;
  if (input.redirect_uris !== undefined) values.redirectUris = input.redirect_uris;
  if (input.target_link_uri !== undefined) values.targetLinkUri = input.target_link_uri;
  if (input.deep_link_uri !== undefined) values.deepLinkUri = input.deep_link_uri;
  if (input.jwks_url !== undefined) values.jwksUrl = input.jwks_url;
  const jwk = publicJwkOf(input.public_jwk);
  if (jwk !== undefined) values.publicJwk = jwk;
  if (input.custom !== undefined) values.custom = input.custom;
  if (input.presentation !== undefined) values.presentation = input.presentation;
  if (input.services !== undefined) values.services = [...new Set(input.services)];
  if (input.status !== undefined) values.status = input.status;
  return values;
}

/** What the log keeps of a tool (nothing in it is secret). */
const logged = (row: LtiToolRow) => ({
  name: row.name,
  client_id: row.clientId,
  deployment_id: row.deploymentId,
  login_url: row.loginUrl,
  redirect_uris: row.redirectUris,
  jwks_url: row.jwksUrl,
  services: row.services,
  presentation: row.presentation,
  status: row.status,
});

/**
 * /v1/lti/tools: the outside LTI 1.3 tools the portal launches (issue 38 item 1;
 * docs/lti-tools.md), managed by the academy group (RULES.ltiAdmin: the integration secrets' group, as the other
 * integrations' keys). A tool needs a key to be reached back: a JWKS URL or a public JWK.
 */
export const ltiToolRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.ltiAdmin);
    await next();
  })
  .get('/', async (c) => {
    queryOf(c, {});
    const rows = await listTools(c.var.db, c.var.portal.id);
    return jsonApiResponse({ data: rows.map(toolResource) });
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.ltiAdmin);
    const input = await attributesOf(c, ltiToolInput);
    const values = valuesOf(input) as LtiToolValues;
    if (!values.jwksUrl && !values.publicJwk) {
      throw fieldError('jwks_url', 'VALIDATION_FAILED', text('ltiPlatform.keyRequired'));
    }
    const row = await createTool(c.var.db, {
      portalId: c.var.portal.id,
      createdBy: viewer.id,
      values,
    });
    await audit(c, {
      action: 'lti.tool_created',
      target: { type: 'lti_tools', id: row.id, label: row.name },
      after: logged(row),
      whole: true,
    });
    return resourceResponse(toolResource(row), { status: 201 });
  })
  .patch('/:id', async (c) => {
    const id = uuidParam(c.req.param('id'));
    const before = await found(findTool(c.var.db, { portalId: c.var.portal.id, id }));
    const input = await attributesOf(c, ltiToolUpdate);
    const values = valuesOf(input);
    const keyAfter = values.jwksUrl !== undefined ? values.jwksUrl : before.jwksUrl;
    const jwkAfter = values.publicJwk !== undefined ? values.publicJwk : before.publicJwk;
    if (!keyAfter && !jwkAfter) {
      throw fieldError('jwks_url', 'VALIDATION_FAILED', text('ltiPlatform.keyRequired'));
    }
    const row = await found(updateTool(c.var.db, { portalId: c.var.portal.id, id, values }));
    await audit(c, {
      action: 'lti.tool_changed',
      target: { type: 'lti_tools', id: row.id, label: row.name },
      before: logged(before),
      after: logged(row),
    });
    return resourceResponse(toolResource(row));
  })
  .delete('/:id', async (c) => {
    const id = uuidParam(c.req.param('id'));
    const gone = await found(deleteTool(c.var.db, { portalId: c.var.portal.id, id }));
    await audit(c, {
      action: 'lti.tool_deleted',
      target: { type: 'lti_tools', id: gone.id, label: gone.name },
    });
    return noContent();
  });

/**
 * /v1/lti/tool_choices: the active tools, for the course editor's "External tool" (the course
 * rights and content groups with `lti`, RULES.ltiAuthoring): authors choose one, they do not manage them.
 */
export const ltiToolChoiceRoutes = new Hono<AppEnv>().get('/', async (c) => {
  authorize(c, RULES.ltiAuthoring);
  queryOf(c, {});
  const rows = await listTools(c.var.db, c.var.portal.id);
  return jsonApiResponse({
    data: rows.filter((row) => row.status === 'active').map(toolResource),
  });
});

/** /v1/lti/platform_endpoints: what the admin copies into a tool. */
export const ltiEndpointRoutes = new Hono<AppEnv>().get('/', async (c) => {
  authorize(c, RULES.ltiAdmin);
  queryOf(c, {});
  const urls = platformUrls(await portalOrigin(c));
  return resourceResponse(
    resourceOf(ltiPlatformEndpoints, 'platform', {
      issuer: urls.issuer,
      authorization_endpoint: urls.authorization,
      token_endpoint: urls.token,
      jwks_uri: urls.jwks,
      openid_configuration: urls.openidConfiguration,
    }),
  );
});

export const answers: Answers = {
  'GET /v1/lti/tools': list('lti_tools'),
  'POST /v1/lti/tools': one('lti_tools', { status: [201] }),
  'PATCH /v1/lti/tools/:id': one('lti_tools'),
  'DELETE /v1/lti/tools/:id': NONE,
  'GET /v1/lti/platform_endpoints': one('lti_platform_endpoints'),
  'GET /v1/lti/tool_choices': list('lti_tools'),
};

/** The academy group (Ada); everyone else signed in: 403, guests 401. */
const ACADEMY = (ok: number) => ({ guest: 401, ada: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => [
  { method: 'GET', route: '/v1/lti/tools', path: () => '/v1/lti/tools', expect: ACADEMY(200) },
  {
    method: 'POST',
    route: '/v1/lti/tools',
    path: () => '/v1/lti/tools',
    body: { data: { attributes: {} } },
    expect: ACADEMY(422),
  },
  {
    method: 'PATCH',
    route: '/v1/lti/tools/:id',
    path: () => `/v1/lti/tools/${NO_SUCH}`,
    body: { data: { attributes: {} } },
    expect: ACADEMY(404),
  },
  {
    method: 'DELETE',
    route: '/v1/lti/tools/:id',
    path: () => `/v1/lti/tools/${NO_SUCH}`,
    expect: ACADEMY(404),
  },
  {
    method: 'GET',
    route: '/v1/lti/tool_choices',
    path: () => '/v1/lti/tool_choices',
    expect: { guest: 401, ada: 200, alex: 200, others: 403 },
  },
  {
    method: 'GET',
    route: '/v1/lti/platform_endpoints',
    path: () => '/v1/lti/platform_endpoints',
    expect: ACADEMY(200),
  },
];
