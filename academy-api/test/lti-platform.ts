/**
 * A small LTI 1.3 platform on loopback (issue 38 item 2), written with `jose`, that launches the
 * portal as a tool the way Canvas or Moodle do: its own RS256 keys and JWKS, an OIDC auth
 * endpoint that answers the portal's login with an auto-posting form carrying a signed id_token,
 * a page that frames the launch, a token endpoint that checks the portal's client assertion
 * against the portal's JWKS, AGS line items and scores (recorded), and a deep-linking return
 * endpoint that verifies the portal's response. Used by vitest (port 0) and by the e2e spec
 * (E2E_PORTS.api + 9; tests/e2e/lti-tool.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const LTI_ROLES = { learner: `${LIS}Learner`, instructor: `${LIS}Instructor` } as const;

/** What the platform's user launches: a course link or a deep-linking request. */
export type LaunchPlan = {
  kind: 'resource' | 'deep';
  sub: string;
  name?: string;
  email?: string;
  roles: string[];
  /** The resource link's target (resource launches). */
  targetLinkUri: string;
  /** Claims changed or removed (undefined) after the platform made them: invalid launches. */
  tamper?: Record<string, unknown>;
  /** Offer AGS (a line item for resource launches, the container for deep linking). */
  ags?: boolean;
  /** Resource launches with AGS: the link's own line item too (default), or only the container. */
  lineItem?: boolean;
  /** The resource link's id (default `link-1`). */
  resourceLinkId?: string;
  /** The launch's `locale` claim (default `en`). */
  locale?: string;
};

export type RecordedScore = { lineItem: string; body: Record<string, unknown>; scope: string };

