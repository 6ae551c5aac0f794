import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoles, accounts, entities, ssoIdentities } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { accountCount, lastAudit } from '../test/audit-entries';
import {
  followToCallback,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../test/oidc-provider';

/**
 * Issue 39: single sign-on with OpenID Connect against a real provider on loopback
 * (`oidc-provider`, tests/support/oidc-provider.ts): the providers an admin keeps, a first
 * sign-in that makes the account from the mapping, a link to an existing account confirmed with
 * its password, and every refusal (nothing made, each audited with its reason).
 */
const t = setUpTestApi();
const CALLBACK = 'http://localhost/api/auth/sso/callback';
let op: TestOidcProvider;
let ada: string;
let providerId: string;
let entityId: string;

const attributes = (body: Json) => body.data.attributes;

async function createProvider(overrides: Record<string, unknown> = {}) {
  return t.request('/v1/identity_providers', {
    method: 'POST',
    token: ada,
    body: {
      data: {
        type: 'identity_providers',
        attributes: {
          kind: 'oidc',
          name: 'Acme ID',
          settings: {
            issuer: op.issuer,
            client_id: op.clientId,
            scopes: 'openid email profile groups organisation',
          },
          client_secret: op.clientSecret,
          mapping: {
            name: 'name',
            email: 'email',
            language: 'locale',
            entity: 'organisation',
            roles: 'groups',
            role_values: [{ value: 'trainers', role: 'coach' }],
            default_roles: ['student'],
          },
          email_domains: ['acme.test'],
          passwords_off: true,
          ...overrides,
        },
      },
    },
  });
}

/** The provider's OIDC settings again, trusting silent addresses or not. */
function setTrustEmail(trust: boolean) {
  return t.request(`/v1/identity_providers/${providerId}`, {
    method: 'PATCH',
    token: ada,
    body: {
      data: {
        type: 'identity_providers',
        id: providerId,
        attributes: {
          settings: {
            issuer: op.issuer,
            client_id: op.clientId,
            scopes: 'openid email profile groups organisation',
            trust_email: trust,
          },
        },
      },
    },
  });
}

/** A sign-in from start to the callback's answer; `browserState` as the BFF's cookie held it. */
async function signInThrough(
  id: string,
  options: {
    returnTo?: string;
    browserState?: string | null;
    callback?: (url: string) => string;
  } = {},
) {
  const start = await t.request(`/auth/sso/providers/${id}/start`, {
    method: 'POST',
    body: { redirect_uri: CALLBACK, return_to: options.returnTo ?? null },
  });
  expect(start.status).toBe(200);
  const { url, state } = attributes(start.body);
  const callbackUrl = await followToCallback(url, CALLBACK);
  const callback = await t.request('/auth/sso/callback', {
    method: 'POST',
    body: {
      callback_url: options.callback ? options.callback(callbackUrl) : callbackUrl,
      browser_state: options.browserState === undefined ? state : options.browserState,
    },
  });
  expect(callback.status).toBe(200);
  return { outcome: attributes(callback.body), callbackUrl, state };
}

beforeAll(async () => {
  op = await startTestOidcProvider({
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: ['http://localhost/auth?loggedOut=true'],
  });
  ada = await t.signIn('admin@demo.academy');
  const [entity] = await t.db
    .insert(entities)
    .values({
      portalId: sql`(select portal_id from portal_domains where domain = 'localhost')`,
      name: 'Acme Corporation',
    })
    .returning({ id: entities.id });
  entityId = entity?.id ?? '';
});
afterAll(() => op?.close());

describe('identity providers (admins)', () => {
  it('keeps the client secret write-only and audits the change', async () => {
    const created = await createProvider();
    expect(created.status).toBe(201);
    providerId = created.body.data.id;
    const saved = attributes(created.body);
    expect(saved.client_secret_set).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain(op.clientSecret);
    expect(saved.callback_path).toBe('/api/auth/sso/callback');
    const audit = await lastAudit(t.db, 'identity_provider.created');
    expect(JSON.stringify(audit?.after)).not.toContain(op.clientSecret);
    expect(audit?.targetId).toBe(providerId);

    const buttons = await t.request('/auth/sso/providers');
    expect(buttons.body.data.map((p: Json) => p.attributes.name)).toEqual(['Acme ID']);
    expect(JSON.stringify(buttons.body)).not.toContain(op.issuer);
  });

  it('refuses other people, a bad issuer and an entity of another portal', async () => {
    const stijn = await t.signIn('student@demo.academy');
    expect((await t.request('/v1/identity_providers', { token: stijn })).status).toBe(403);
    const bad = await createProvider({ settings: { issuer: 'ftp://x', client_id: 'a' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/settings/issuer');
    const [other] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(sql`portal_id <> (select portal_id from portal_domains where domain = 'localhost')`)
      .limit(1);
    const foreign = await createProvider({ default_entity_id: other?.id });
    expect(foreign.status).toBe(422);
  });

  it('turns passwords off for the listed domains', async () => {
    const { status, body } = await t.request('/auth/login', {
      method: 'POST',
      body: { email: 'someone@ACME.test', password: 'whatever-it-is' },
    });
    expect(status).toBe(422);
    expect(body.errors[0].code).toBe('SSO_REQUIRED');
    expect(body.errors[0].detail).toContain('Acme ID');
  });
});

describe('signing in with OpenID Connect', () => {
  it("makes a new person's account just in time, with the mapped entity and roles", async () => {
    op.signInAs({
      sub: 'acme-1001',
      email: 'Olga.Oidc@acme.test',
      email_verified: true,
      name: 'Olga Oidc',
      locale: 'en-GB',
      groups: ['trainers', 'everyone'],
      organisation: 'acme corporation',
    });
    const { outcome } = await signInThrough(providerId, { returnTo: '/courses?tab=mine' });
    expect(outcome.outcome).toBe('signed_in');
    expect(outcome.return_to).toBe('/courses?tab=mine');
    const [made] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'olga.oidc@acme.test'));
    expect(made).toMatchObject({
      fullName: 'Olga Oidc',
      locale: 'en',
      entityId,
      passwordHash: null,
    });
    const roles = await t.db
      .select({ role: accountRoles.role })
      .from(accountRoles)
      .where(eq(accountRoles.accountId, made?.id ?? ''));
    expect(roles.map((r) => r.role).sort()).toEqual(['coach', 'student']);
    // The token signs the new account in.
    const me = await t.request('/v1/me', { token: outcome.token });
    expect(me.status).toBe(200);
    expect((await lastAudit(t.db, 'sso.provisioned'))?.after).toMatchObject({
      subject: 'acme-1001',
    });

    // Next time the same subject is the same account, nothing new made.
    const before = await accountCount(t.db);
    const again = await signInThrough(providerId);
    expect(again.outcome.outcome).toBe('signed_in');
    expect(await accountCount(t.db)).toBe(before);
    expect((await lastAudit(t.db, 'sso.signed_in'))?.after).toMatchObject({ account_id: made?.id });
  });

  it('links an existing account only after its password, once', async () => {
    op.signInAs({
      sub: 'acme-2002',
      email: 'student@demo.academy',
      email_verified: true,
      name: 'Stijn',
    });
    const { outcome } = await signInThrough(providerId, { returnTo: '/catalog' });
    expect(outcome).toMatchObject({ outcome: 'link_required', email: 'student@demo.academy' });
    const wrong = await t.request('/auth/sso/link', {
      method: 'POST',
      body: { link_token: outcome.link_token, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].code).toBe('INVALID_CREDENTIALS');
    expect((await lastAudit(t.db, 'sso.refused'))?.after).toMatchObject({
      reason: 'link_password',
    });
    const right = await t.request('/auth/sso/link', {
      method: 'POST',
      body: { link_token: outcome.link_token, password: 'academy-demo' },
    });
    expect(right.status).toBe(200);
    expect(attributes(right.body)).toMatchObject({ outcome: 'signed_in', return_to: '/catalog' });
    const [stijn] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'student@demo.academy'));
    const links = await t.db
      .select()
      .from(ssoIdentities)
      .where(
        and(eq(ssoIdentities.providerId, providerId), eq(ssoIdentities.accountId, stijn?.id ?? '')),
      );
    expect(links).toHaveLength(1);
    // The link token is used up.
    const replay = await t.request('/auth/sso/link', {
      method: 'POST',
      body: { link_token: outcome.link_token, password: 'academy-demo' },
    });
    expect(replay.status).toBe(422);
    // Linked: the next sign-in asks for no password.
    expect((await signInThrough(providerId)).outcome.outcome).toBe('signed_in');
  });
});

describe('refusals (nothing made, each audited with its reason)', () => {
  const newcomer = (sub: string, extra: Record<string, unknown> = {}) =>
    op.signInAs({ sub, email: `${sub}@acme.test`, email_verified: true, name: sub, ...extra });

  async function refusedWith(
    reason: string,
    run: () => Promise<{ outcome: Json }>,
    claim?: string,
  ) {
    const before = await accountCount(t.db);
    const { outcome } = await run();
    expect(outcome).toMatchObject({ outcome: 'refused', reason, token: null });
    expect(await accountCount(t.db)).toBe(before);
    const entry = (await lastAudit(t.db, 'sso.refused'))?.after as Record<string, unknown>;
    expect(entry).toMatchObject({ reason });
    if (claim) expect(entry.claim).toBe(claim);
  }

  it("refuses a callback whose state is not the browser's own", async () => {
    newcomer('wrong-state');
    await refusedWith('state_mismatch', () =>
      signInThrough(providerId, { browserState: 'someone-elses' }),
    );
  });

  it('refuses a replayed callback (the code used once)', async () => {
    newcomer('replay');
    const first = await signInThrough(providerId);
    expect(first.outcome.outcome).toBe('signed_in');
    const before = await accountCount(t.db);
    const again = await t.request('/auth/sso/callback', {
      method: 'POST',
      body: { callback_url: first.callbackUrl, browser_state: first.state },
    });
    expect(attributes(again.body)).toMatchObject({ outcome: 'refused', reason: 'replayed' });
    expect(await accountCount(t.db)).toBe(before);
  });

  it('refuses an ID token for another audience', async () => {
    newcomer('wrong-aud');
    op.tamper((claims) => ({ ...claims, aud: 'another-client' }));
    try {
      await refusedWith('token_invalid', () => signInThrough(providerId), 'aud');
    } finally {
      op.tamper(null);
    }
  });

  it('refuses an expired ID token', async () => {
    newcomer('expired');
    const past = Math.floor(Date.now() / 1000) - 3600;
    op.tamper((claims) => ({ ...claims, iat: past - 60, exp: past }));
    try {
      await refusedWith('token_invalid', () => signInThrough(providerId), 'exp');
    } finally {
      op.tamper(null);
    }
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    newcomer('unverified', { email_verified: false });
    await refusedWith('email_unverified', () => signInThrough(providerId));
  });

  it('takes a silent provider at its word only when told to, never an explicit false', async () => {
    newcomer('silent', { email_verified: undefined });
    await refusedWith('email_unverified', () => signInThrough(providerId));
    const trusting = await setTrustEmail(true);
    expect(trusting.status).toBe(200);
    try {
      newcomer('still-unverified', { email_verified: false });
      await refusedWith('email_unverified', () => signInThrough(providerId));
      newcomer('silent-2', { email_verified: undefined });
      expect((await signInThrough(providerId)).outcome.outcome).toBe('signed_in');
    } finally {
      await setTrustEmail(false);
    }
  });

  it('refuses a state it never issued', async () => {
    newcomer('forged');
    await refusedWith('state_unknown', () =>
      signInThrough(providerId, {
        browserState: 'forged-state',
        callback: (url) => {
          const forged = new URL(url);
          forged.searchParams.set('state', 'forged-state');
          return forged.toString();
        },
      }),
    );
  });

  it('refuses the account of another portal', async () => {
    op.signInAs({ sub: 'lars', email: 'learner@unlimited.academy', email_verified: true });
    await refusedWith('wrong_portal', () => signInThrough(providerId));
  });
});

describe('signing out', () => {
  it("names the provider's end-session address", async () => {
    const { body } = await t.request(`/auth/sso/providers/${providerId}/logout`, {
      method: 'POST',
      body: { post_logout_redirect_uri: 'http://localhost/auth?loggedOut=true' },
    });
    const url = new URL(attributes(body).url);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(op.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://localhost/auth?loggedOut=true',
    );
  });

  it('removes a provider and its links', async () => {
    const removed = await t.request(`/v1/identity_providers/${providerId}`, {
      method: 'DELETE',
      token: ada,
    });
    expect(removed.status).toBe(204);
    expect((await t.request('/auth/sso/providers')).body.data).toEqual([]);
    expect(await lastAudit(t.db, 'identity_provider.deleted')).toBeTruthy();
  });
});

describe('outgoing calls (SSRF)', () => {
  afterAll(() => {
    delete process.env.ACADEMY_WEBHOOKS_ALLOW_PRIVATE;
  });

  it('goes through the guarded fetch: a loopback provider is refused where private addresses are not allowed', async () => {
    // Saved while allowed (as in development), then the rule of production: https, so the
    // refusal is the guarded fetch's (openid-client itself refuses plain http).
    const created = await createProvider({
      name: 'Loopback ID',
      email_domains: [],
      settings: {
        issuer: op.issuer.replace(/^http:\/\/[^/:]+/, 'https://127.0.0.1'),
        client_id: op.clientId,
      },
    });
    expect(created.status).toBe(201);
    process.env.ACADEMY_WEBHOOKS_ALLOW_PRIVATE = 'false';
    const start = await t.request(`/auth/sso/providers/${created.body.data.id}/start`, {
      method: 'POST',
      body: { redirect_uri: CALLBACK, return_to: null },
    });
    expect(start.status).toBe(422);
    expect(start.body.errors[0].code).toBe('PROVIDER_UNREACHABLE');
    const refusal = (await lastAudit(t.db, 'sso.refused'))?.after as Record<string, unknown>;
    expect(refusal.reason).toBe('provider_error');
    expect(JSON.stringify(refusal)).toMatch(/refused: private/);
  });
});
