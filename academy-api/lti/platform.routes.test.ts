import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS, SCOPES } from '../../shared/lti/platform';
import { accounts, auditEvents, courseModules, courses, portalDomains } from '../db/schema';
import { setUpTestApi } from '../test/api-client';

/**
 * The portal as an LTI 1.3 platform over HTTP (issue 38 item 1; docs/lti-tools.md): a tool
 * registered by hand, an external-tool item, the learner's launch (login initiation, the
 * authorization request, the signed id_token and its claims), the token endpoint's refusals,
 * AGS line items and scores reaching the learner's grades, NRPS members.
 */
const t = setUpTestApi();

const TOOL = 'https://tool.example.org';
let toolKey: CryptoKey;
let otherKey: CryptoKey;
const toolKid = 'tool-key-1';
let toolId = '';
let clientId = '';
let courseId = '';
let itemSlug = '';
let itemId = '';
let stijnId = '';
let ada = '';
let stijn = '';
let alex = '';

async function portalOrigin() {
  const [row] = await t.db
    .select({ baseUrl: portalDomains.baseUrl })
    .from(portalDomains)
    .where(eq(portalDomains.domain, 'localhost'));
  return new URL(row?.baseUrl ?? 'http://localhost').origin;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  toolKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: toolKid, alg: 'RS256' };
  ada = await t.signIn('admin@demo.academy');
  stijn = await t.signIn('student@demo.academy');
  alex = await t.signIn('author@demo.academy');
  const made = await t.request('/v1/lti/tools', {
    method: 'POST',
    token: ada,
    body: {
      data: {
        type: 'lti_tools',
        attributes: {
          name: 'Chart lab',
          login_url: `${TOOL}/login`,
          redirect_uris: [`${TOOL}/launch`],
          target_link_uri: `${TOOL}/launch`,
          public_jwk: JSON.stringify(jwk),
          custom: { level: 'beginner' },
          services: ['ags', 'nrps'],
        },
      },
    },
  });
  expect(made.status).toBe(201);
  toolId = made.body.data.id;
  clientId = made.body.data.attributes.client_id;
  const [course] = await t.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'data-literacy'));
  courseId = course?.id ?? '';
  const [module] = await t.db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .limit(1);
  const item = await t.request(`/v1/courses/${courseId}/modules/${module?.id}/lti_items`, {
    method: 'POST',
    token: alex,
    body: { data: { type: 'course_items', attributes: { tool_id: toolId, title: 'Chart lab' } } },
  });
  expect(item.status).toBe(201);
  itemId = item.body.data.id;
  itemSlug = item.body.data.attributes.slug;
  const [person] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  stijnId = person?.id ?? '';
});

async function launchParams(token = stijn) {
  const { status, body } = await t.request(
    `/v1/courses/data-literacy/items/${itemSlug}/lti_launch`,
    { method: 'POST', token },
  );
  expect(status).toBe(200);
  const url = new URL(body.data.attributes.login_url);
  return { url, origins: body.data.attributes.origins as string[] };
}

function authRequest(url: URL, changes: Record<string, string> = {}) {
  return {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: url.searchParams.get('client_id') ?? '',
    redirect_uri: `${TOOL}/launch`,
    login_hint: url.searchParams.get('login_hint') ?? '',
    lti_message_hint: url.searchParams.get('lti_message_hint') ?? '',
    state: 'state-1',
    nonce: randomUUID(),
    ...changes,
  };
}

const auth = (attributes: Record<string, string>, token?: string) =>
  t.request('/v1/lti/platform/auth', {
    method: 'POST',
    token,
    body: { data: { type: 'lti_auth_requests', attributes } },
  });