export type LtiPlatformOptions = {
  port?: number;
  host?: string;
  /** The tool's JWKS: its URL, or a function (vitest reads the portal's keys directly). */
  toolJwks: string | (() => Promise<JSONWebKeySet>);
  clientId?: string;
  deploymentId?: string;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test platform</title></head><body><main>${body}</main></body></html>`,
  );
}

function json(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
}

export async function startLtiPlatform(options: LtiPlatformOptions) {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'academy-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';
  const pair = await generateKeyPair('RS256', { extractable: true });
  const kid = `platform-${randomUUID().slice(0, 8)}`;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const plans = new Map<string, LaunchPlan>();
  const scores: RecordedScore[] = [];
  const lineItems = new Map<string, Record<string, unknown>>();
  const assertions: JWTPayload[] = [];
  const deepLinks: JWTPayload[] = [];
  const tokens = new Map<string, string>();
  let origin = '';

  const toolKeys =
    typeof options.toolJwks === 'string'
      ? createRemoteJWKSet(new URL(options.toolJwks))
      : async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
          createLocalJWKSet(await (options.toolJwks as () => Promise<JSONWebKeySet>)())(...args);

  /** A signed id_token of `claims` (the platform's key unless another is given). */
  async function sign(claims: Record<string, unknown>, header: { kid?: string } = {}) {
    return new SignJWT(claims as JWTPayload)
      .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? kid, typ: 'JWT' })
      .sign(pair.privateKey);
  }

  /** The claims of a launch for the plan, the login's nonce and the tool's redirect. */
  function claimsFor(plan: LaunchPlan, nonce: string, now = Math.floor(Date.now() / 1000)) {
    const claims: Record<string, unknown> = {
      iss: origin,
      aud: clientId,
      sub: plan.sub,
      iat: now,
      exp: now + 300,
      nonce,
      ...(plan.name ? { name: plan.name } : {}),
      ...(plan.email ? { email: plan.email } : {}),
      locale: plan.locale ?? 'en',
      [`${CLAIM}version`]: '1.3.0',
      [`${CLAIM}deployment_id`]: deploymentId,
      [`${CLAIM}roles`]: plan.roles,
      [`${CLAIM}context`]: { id: 'context-1', title: 'Test course on the platform' },
      [`${CLAIM}target_link_uri`]: plan.targetLinkUri,
    };
    if (plan.kind === 'resource') {
      claims[`${CLAIM}message_type`] = 'LtiResourceLinkRequest';
      const resourceLinkId = plan.resourceLinkId ?? 'link-1';
      claims[`${CLAIM}resource_link`] = { id: resourceLinkId, title: 'The course' };
      if (plan.ags) {
        const id = `item-${resourceLinkId}`;
        if (plan.lineItem !== false) {
          lineItems.set(id, {
            id: `${origin}/lineitems/${id}`,
            scoreMaximum: 100,
            label: 'Course',
            resourceLinkId,
          });
        }
        claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${origin}/lineitems`,
          ...(plan.lineItem === false ? {} : { lineitem: `${origin}/lineitems/${id}` }),
        };
      }
    } else {
      claims[`${CLAIM}message_type`] = 'LtiDeepLinkingRequest';
      claims['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'] = {
        deep_link_return_url: `${origin}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        data: 'opaque-platform-data',
      };
      if (plan.ags) {
        claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
          scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
          lineitems: `${origin}/lineitems`,
        };
      }
    }
    for (const [name, value] of Object.entries(plan.tamper ?? {})) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    return claims;
  }

  async function bearerScope(request: IncomingMessage) {
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    return tokens.get(token) ?? null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    // The page of the platform that frames a launch (as a course page of Canvas does).
    if (request.method === 'GET' && url.pathname === '/course') {
      const hint = url.searchParams.get('plan') ?? '';
      const plan = plans.get(hint);
      if (!plan) return html(response, 404, '<h1>No such launch</h1>');
      const login = new URL(url.searchParams.get('login') ?? '');
      login.searchParams.set('iss', origin);
      login.searchParams.set('login_hint', plan.sub);
      login.searchParams.set('target_link_uri', plan.targetLinkUri);
      login.searchParams.set('lti_message_hint', hint);
      login.searchParams.set('client_id', clientId);
      login.searchParams.set('lti_deployment_id', deploymentId);
      return html(
        response,
        200,
        `<h1>Platform course page</h1><iframe title="Tool" name="tool" src="${escapeHtml(login.toString())}" width="900" height="600" allow="fullscreen"></iframe>`,
      );
    }
    // OIDC authentication request (form_post of the id_token to the tool's redirect_uri).
    if (url.pathname === '/auth') {
      const params =
        request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
      const plan = plans.get(params.get('lti_message_hint') ?? '');
      const valid =
        params.get('response_type') === 'id_token' &&
        params.get('response_mode') === 'form_post' &&
        params.get('scope') === 'openid' &&
        params.get('client_id') === clientId &&
        params.get('prompt') === 'none' &&
        plan?.sub === params.get('login_hint');
      if (!plan || !valid) return html(response, 400, '<h1>Bad authentication request</h1>');
      const idToken = await sign(claimsFor(plan, params.get('nonce') ?? ''));
      return html(
        response,
        200,
        `<form method="post" action="${escapeHtml(params.get('redirect_uri') ?? '')}">` +
          `<input type="hidden" name="id_token" value="${escapeHtml(idToken)}">` +
          `<input type="hidden" name="state" value="${escapeHtml(params.get('state') ?? '')}">` +
          '<button type="submit">Continue</button></form>' +
          '<script>document.forms[0].submit()</script>',
      );
    }
    if (request.method === 'GET' && url.pathname === '/jwks') {
      return json(response, 200, { keys: [publicJwk] });
    }
    // Client credentials with a JWT assertion (Security Framework §4.1).
    if (request.method === 'POST' && url.pathname === '/token') {
      const params = new URLSearchParams(await readBody(request));
      try {
        if (params.get('grant_type') !== 'client_credentials') throw new Error('grant_type');
        if (
          params.get('client_assertion_type') !==
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
        ) {
          throw new Error('client_assertion_type');
        }
        const { payload } = await jwtVerify(params.get('client_assertion') ?? '', toolKeys, {
          issuer: clientId,
          subject: clientId,
          audience: `${origin}/token`,
          algorithms: ['RS256'],
        });
        if (typeof payload.jti !== 'string') throw new Error('jti');
        assertions.push(payload);
      } catch (error) {
        return json(response, 401, { error: 'invalid_client', detail: (error as Error).message });
      }
      const token = randomUUID();
      tokens.set(token, params.get('scope') ?? '');
      return json(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: params.get('scope'),
      });
    }
    if (url.pathname === '/lineitems' && request.method === 'POST') {
      if (!(await bearerScope(request))?.includes('lineitem')) return json(response, 401, {});
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const id = `item-${lineItems.size + 1}`;
      const item = { ...body, id: `${origin}/lineitems/${id}` };
      lineItems.set(id, item);
      return json(response, 201, item, 'application/vnd.ims.lis.v2.lineitem+json');
    }
    if (url.pathname === '/lineitems' && request.method === 'GET') {
      if (!(await bearerScope(request))?.includes('lineitem')) return json(response, 401, {});
      const resourceId = url.searchParams.get('resource_id');
      const resourceLinkId = url.searchParams.get('resource_link_id');
      const items = [...lineItems.values()].filter(
        (item) =>
          (!resourceId || item.resourceId === resourceId) &&
          (!resourceLinkId || item.resourceLinkId === resourceLinkId),
      );
      return json(response, 200, items, 'application/vnd.ims.lis.v2.lineitemcontainer+json');
    }
    const scoreMatch = url.pathname.match(/^\/lineitems\/([\w-]+)\/scores$/);
    if (scoreMatch && request.method === 'POST') {
      const scope = await bearerScope(request);
      if (!scope?.includes('/scope/score')) return json(response, 401, {});
      if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') {
        return json(response, 415, {});
      }
      if (!lineItems.has(scoreMatch[1] ?? '')) return json(response, 404, {});
      scores.push({
        lineItem: `${origin}/lineitems/${scoreMatch[1]}`,
        body: JSON.parse(await readBody(request)) as Record<string, unknown>,
        scope,
      });
      response.writeHead(204);
      return response.end();
    }
    // Deep Linking 2.0 §4.5: the tool's response, verified with the tool's keys.
    if (request.method === 'POST' && url.pathname === '/deep-link-return') {
      const params = new URLSearchParams(await readBody(request));
      try {
        const { payload } = await jwtVerify(params.get('JWT') ?? '', toolKeys, {
          issuer: clientId,
          audience: origin,
          algorithms: ['RS256'],
        });
        deepLinks.push(payload);
        const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
          title: string;
        }[];
        return html(
          response,
          200,
          `<h1>Deep link received</h1><p>${escapeHtml(items.map((item) => item.title).join(', '))}</p>`,
        );
      } catch (error) {
        return html(
          response,
          400,
          `<h1>Bad deep link</h1><p>${escapeHtml((error as Error).message)}</p>`,
        );
      }
    }
    return html(response, 404, '<h1>Not found</h1>');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `http://${host}:${port}`;

  return {
    origin,
    clientId,
    deploymentId,
    kid,
    registration: {
      issuer: origin,
      client_id: clientId,
      deployment_ids: [deploymentId],
      auth_endpoint: `${origin}/auth`,
      token_endpoint: `${origin}/token`,
      jwks_url: `${origin}/jwks`,
    },
    scores,
    /** The line items the platform holds (the links' own and those the tool made). */
    lineItems: () => [...lineItems.values()],
    assertions,
    deepLinks,
    /** Keeps a launch plan; its id is the lti_message_hint the login carries. */
    plan(plan: LaunchPlan) {
      const id = randomUUID();
      plans.set(id, plan);
      return id;
    },
    claimsFor,
    sign,
    /** The platform's course page that frames the launch of `plan` through `login`. */
    coursePage(planId: string, login: string) {
      return `${origin}/course?plan=${encodeURIComponent(planId)}&login=${encodeURIComponent(login)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LtiTestPlatform = Awaited<ReturnType<typeof startLtiPlatform>>;
