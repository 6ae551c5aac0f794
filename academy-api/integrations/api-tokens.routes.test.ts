import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES } from '../../shared/integrations/api-token-scopes';
import { apiTokens } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';

/** Issue 42, item 1: tokens an admin makes for another system. */
const t = setUpTestApi();
let ada: string;
let stijn: string;
let stijnId: string;
let adaId: string;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function makeToken(scopes: string[], name = 'HR sync', token = ada, domain = 'localhost') {
  const made = await t.request('/v1/api_tokens', {
    method: 'POST',
    token,
    domain,
    body: { data: { type: 'api_tokens', attributes: { name, scopes, expires_on: inDays(30) } } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as Json;
}

beforeAll(async () => {
  [ada, stijn] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  stijnId = (await t.request('/v1/me', { token: stijn })).body.data.id;
  adaId = (await t.request('/v1/me', { token: ada })).body.data.id;
});

afterEach(() => {
  delete process.env.ACADEMY_API_TOKEN_REQUESTS_PER_MINUTE;
});

describe('making and revoking tokens', () => {
  it('shows the token once, stores only its hash, and lists it with its hint and maker', async () => {
    const made = await makeToken(['accounts:read']);
    const token: string = made.attributes.token;
    expect(token).toMatch(/^acad_[A-Za-z0-9_-]{43}$/);
    expect(made.attributes).toMatchObject({
      name: 'HR sync',
      scopes: ['accounts:read'],
      hint: token.slice(0, 9),
      created_by: 'Ada Admin',
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const again = await t.request(`/v1/api_tokens/${made.id}`, { token: ada });
    expect(again.body.data.attributes.token).toBeUndefined();
    const listed = await t.request('/v1/api_tokens', { token: ada });
    expect(listed.body.data.map((item: Json) => item.id)).toContain(made.id);
    expect(listed.body.data.every((item: Json) => item.attributes.token === undefined)).toBe(true);
  });

  it('refuses a bad name, no scope, an unknown scope, or an end date out of range, per field', async () => {
    for (const [attributes, pointer] of [
      [{ name: ' ', scopes: ['accounts:read'], expires_on: inDays(30) }, 'name'],
      [{ name: 'x', scopes: [], expires_on: inDays(30) }, 'scopes'],
      [{ name: 'x', scopes: ['accounts:admin'], expires_on: inDays(30) }, 'scopes'],
      [{ name: 'x', scopes: ['accounts:read'], expires_on: inDays(0) }, 'expires_on'],
      [{ name: 'x', scopes: ['accounts:read'], expires_on: inDays(400) }, 'expires_on'],
    ] as const) {
      const answer = await t.request('/v1/api_tokens', {
        method: 'POST',
        token: ada,
        headers: { 'accept-language': 'nl' },
        body: { data: { type: 'api_tokens', attributes } },
      });
      expect(answer.status, JSON.stringify(attributes)).toBe(422);
      expect(answer.body.errors[0].source.pointer).toMatch(
        new RegExp(`^/data/attributes/${pointer}`),
      );
    }
  });

  it('is for the portal’s admins only', async () => {
    expect((await t.request('/v1/api_tokens', { token: stijn })).status).toBe(403);
    expect((await t.request('/v1/api_tokens')).status).toBe(401);
  });

  it('a revoked token stops at once and cannot be revoked twice', async () => {
    const made = await makeToken(['accounts:read']);
    const token = made.attributes.token;
    expect((await t.request('/v1/accounts', { token })).status).toBe(200);
    const revoked = await t.request(`/v1/api_tokens/${made.id}`, { method: 'DELETE', token: ada });
    expect(revoked.status).toBe(204);
    const refused = await t.request('/v1/accounts', {
      token,
      headers: { 'accept-language': 'nl' },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'INVALID_API_TOKEN',
      detail: expect.stringContaining('ingetrokken'),
    });
    const listed = await t.request(`/v1/api_tokens/${made.id}`, { token: ada });
    expect(listed.body.data.attributes.revoked_at).not.toBeNull();
    expect(
      (await t.request(`/v1/api_tokens/${made.id}`, { method: 'DELETE', token: ada })).status,
    ).toBe(404);
  });

  it('an expired token is refused', async () => {
    const made = await makeToken(['accounts:read']);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, made.id));
    const refused = await t.request('/v1/accounts', { token: made.attributes.token });
    expect(refused.status).toBe(401);
  });
});

describe('what a token may call', () => {
  it('reads what its scope opens, as its maker, and writes only with a write scope', async () => {
    const { attributes } = await makeToken(['accounts:read']);
    const token = attributes.token;
    const accounts = await t.request('/v1/accounts', { token });
    expect(accounts.status).toBe(200);
    expect(accounts.body.data.length).toBeGreaterThan(0);
    // Any token may ask who it acts as: its maker.
    const me = await t.request('/v1/me', { token });
    expect(me.body.data.id).toBe(adaId);

    const write = await t.request(`/v1/accounts/${stijnId}`, {
      method: 'PATCH',
      token,
      body: { data: { type: 'accounts', id: stijnId, attributes: {} } },
    });
    expect(write.status).toBe(403);
    expect(write.body.errors[0]).toMatchObject({
      code: 'INSUFFICIENT_SCOPE',
      meta: { needs: ['accounts:write'] },
    });
  });

  it('each scope opens its own routes and no other domain’s', async () => {
    const probes: [string, string][] = [
      ['accounts:read', '/v1/accounts'],
      ['enrolments:read', `/v1/accounts/${stijnId}/enrollments`],
      ['courses:read', '/v1/courses'],
      ['progress:read', `/v1/accounts/${stijnId}/enrollments`],
      ['certificates:read', '/v1/certificates'],
      ['orders:read', '/v1/orders'],
    ];
    for (const [scope, path] of probes) {
      const { attributes } = await makeToken([scope], `probe ${scope}`);
      const allowed = await t.request(path, { token: attributes.token });
      expect(allowed.status, `${scope} ${path}`).toBe(200);
      for (const [, other] of probes.filter(([s, p]) => s !== scope && p !== path)) {
        const refused = await t.request(other, { token: attributes.token });
        expect(refused.status, `${scope} must not open ${other}`).toBe(403);
      }
    }
  });

  it('never reaches routes no scope lists: not even with every scope', async () => {
    const { attributes } = await makeToken([...API_TOKEN_SCOPES], 'everything');
    for (const path of [
      '/v1/api_tokens',
      `/v1/accounts/${stijnId}/notifications`,
      '/v1/dashboard',
    ]) {
      const refused = await t.request(path, { token: attributes.token });
      expect(refused.status, path).toBe(403);
      expect(refused.body.errors[0].code).toBe('INSUFFICIENT_SCOPE');
    }
    // Nor can it make a token of its own.
    const minted = await t.request('/v1/api_tokens', {
      method: 'POST',
      token: attributes.token,
      body: {
        data: {
          type: 'api_tokens',
          attributes: { name: 'x', scopes: ['accounts:read'], expires_on: inDays(3) },
        },
      },
    });
    expect(minted.status).toBe(403);
  });

  it('is never usable on another portal', async () => {
    const { attributes } = await makeToken(['accounts:read', 'courses:read']);
    const elsewhere = await t.request('/v1/accounts', {
      token: attributes.token,
      domain: 'unlimited.localhost',
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.errors[0].code).toBe('INVALID_API_TOKEN');
  });

  it('acts with its maker’s roles as they are now, not as they were', async () => {
    const { attributes } = await makeToken(['accounts:read']);
    // A token is no way around the route's own rule: a student's token, were one made, would
    // still be a student. Stijn cannot make one, so check that the maker's rule applies.
    const student = await t.request('/v1/api_tokens', {
      method: 'POST',
      token: stijn,
      body: {
        data: {
          type: 'api_tokens',
          attributes: { name: 'x', scopes: ['accounts:read'], expires_on: inDays(3) },
        },
      },
    });
    expect(student.status).toBe(403);
    expect((await t.request('/v1/accounts', { token: attributes.token })).status).toBe(200);
  });
});

describe('the throttle', () => {
  it('sends the RateLimit fields and answers 429 with Retry-After past the minute’s limit', async () => {
    process.env.ACADEMY_API_TOKEN_REQUESTS_PER_MINUTE = '3';
    const { attributes } = await makeToken(['courses:read']);
    const token = attributes.token;
    const first = await t.request('/v1/courses', { token });
    expect(first.status).toBe(200);
    expect(first.response.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60');
    expect(first.response.headers.get('ratelimit')).toMatch(/^"token";r=2;t=(60|59)$/);
    await t.request('/v1/courses', { token });
    const third = await t.request('/v1/courses', { token });
    expect(third.response.headers.get('ratelimit')).toMatch(/^"token";r=0;t=\d+$/);
    const fourth = await t.request('/v1/courses', { token, headers: { 'accept-language': 'ro' } });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fourth.body.errors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      detail: expect.stringContaining('3'),
    });
    // Another token has its own minute.
    const other = await makeToken(['courses:read'], 'second');
    expect((await t.request('/v1/courses', { token: other.attributes.token })).status).toBe(200);
  });

  it('starts a new minute once the last one is over', async () => {
    process.env.ACADEMY_API_TOKEN_REQUESTS_PER_MINUTE = '1';
    const made = await makeToken(['courses:read'], 'minute');
    const token = made.attributes.token;
    expect((await t.request('/v1/courses', { token })).status).toBe(200);
    expect((await t.request('/v1/courses', { token })).status).toBe(429);
    await t.db
      .update(apiTokens)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, made.id));
    expect((await t.request('/v1/courses', { token })).status).toBe(200);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row?.windowCount).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();
  });
});
