import type { Context } from 'hono';
import { Hono } from 'hono';
import { isUuid } from '../../shared/validation/empty';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { bearerToken } from '../auth/tokens';
import { ApiError, text } from '../jsonapi/errors';
import { type Answers, file } from '../openapi/answers';
import { ltiGate, ltiRefused, ltiWait } from './gate';
import { LtiRefusal, platformUrls } from './platform';
import { ACCESS_TOKEN_TTL_SECONDS, contextOf, issueAccessToken, toolOfToken } from './services';
import type { LtiToolRow } from './tools.queries';
import { portalOrigin } from './tools.routes';

/** A course id no course has (a path that is not a uuid names no context). */
const NO_COURSE = '00000000-0000-0000-0000-000000000000';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/** An OAuth 2.0 error answer (RFC 6749 §5.2): the code only, never a detail of why. */
function oauthError(error: string, status: 400 | 401 | 429, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', ...NO_STORE, ...headers },
  });
}

/**
 * POST /v1/lti/platform/token (app: /lti/platform/token): the tools' token endpoint
 * (Security Framework §4.1, client-credentials grant with a signed JWT assertion). Refusals
 * answer the OAuth error, are counted against the address and tool and logged (`lti.refused`).
 */
export const ltiTokenRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const wait = await ltiWait(c);
  if (wait > 0) return oauthError('slow_down', 429, { 'retry-after': String(wait) });
  const type = c.req.header('content-type') ?? '';
  const body = await c.req.text();
  if (!type.startsWith('application/x-www-form-urlencoded') || body.length > 20_000) {
    await ltiRefused(c, { endpoint: 'token', reason: 'not a form' });
    return oauthError('invalid_request', 400);
  }
  const urls = platformUrls(await portalOrigin(c));
  try {
    const issued = await issueAccessToken(c.var.db, {
      portalId: c.var.portal.id,
      tokenEndpoint: urls.token,
      form: new URLSearchParams(body),
      now: new Date(),
    });
    return new Response(
      JSON.stringify({
        access_token: issued.token,
        token_type: 'Bearer',
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        scope: issued.scopes.join(' '),
      }),
      { status: 200, headers: { 'content-type': 'application/json', ...NO_STORE } },
    );
  } catch (error) {
    if (!(error instanceof LtiRefusal)) throw error;
    const tool = (error as LtiRefusal & { tool?: LtiToolRow }).tool;
    await ltiRefused(c, {
      endpoint: 'token',
      reason: error.reason,
      toolId: tool?.id,
      toolName: tool?.name,
    });
    return oauthError(error.error, error.error === 'invalid_client' ? 401 : 400);
  }
});

/**
 * A tool's service call (AGS, NRPS): its bearer token live and of this portal, holding one of
 * `scopes` (403), the course a context of the tool (404). Refusals counted and logged.
 */
export async function serviceCaller(
  c: Context<AppEnv>,
  params: { endpoint: string; scopes: readonly string[] },
) {
  await ltiGate(c);
  const token = bearerToken(c.req.header('authorization'));
  const found = token
    ? await toolOfToken(c.var.db, { portalId: c.var.portal.id, token, now: new Date() })
    : null;
  if (!found) {
    await ltiRefused(c, { endpoint: params.endpoint, reason: 'no valid access token' });
    throw new ApiError(401, [{ code: 'INVALID_TOKEN', text: text('ltiPlatform.tokenInvalid') }], {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  await ltiGate(c, found.tool.id);
  if (!params.scopes.some((scope) => found.scopes.includes(scope))) {
    await ltiRefused(c, {
      endpoint: params.endpoint,
      reason: `scope missing: ${params.scopes.join(' ')}`,
      toolId: found.tool.id,
      toolName: found.tool.name,
    });
    throw new ApiError(
      403,
      [{ code: 'INSUFFICIENT_SCOPE', text: text('ltiPlatform.scopeMissing') }],
      { 'www-authenticate': 'Bearer error="insufficient_scope"' },
    );
  }
  const course = c.req.param('course');
  const context = await contextOf(c.var.db, {
    portalId: c.var.portal.id,
    toolId: found.tool.id,
    courseId: isUuid(course) ? course.toLowerCase() : NO_COURSE,
  });
  if (!context) {
    await ltiRefused(c, {
      endpoint: params.endpoint,
      reason: 'not a context of the tool',
      toolId: found.tool.id,
      toolName: found.tool.name,
    });
    throw ApiError.of(404, 'NOT_FOUND', text('noSuchResource'));
  }
  return {
    tool: found.tool,
    scopes: found.scopes,
    context,
    urls: platformUrls(await portalOrigin(c)),
  };
}

export const answers: Answers = {
  'POST /v1/lti/platform/token': file(
    'application/json',
    'An OAuth 2.0 access token for the tool (client-credentials grant, JWT assertion).',
  ),
};

export const rows: RowsOf = () => [
  {
    method: 'POST',
    route: '/v1/lti/platform/token',
    path: () => '/v1/lti/platform/token',
    body: { data: { attributes: {} } },
    expect: { lars: 403, others: 400 },
  },
];
