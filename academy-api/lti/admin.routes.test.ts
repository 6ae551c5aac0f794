import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { setUpTestApi } from '../test/api-client';

/**
 * The LTI admin routes (issue 38; docs/lti.md, docs/lti-tools.md): a tool's and a platform's
 * PATCH checks each field as the registration does and is audited; the portal's `lti` feature
 * flag closes every LTI route (403, reason LTI_OFF).
 */
const t = setUpTestApi();
let admin: string;

const TOOL = {
  name: 'Simulation lab',
  login_url: 'https://tool.example.org/login',
  redirect_uris: ['https://tool.example.org/launch'],
  target_link_uri: 'https://tool.example.org/launch',
  jwks_url: 'https://tool.example.org/jwks',
};
const PLATFORM = {
  issuer: 'https://canvas.example.org',
  client_id: '10000000000042',
  deployment_ids: ['1:abc'],
  auth_endpoint: 'https://canvas.example.org/api/lti/authorize_redirect',
  token_endpoint: 'https://canvas.example.org/login/oauth2/token',
  jwks_url: 'https://canvas.example.org/api/lti/security/jwks',
};

beforeAll(async () => {
  admin = await t.signIn('admin@demo.academy');
});

const create = async (path: string, type: string, attributes: Record<string, unknown>) => {
  const { status, body } = await t.request(path, {
    method: 'POST',
    token: admin,
    body: { data: { type, attributes } },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id as string;
};

const patch = (path: string, type: string, id: string, attributes: Record<string, unknown>) =>
  t.request(`${path}/${id}`, {
    method: 'PATCH',
    token: admin,
    body: { data: { type, id, attributes } },
  });

const pointers = (body: { errors?: { source?: { pointer?: string } }[] }) =>
  (body.errors ?? []).map((error) => error.source?.pointer);

const lastAudit = async (action: 'lti.tool_changed' | 'lti.platform_changed', id: string) => {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, id)));
  return rows.at(-1);
};