async function assertion(claims: Record<string, unknown> = {}, key = toolKey, kid = toolKid) {
  const origin = await portalOrigin();
  return new SignJWT({ jti: randomUUID(), aud: `${origin}/lti/platform/token`, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

async function tokenCall(form: Record<string, string>) {
  const response = await t.api.fetch(
    new Request('http://api/v1/lti/platform/token', {
      method: 'POST',
      headers: {
        'x-portal-domain': 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const grant = (clientAssertion: string, scope = `${SCOPES.score} ${SCOPES.lineItem}`) => ({
  grant_type: 'client_credentials',
  client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
  client_assertion: clientAssertion,
  scope,
});

async function service(
  path: string,
  token: string,
  init: { method?: string; body?: unknown; type?: string } = {},
) {
  const response = await t.api.fetch(
    new Request(`http://api/v1/lti/platform${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': init.type ?? 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, response };
}

describe('LTI launch (OIDC third-party initiated login)', () => {
  it('sends the learner to the tool with signed hints, and answers with a signed id_token', async () => {
    const { url, origins } = await launchParams();
    expect(url.origin + url.pathname).toBe(`${TOOL}/login`);
    expect(url.searchParams.get('iss')).toBe(await portalOrigin());
    expect(url.searchParams.get('client_id')).toBe(clientId);
    expect(url.searchParams.get('target_link_uri')).toBe(`${TOOL}/launch`);
    expect(url.searchParams.get('lti_deployment_id')).toBeTruthy();
    expect(origins).toEqual([TOOL]);
    const request = authRequest(url);
    const { status, body } = await auth(request);
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ action: `${TOOL}/launch`, state: 'state-1' });
    const jwks = await (await t.request('/v1/lti/jwks')).response.json();
    const { payload } = await jwtVerify(body.data.attributes.id_token, createLocalJWKSet(jwks), {
      issuer: await portalOrigin(),
      audience: clientId,
    });
    expect(payload.nonce).toBe(request.nonce);
    expect(payload.sub).toBe(stijnId);
    expect(payload[CLAIMS.messageType]).toBe('LtiResourceLinkRequest');
    expect(payload[CLAIMS.version]).toBe('1.3.0');
    expect(payload[CLAIMS.roles]).toEqual([
      'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
    ]);
    expect(payload[CLAIMS.resourceLink]).toEqual({ id: itemId, title: 'Chart lab' });
    expect(payload[CLAIMS.context]).toMatchObject({ id: courseId, label: 'data-literacy' });
    expect(payload[CLAIMS.custom]).toEqual({ level: 'beginner' });
    expect(payload[CLAIMS.launchPresentation]).toMatchObject({ document_target: 'iframe' });
    const ags = payload[CLAIMS.ags] as { lineitem: string; lineitems: string; scope: string[] };
    expect(ags.lineitems).toBe(`${await portalOrigin()}/lti/platform/ags/${courseId}/lineitems`);
    expect(ags.scope).toContain(SCOPES.score);
    expect(payload[CLAIMS.nrps]).toMatchObject({ service_versions: ['2.0'] });
  });

  it('refuses an unregistered redirect URI, a changed hint, or another signed-in person', async () => {
    const { url } = await launchParams();
    expect((await auth(authRequest(url, { redirect_uri: `${TOOL}/launch/other` }))).status).toBe(
      400,
    );
    expect((await auth(authRequest(url, { login_hint: 'forged' }))).status).toBe(400);
    expect((await auth(authRequest(url, { response_mode: 'fragment' }))).status).toBe(400);
    expect((await auth(authRequest(url), ada)).status).toBe(400);
    // Signed in as the learner themselves: fine.
    expect((await auth(authRequest(url), stijn)).status).toBe(200);
    const refusals = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'lti.refused'), eq(auditEvents.targetId, toolId)));
    expect(refusals.length).toBeGreaterThanOrEqual(4);
  });

  it('maps a coach or author to Instructor and an admin to Administrator', async () => {
    const { url } = await launchParams(ada);
    const { body } = await auth(authRequest(url));
    const jwks = await (await t.request('/v1/lti/jwks')).response.json();
    const { payload } = await jwtVerify(body.data.attributes.id_token, createLocalJWKSet(jwks));
    expect(payload[CLAIMS.roles]).toContain(
      'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
    );
  });
});

describe('LTI token endpoint (client credentials, JWT assertion)', () => {
  it('issues a short-lived bearer token for the granted scopes', async () => {
    const { status, body } = await tokenCall(grant(await assertion()));
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect((body.scope ?? '').split(' ').sort()).toEqual([SCOPES.lineItem, SCOPES.score].sort());
  });

  it('refuses a bad signature, an unknown kid, a wrong aud, a replayed jti, an ungranted scope', async () => {
    expect((await tokenCall(grant(await assertion({}, otherKey)))).body.error).toBe(
      'invalid_client',
    );
    expect((await tokenCall(grant(await assertion({}, toolKey, 'no-such-kid')))).status).toBe(401);
    expect(
      (await tokenCall(grant(await assertion({ aud: 'https://elsewhere/token' })))).status,
    ).toBe(401);
    const once = await assertion();
    expect((await tokenCall(grant(once))).status).toBe(200);
    const replay = await tokenCall(grant(once));
    expect(replay).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    const scope = await tokenCall(grant(await assertion(), 'https://example.org/scope/other'));
    expect(scope).toEqual({ status: 400, body: { error: 'invalid_scope' } });
    const wrongGrant = await tokenCall({ ...grant(await assertion()), grant_type: 'password' });
    expect(wrongGrant.status).toBe(400);
  });
});

describe('AGS and NRPS', () => {
  async function token(scope: string) {
    const { body } = await tokenCall(grant(await assertion(), scope));
    return body.access_token ?? '';
  }

  it("takes a score on the item's line item: the learner's grade and progress show it", async () => {
    // The launch made the item's line item.
    await auth(authRequest((await launchParams()).url));
    const bearer = await token(
      `${SCOPES.score} ${SCOPES.lineItemReadOnly} ${SCOPES.resultReadOnly}`,
    );
    const list = await service(`/ags/${courseId}/lineitems?resource_link_id=${itemId}`, bearer);
    expect(list.status).toBe(200);
    expect(list.response.headers.get('content-type')).toBe(
      'application/vnd.ims.lis.v2.lineitemcontainer+json',
    );
    expect(list.body).toHaveLength(1);
    const lineItem = list.body[0].id as string;
    const path = new URL(lineItem).pathname.replace('/lti/platform', '');
    const score = {
      userId: stijnId,
      scoreGiven: 8,
      scoreMaximum: 10,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: new Date().toISOString(),
    };
    const posted = await service(`${path}/scores`, bearer, {
      method: 'POST',
      body: score,
      type: 'application/vnd.ims.lis.v1.score+json',
    });
    expect(posted.status).toBe(204);
    // An older score changes nothing.
    const older = await service(`${path}/scores`, bearer, {
      method: 'POST',
      body: { ...score, scoreGiven: 1, timestamp: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(older.status).toBe(409);
    const results = await service(`${path}/results`, bearer);
    expect(results.body).toEqual([
      expect.objectContaining({ userId: stijnId, resultScore: 8, resultMaximum: 10 }),
    ]);
    const grades = await t.request(`/v1/accounts/${stijnId}/grades`, { token: stijn });
    const items = grades.body.data.flatMap(
      (course: { attributes: { items: { kind: string; result: string; percent: number }[] } }) =>
        course.attributes.items,
    );
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'lti', result: 'passed', percent: 80 }),
    );
    const course = await t.request('/v1/courses/data-literacy', { token: stijn });
    expect(JSON.stringify(course.body)).toContain(itemSlug);
  });

  it('checks each operation against the token scopes', async () => {
    const readOnly = await token(SCOPES.lineItemReadOnly);
    const create = await service(`/ags/${courseId}/lineitems`, readOnly, {
      method: 'POST',
      body: { label: 'Bonus', scoreMaximum: 5 },
    });
    expect(create.status).toBe(403);
    const writer = await token(SCOPES.lineItem);
    const made = await service(`/ags/${courseId}/lineitems`, writer, {
      method: 'POST',
      body: { label: 'Bonus', scoreMaximum: 5, tag: 'bonus', resourceLinkId: itemId },
    });
    expect(made.status).toBe(201);
    const tagged = await service(`/ags/${courseId}/lineitems?tag=bonus`, writer);
    expect(tagged.body.map((row: { label: string }) => row.label)).toEqual(['Bonus']);
    const path = new URL(made.body.id).pathname.replace('/lti/platform', '');
    const changed = await service(path, writer, {
      method: 'PUT',
      body: { label: 'Bonus round', scoreMaximum: 6 },
    });
    expect(changed.body).toMatchObject({ label: 'Bonus round', scoreMaximum: 6 });
    expect((await service(path, writer, { method: 'DELETE' })).status).toBe(204);
    expect((await service(path, writer)).status).toBe(404);
    expect((await service(`/ags/${courseId}/lineitems`, 'not-a-token')).status).toBe(401);
    // Another course, where the tool has no link: not a context of it.
    const [other] = await t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'project-management-basics'));
    expect((await service(`/ags/${other?.id}/lineitems`, writer)).status).toBe(404);
  });

  it("lists the course's members with their roles, a page at a time", async () => {
    const bearer = await token(SCOPES.nrps);
    const first = await service(`/nrps/${courseId}/memberships?limit=1`, bearer);
    expect(first.status).toBe(200);
    expect(first.body.context).toMatchObject({ id: courseId });
    expect(first.body.members).toHaveLength(1);
    expect(first.response.headers.get('link')).toContain('rel="next"');
    const all = await service(`/nrps/${courseId}/memberships`, bearer);
    expect(all.body.members).toContainEqual(
      expect.objectContaining({
        user_id: stijnId,
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
      }),
    );
  });
});

describe('Dynamic Registration', () => {
  it('serves the OpenID configuration and registers a tool, pending, with the admin’s token', async () => {
    const started = await t.request('/v1/lti/tool_registrations', {
      method: 'POST',
      token: ada,
      body: {
        data: {
          type: 'lti_tool_registrations',
          attributes: { registration_url: `${TOOL}/register?x=1` },
        },
      },
    });
    expect(started.status).toBe(201);
    const url = new URL(started.body.data.attributes.url);
    expect(url.searchParams.get('x')).toBe('1');
    const origin = await portalOrigin();
    expect(url.searchParams.get('openid_configuration')).toBe(
      `${origin}/lti/platform/openid-configuration`,
    );
    const configuration = await (
      await t.request('/v1/lti/platform/openid_configuration')
    ).response.json();
    expect(configuration).toMatchObject({
      issuer: origin,
      registration_endpoint: `${origin}/lti/platform/register`,
      jwks_uri: `${origin}/lti/jwks`,
    });
    const registration = {
      client_name: 'Registered tool',
      initiate_login_uri: `${TOOL}/login`,
      redirect_uris: [`${TOOL}/launch`],
      jwks_uri: `${TOOL}/keys`,
      scope: `${SCOPES.score} ${SCOPES.nrps}`,
      'https://purl.imsglobal.org/spec/lti-tool-configuration': {
        target_link_uri: `${TOOL}/launch`,
        messages: [{ type: 'LtiDeepLinkingRequest' }],
      },
    };
    const register = (token: string) =>
      t.api.fetch(
        new Request('http://api/v1/lti/platform/registrations', {
          method: 'POST',
          headers: {
            'x-portal-domain': 'localhost',
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(registration),
        }),
      );
    expect((await register('forged')).status).toBe(401);
    const answer = await register(url.searchParams.get('registration_token') ?? '');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, Record<string, string> | string>;
    const tools = await t.request('/v1/lti/tools', { token: ada });
    const made = tools.body.data.find(
      (tool: { attributes: { client_id: string } }) => tool.attributes.client_id === body.client_id,
    );
    expect(made.attributes).toMatchObject({
      name: 'Registered tool',
      status: 'pending',
      services: ['ags', 'nrps'],
      deep_link_uri: `${TOOL}/launch`,
      jwks_url: `${TOOL}/keys`,
    });
    expect(body['https://purl.imsglobal.org/spec/lti-tool-configuration']).toMatchObject({
      deployment_id: made.attributes.deployment_id,
    });
  });
});
