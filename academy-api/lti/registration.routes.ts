import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { ltiToolRegistrationInput, ltiToolRegistrations } from '../../shared/lti/contract';
import { SCOPES } from '../../shared/lti/platform';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { bearerToken } from '../auth/tokens';
import { attributesOf, bodyOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, text } from '../jsonapi/errors';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, file, one } from '../openapi/answers';
import { ltiGate, ltiRefused } from './gate';
import { platformUrls, readHint, signHint } from './platform';
import { createTool } from './tools.queries';
import { portalOrigin } from './tools.routes';

/** A registration token lives an hour: the admin opens the tool's page and confirms there. */
const REGISTRATION_TTL_SECONDS = 3600;

const httpUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i);

/** What a tool sends to register (Dynamic Registration 1.0 §3.5.1), the parts kept. */
const registrationInput = z
  .object({
    client_name: z.string().trim().min(1).max(120),
    initiate_login_uri: httpUrl,
    redirect_uris: z.array(httpUrl).min(1).max(20),
    jwks_uri: httpUrl,
    scope: z.string().max(2000).optional(),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': z
      .object({
        domain: z.string().max(255).optional(),
        target_link_uri: httpUrl,
        custom_parameters: z.record(z.string().max(100), z.string().max(1000)).optional(),
        messages: z
          .array(z.object({ type: z.string(), target_link_uri: httpUrl.optional() }).loose())
          .max(20)
          .optional(),
      })
      .loose(),
  })
  .loose();

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

/**
 * LTI Dynamic Registration 1.0 (issue 38 item 1): the admin starts it from the tool's
 * registration URL (POST /v1/lti/tool_registrations: that URL with our OpenID configuration and
 * an hour's registration token); the tool reads the configuration and registers at
 * /lti/platform/register. The tool made waits, `pending`, for the admin to activate it.
 */
export const ltiRegistrationStartRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const viewer = authorize(c, RULES.ltiAdmin);
  const input = await attributesOf(c, ltiToolRegistrationInput);
  const urls = platformUrls(await portalOrigin(c));
  const token = await signHint(
    c.var.db,
    c.var.portal.id,
    'registration',
    { sub: viewer.id },
    REGISTRATION_TTL_SECONDS,
  );
  const url = new URL(input.registration_url);
  url.searchParams.set('openid_configuration', urls.openidConfiguration);
  url.searchParams.set('registration_token', token);
  return resourceResponse(resourceOf(ltiToolRegistrations, 'registration', { url: url.href }), {
    status: 201,
  });
});

export const ltiRegistrationRoutes = new Hono<AppEnv>()
  .get('/openid_configuration', async (c) => {
    await ltiGate(c);
    const urls = platformUrls(await portalOrigin(c));
    const configuration = {
      issuer: urls.issuer,
      authorization_endpoint: urls.authorization,
      token_endpoint: urls.token,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      jwks_uri: urls.jwks,
      registration_endpoint: urls.registration,
      scopes_supported: ['openid', ...Object.values(SCOPES)],
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_supported: [
        'iss',
        'aud',
        'sub',
        'name',
        'given_name',
        'family_name',
        'email',
        'locale',
      ],
      'https://purl.imsglobal.org/spec/lti-platform-configuration': {
        product_family_code: 'academy',
        version: '1',
        messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
        variables: [],
      },
    };
    return new Response(JSON.stringify(configuration, null, 2), {
      headers: {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      },
    });
  })
  .post('/registrations', async (c) => {
    await ltiGate(c);
    const token = bearerToken(c.req.header('authorization')) ?? '';
    const hint = await readHint(c.var.db, c.var.portal.id, 'registration', token);
    if (!hint) {
      await ltiRefused(c, { endpoint: 'registration', reason: 'registration token invalid' });
      throw ApiError.of(401, 'INVALID_TOKEN', text('ltiPlatform.registrationRefused'));
    }
    const parsed = registrationInput.safeParse(await bodyOf(c));
    if (!parsed.success) {
      await ltiRefused(c, { endpoint: 'registration', reason: 'registration malformed' });
      return new Response(JSON.stringify({ error: 'invalid_client_metadata' }), {
        status: 400,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      });
    }
    const registration = parsed.data;
    const configuration = registration[TOOL_CONFIGURATION];
    const scopes = (registration.scope ?? '').split(/\s+/);
    const deepLink = configuration.messages?.find(
      (message) => message.type === 'LtiDeepLinkingRequest',
    );
    const tool = await createTool(c.var.db, {
      portalId: c.var.portal.id,
      createdBy: typeof hint.sub === 'string' ? hint.sub : null,
      values: {
        name: registration.client_name,
        loginUrl: registration.initiate_login_uri,
        redirectUris: registration.redirect_uris,
        targetLinkUri: configuration.target_link_uri,
        deepLinkUri: deepLink ? (deepLink.target_link_uri ?? configuration.target_link_uri) : null,
        jwksUrl: registration.jwks_uri,
        custom: configuration.custom_parameters ?? {},
        services: [
          ...(scopes.some((scope) => scope.startsWith('https://purl.imsglobal.org/spec/lti-ags/'))
            ? (['ags'] as const)
            : []),
          ...(scopes.includes(SCOPES.nrps) ? (['nrps'] as const) : []),
        ],
        status: 'pending',
      },
    });
    await audit(c, {
      action: 'lti.tool_registered',
      target: { type: 'lti_tools', id: tool.id, label: tool.name },
      after: {
        name: tool.name,
        client_id: tool.clientId,
        login_url: tool.loginUrl,
        jwks_url: tool.jwksUrl,
        status: tool.status,
      },
      whole: true,
    });
    const answer = {
      ...registration,
      client_id: tool.clientId,
      [TOOL_CONFIGURATION]: { ...configuration, deployment_id: tool.deploymentId },
    };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  });

export const answers: Answers = {
  'POST /v1/lti/tool_registrations': one('lti_tool_registrations', { status: [201] }),
  'GET /v1/lti/platform/openid_configuration': file(
    'application/json',
    "The portal's OpenID configuration as an LTI platform (Dynamic Registration 1.0 §3.4).",
  ),
  'POST /v1/lti/platform/registrations': file(
    'application/json',
    'The registered tool (its client id and deployment id).',
  ),
};

export const rows: RowsOf = () => [
  {
    method: 'POST',
    route: '/v1/lti/tool_registrations',
    path: () => '/v1/lti/tool_registrations',
    body: { data: { attributes: {} } },
    expect: { lars: 403, guest: 401, ada: 422, others: 403 },
  },
  {
    method: 'GET',
    route: '/v1/lti/platform/openid_configuration',
    path: () => '/v1/lti/platform/openid_configuration',
    expect: { lars: 403, others: 200 },
  },
  {
    method: 'POST',
    route: '/v1/lti/platform/registrations',
    path: () => '/v1/lti/platform/registrations',
    body: {},
    expect: { lars: 403, others: 401 },
  },
];