describe('PATCH /v1/lti/tools/:id (the edit form)', () => {
  it.each([
    ['name', { name: '' }],
    ['login_url', { login_url: 'not a url' }],
    ['redirect_uris', { redirect_uris: [] }],
    ['redirect_uris/0', { redirect_uris: ['javascript:alert(1)'] }],
    ['target_link_uri', { target_link_uri: 'ftp//nowhere' }],
    ['deep_link_uri', { deep_link_uri: 'nowhere' }],
    ['jwks_url', { jwks_url: 'nowhere' }],
    ['custom', { custom: { 'bad name': 'x' } }],
    ['presentation', { presentation: 'popup' }],
    ['services/0', { services: ['grades'] }],
  ])('refuses a bad %s with 422 on that field, changing nothing', async (field, attributes) => {
    const id = await create('/v1/lti/tools', 'lti_tools', TOOL);
    const { status, body } = await patch('/v1/lti/tools', 'lti_tools', id, attributes);
    expect(status, JSON.stringify(body)).toBe(422);
    expect(pointers(body).some((p) => p?.startsWith(`/data/attributes/${field}`))).toBe(true);
    const list = await t.request('/v1/lti/tools', { token: admin });
    const kept = list.body.data.find((tool: { id: string }) => tool.id === id);
    expect(kept.attributes.login_url).toBe(TOOL.login_url);
    expect(kept.attributes.name).toBe(TOOL.name);
  });

  it('refuses a private key, and leaving the tool without any key', async () => {
    const id = await create('/v1/lti/tools', 'lti_tools', TOOL);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const secret = await patch('/v1/lti/tools', 'lti_tools', id, {
      public_jwk: JSON.stringify(await exportJWK(privateKey)),
    });
    expect(secret.status).toBe(422);
    expect(pointers(secret.body)).toContain('/data/attributes/public_jwk');
    const keyless = await patch('/v1/lti/tools', 'lti_tools', id, { jwks_url: null });
    expect(keyless.status).toBe(422);
    expect(pointers(keyless.body)).toContain('/data/attributes/jwks_url');
  });

  it('saves every field of the form, keeps the key write-only, and logs the change', async () => {
    const id = await create('/v1/lti/tools', 'lti_tools', TOOL);
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const { status, body } = await patch('/v1/lti/tools', 'lti_tools', id, {
      name: 'Simulation lab 2',
      login_url: 'https://tool2.example.org/login',
      redirect_uris: ['https://tool2.example.org/launch', 'https://tool2.example.org/other'],
      target_link_uri: 'https://tool2.example.org/launch',
      deep_link_uri: 'https://tool2.example.org/deep',
      jwks_url: null,
      public_jwk: JSON.stringify(await exportJWK(publicKey)),
      custom: { unit: '3' },
      presentation: 'window',
      services: ['ags'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const saved = body.data.attributes;
    expect(saved).toMatchObject({
      name: 'Simulation lab 2',
      login_url: 'https://tool2.example.org/login',
      redirect_uris: ['https://tool2.example.org/launch', 'https://tool2.example.org/other'],
      deep_link_uri: 'https://tool2.example.org/deep',
      jwks_url: null,
      has_public_key: true,
      custom: { unit: '3' },
      presentation: 'window',
      services: ['ags'],
    });
    expect(saved).not.toHaveProperty('public_jwk');
    const event = await lastAudit('lti.tool_changed', id);
    expect(event?.before).toMatchObject({ name: TOOL.name, presentation: 'iframe' });
    expect(event?.after).toMatchObject({ name: 'Simulation lab 2', presentation: 'window' });
  });
});

describe('PATCH /v1/lti/platforms/:id (the edit form)', () => {
  let counter = 0;
  const fresh = () => {
    counter += 1;
    return { ...PLATFORM, client_id: `${PLATFORM.client_id}-${counter}` };
  };

  it.each([
    ['issuer', { issuer: ' ' }],
    ['client_id', { client_id: '' }],
    ['deployment_ids', { deployment_ids: [] }],
    ['auth_endpoint', { auth_endpoint: 'canvas' }],
    ['token_endpoint', { token_endpoint: 'mailto:x@example.org' }],
    ['jwks_url', { jwks_url: '' }],
    ['administrator_role', { administrator_role: 'owner' }],
    ['name', { name: 'x'.repeat(201) }],
  ])('refuses a bad %s with 422 on that field', async (field, attributes) => {
    const id = await create('/v1/lti/platforms', 'lti_platforms', fresh());
    const { status, body } = await patch('/v1/lti/platforms', 'lti_platforms', id, attributes);
    expect(status, JSON.stringify(body)).toBe(422);
    expect(pointers(body).some((p) => p?.startsWith(`/data/attributes/${field}`))).toBe(true);
  });

  it('changes only what is given, and logs the change', async () => {
    const registered = fresh();
    const id = await create('/v1/lti/platforms', 'lti_platforms', registered);
    const { status, body } = await patch('/v1/lti/platforms', 'lti_platforms', id, {
      name: 'Canvas of the school',
      deployment_ids: ['1:abc', '2:def'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.attributes).toMatchObject({
      name: 'Canvas of the school',
      issuer: registered.issuer,
      client_id: registered.client_id,
      deployment_ids: ['1:abc', '2:def'],
      auth_endpoint: registered.auth_endpoint,
      administrator_role: 'coach',
    });
    const event = await lastAudit('lti.platform_changed', id);
    expect(event?.before).toMatchObject({ name: '', deployment_ids: ['1:abc'] });
    expect(event?.after).toMatchObject({
      name: 'Canvas of the school',
      deployment_ids: ['1:abc', '2:def'],
    });
  });

  it('refuses the issuer and client id of another registration on the client id', async () => {
    const taken = fresh();
    await create('/v1/lti/platforms', 'lti_platforms', taken);
    const id = await create('/v1/lti/platforms', 'lti_platforms', fresh());
    const { status, body } = await patch('/v1/lti/platforms', 'lti_platforms', id, {
      client_id: taken.client_id,
    });
    expect(status, JSON.stringify(body)).toBe(422);
    expect(pointers(body)).toContain('/data/attributes/client_id');
  });
});

describe('the lti feature flag', () => {
  const setFlag = async (enabled: boolean) => {
    const { status, body } = await t.request('/v1/portals/current/feature_flags/lti', {
      method: 'PATCH',
      token: admin,
      body: { data: { type: 'feature_flags', id: 'lti', attributes: { enabled } } },
    });
    expect(status, JSON.stringify(body)).toBe(200);
  };

  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/v1/lti/tools'],
    ['POST', '/v1/lti/tools', { data: { type: 'lti_tools', attributes: TOOL } }],
    ['GET', '/v1/lti/platforms'],
    ['POST', '/v1/lti/platforms', { data: { type: 'lti_platforms', attributes: PLATFORM } }],
    ['GET', '/v1/lti/platform_endpoints'],
    ['GET', '/v1/lti/tool_choices'],
    ['GET', '/v1/lti/jwks'],
    ['GET', '/v1/lti/platform/openid_configuration'],
    ['POST', '/v1/lti/platform/token', { grant_type: 'client_credentials' }],
    [
      'POST',
      '/v1/lti/tool/logins',
      { data: { attributes: { iss: PLATFORM.issuer, login_hint: 'x', target_link_uri: 'x' } } },
    ],
  ];

  it('is on at Demo Academy: the routes answer', async () => {
    for (const [method, path] of ROUTES.filter(([m, p]) => m === 'GET' && !p.includes('openid'))) {
      const answer = await t.request(path, { method, token: admin });
      expect(answer.status, `${method} ${path}`).toBe(200);
    }
  });

  it('off, every LTI route answers 403 with the reason LTI_OFF, and creates nothing', async () => {
    const before = await t.request('/v1/lti/tools', { token: admin });
    await setFlag(false);
    try {
      for (const [method, path, body] of ROUTES) {
        for (const token of [admin, undefined]) {
          const answer = await t.request(path, { method, token, body });
          expect(answer.status, `${method} ${path}`).toBe(403);
          expect(answer.body.errors[0].meta.reason, `${method} ${path}`).toBe('LTI_OFF');
        }
      }
    } finally {
      await setFlag(true);
    }
    const after = await t.request('/v1/lti/tools', { token: admin });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('is off at Unlimited Learning, which never switched it on', async () => {
    const jwks = await t.request('/v1/lti/jwks', { domain: 'unlimited.localhost' });
    expect(jwks.status).toBe(403);
    expect(jwks.body.errors[0].meta.reason).toBe('LTI_OFF');
    const ada = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const tools = await t.request('/v1/lti/tools', { domain: 'unlimited.localhost', token: ada });
    expect(tools.status).toBe(403);
  });
});
