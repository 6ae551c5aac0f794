import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  agreementAcceptances,
  agreementVersions,
  contracts,
  entities,
  subscriptions,
} from '../db/schema';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';
import { createLoginToken, findLoginAccount } from './sessions.queries';

const DEMO_PASSWORD = 'academy-demo';

const t = setUpTestApi();
const login = (email: string, password: string, domain = 'localhost') =>
  t.request('/auth/login', { method: 'POST', domain, body: { email, password } });

describe('POST /auth/login', () => {
  it('answers a tokens resource, case-insensitive on the e-mail', async () => {
    const { status, body } = await login('Student@Demo.Academy', 'academy-demo');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'tokens', attributes: { token: expect.any(String) } });
    expect(Date.parse(body.data.attributes.expires_at)).toBeGreaterThan(Date.now());
  });

  it('accepts a JSON:API document body', async () => {
    const body = {
      data: {
        type: 'sessions',
        attributes: { email: 'coach@demo.academy', password: 'academy-demo' },
      },
    };
    expect((await t.request('/auth/login', { method: 'POST', body })).status).toBe(200);
  });

  it('answers 422 INVALID_CREDENTIALS on the password for a wrong password or unknown e-mail', async () => {
    for (const [email, password] of [
      ['student@demo.academy', 'wrong'],
      ['nobody@demo.academy', 'academy-demo'],
    ] as const) {
      const { status, body } = await login(email, password);
      expect(status).toBe(422);
      expect(body.errors).toEqual([
        expect.objectContaining({
          code: 'INVALID_CREDENTIALS',
          source: { pointer: '/data/attributes/password' },
        }),
      ]);
    }
  });

  it('answers 422 per missing field', async () => {
    const { status, body } = await t.request('/auth/login', { method: 'POST', body: {} });
    expect(status).toBe(422);
    expect(body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/email',
      '/data/attributes/password',
    ]);
  });

  it('refuses a non-staff account on another portal, admits academy staff everywhere', async () => {
    const refused = await login('learner@unlimited.academy', 'academy-demo', 'localhost');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('PORTAL_ACCESS_DENIED');
    expect(
      (await login('student@demo.academy', 'academy-demo', 'unlimited.localhost')).status,
    ).toBe(403);
    expect((await login('admin@demo.academy', 'academy-demo', 'unlimited.localhost')).status).toBe(
      200,
    );
    expect(
      (await login('learner@unlimited.academy', 'academy-demo', 'unlimited.localhost')).status,
    ).toBe(200);
  });

  it('answers 405 to other methods and 400 to broken JSON', async () => {
    expect((await t.request('/auth/login')).body.errors[0].code).toBe('METHOD_NOT_ALLOWED');
    const broken = await t.request('/auth/login', { method: 'POST', body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].code).toBe('INVALID_JSON');
  });
});

describe('POST /auth/register', () => {
  const person = { full_name: 'Rita Register', email: 'rita@example.org', password: 'long-enough' };

  it('creates a student with an entity of its own and a 14-day trial', async () => {
    const accepted_agreements = await currentAgreementIds(t);
    const { status, body } = await t.request('/auth/register', {
      method: 'POST',
      body: { data: { type: 'accounts', attributes: { ...person, accepted_agreements } } },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(status).toBe(201);
    const token = body.data.attributes.token;
    const me = await t.request('/v1/me', { token });
    expect(me.body.data.attributes).toEqual({
      roles: ['student'],
      available_business_models: ['subscription'],
      order_course_access: false,
    });
    const find = (type: string) => me.body.included.find((r: { type: string }) => r.type === type);
    expect(find('accounts').attributes).toMatchObject({ full_name: 'Rita Register', locale: 'en' });
    expect(find('entities').attributes.name).toBe('Rita Register');
    const trial = find('subscriptions').attributes;
    expect(trial).toMatchObject({ is_active: true, kind: 'trial' });
    const days = (Date.parse(trial.ends_at) - Date.parse(trial.starts_at)) / 86_400_000;
    expect(days).toBe(14);

    const [row] = await t.db
      .select({ models: contracts.businessModels, kind: subscriptions.kind })
      .from(accounts)
      .innerJoin(entities, eq(entities.id, accounts.entityId))
      .innerJoin(contracts, eq(contracts.entityId, entities.id))
      .innerJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
      .where(eq(accounts.email, person.email));
    expect(row).toEqual({ models: ['subscription'], kind: 'trial' });
  });

  it('uses the portal default language when the visitor asks for one it lacks', async () => {
    const body = { ...person, email: 'ro@example.org' };
    await t.request('/auth/register', {
      method: 'POST',
      domain: 'unlimited.localhost',
      body,
      headers: { 'accept-language': 'ro' },
    });
    const [row] = await t.db
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.email, body.email));
    expect(row?.locale).toBe('en');
  });

  it("applies the try-free form's §5 rules to a crafted request, in the asked language", async () => {
    const { status, body } = await t.request('/auth/register', {
      method: 'POST',
      body: { full_name: ' A ', email: 'not-an-address', password: 'short' },
      headers: { 'accept-language': 'nl' },
    });
    expect(status).toBe(422);
    expect(body.errors.map((e: Json) => [e.source.pointer, e.meta.rule, e.detail])).toEqual([
      ['/data/attributes/full_name', 'min', 'Dit veld vereist minimaal 2 tekens'],
      ['/data/attributes/email', 'is_email', 'Dit veld moet een geldig e-mailadres bevatten'],
      ['/data/attributes/password', 'min', 'Dit veld vereist minimaal 8 tekens'],
    ]);
    const [none] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'not-an-address'));
    expect(none).toBeUndefined();
  });

  it('answers 422 EMAIL_TAKEN for an existing address in any case, and validation errors', async () => {
    const accepted_agreements = await currentAgreementIds(t);
    const taken = await t.request('/auth/register', {
      method: 'POST',
      body: { ...person, email: 'STIJN@x', accepted_agreements },
    });
    expect(taken.body.errors[0].source.pointer).toBe('/data/attributes/email');
    const dup = await t.request('/auth/register', {
      method: 'POST',
      body: { ...person, email: 'Student@demo.academy', accepted_agreements },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors[0]).toMatchObject({
      code: 'EMAIL_TAKEN',
      source: { pointer: '/data/attributes/email' },
    });
  });
});

describe('POST /auth/register: the terms and the privacy statement', () => {
  const attempt = (email: string, extra: Record<string, unknown>, locale = 'en', domain?: string) =>
    t.request('/auth/register', {
      method: 'POST',
      domain,
      body: { full_name: 'Aline Akkoord', email, password: 'a-long-password', ...extra },
      headers: { 'accept-language': locale },
    });
  const accountOf = async (email: string) =>
    (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0];
  const acceptancesOf = async (email: string) =>
    t.db
      .select({ versionId: agreementAcceptances.versionId, locale: agreementAcceptances.locale })
      .from(agreementAcceptances)
      .innerJoin(accounts, eq(accounts.id, agreementAcceptances.accountId))
      .where(eq(accounts.email, email));

  it('guests read the current documents in their language', async () => {
    const { status, body } = await t.request('/v1/agreements/current', {
      headers: { 'accept-language': 'ro' },
    });
    expect(status).toBe(200);
    expect(
      body.data.map((v: Json) => [
        v.attributes.kind,
        v.attributes.version,
        v.attributes.text.title,
      ]),
    ).toEqual([
      ['terms', '1.0', 'Termeni de utilizare'],
      ['privacy', '1.0', 'Declarație de confidențialitate'],
    ]);
    expect(body.data[0].attributes.text.body_html).toContain('<h2>');
    expect(body.data[0].attributes.texts).toEqual([]);
    const none = await t.request('/v1/agreements/current', { domain: 'unlimited.localhost' });
    expect(none.body.data).toEqual([]);
  });

  it('refuses a registration without every current document accepted: 422 on the box, no account', async () => {
    const [terms] = await currentAgreementIds(t);
    for (const [email, extra] of [
      ['none@example.org', {}],
      ['empty@example.org', { accepted_agreements: [] }],
      ['half@example.org', { accepted_agreements: [terms] }],
    ] as const) {
      const { status, body } = await attempt(email, extra, 'nl');
      expect(status).toBe(422);
      expect(body.errors).toEqual([
        expect.objectContaining({
          code: 'AGREEMENTS_NOT_ACCEPTED',
          source: { pointer: '/data/attributes/accepted_agreements' },
          detail:
            'Ga akkoord met de gebruiksvoorwaarden en de privacyverklaring om een account aan te maken.',
        }),
      ]);
      expect(await accountOf(email)).toBeUndefined();
    }
  });

  it('records exactly the accepted versions, in the registration language', async () => {
    const ids = await currentAgreementIds(t);
    expect(ids).toHaveLength(2);
    const { status } = await attempt('accepted@example.org', { accepted_agreements: ids }, 'ro');
    expect(status).toBe(201);
    const rows = await acceptancesOf('accepted@example.org');
    expect(rows.map((row) => row.versionId).sort()).toEqual([...ids].sort());
    expect(rows.map((row) => row.locale)).toEqual(['ro', 'ro']);
  });

  it('asks nothing on a portal without published agreements, and records none', async () => {
    const { status } = await attempt('free@example.org', {}, 'en', 'unlimited.localhost');
    expect(status).toBe(201);
    expect(await acceptancesOf('free@example.org')).toEqual([]);
  });

  it('refuses a version that is no longer current: the documents changed meanwhile', async () => {
    const shown = await currentAgreementIds(t);
    const ada = await t.signIn('admin@demo.academy');
    const draft = await t.request('/v1/agreements', {
      method: 'POST',
      token: ada,
      body: {
        data: { type: 'agreement_versions', attributes: { kind: 'privacy', change: 'minor' } },
      },
    });
    expect(draft.status).toBe(201);
    const newer = draft.body.data.id as string;
    try {
      expect(
        (await t.request(`/v1/agreements/${newer}/publish`, { method: 'POST', token: ada })).status,
      ).toBe(200);
      const { status, body } = await attempt('late@example.org', { accepted_agreements: shown });
      expect(status).toBe(422);
      expect(body.errors).toEqual([
        expect.objectContaining({
          code: 'AGREEMENTS_CHANGED',
          source: { pointer: '/data/attributes/accepted_agreements' },
          detail: expect.stringContaining('changed since you opened this page'),
        }),
      ]);
      expect(await accountOf('late@example.org')).toBeUndefined();
      // The current ones now include the new privacy statement, and are accepted.
      const current = await currentAgreementIds(t);
      expect(current).toContain(newer);
      const accepted = await attempt('late@example.org', { accepted_agreements: current });
      expect(accepted.status).toBe(201);
    } finally {
      await t.db.delete(agreementVersions).where(eq(agreementVersions.id, newer));
    }
  });
});

describe('tokens', () => {
  it('GET /auth/logout revokes the bearer token', async () => {
    const token = await t.signIn('hybrid@demo.academy');
    expect((await t.request('/ping', { token })).body.meta.authenticated).toBe(true);
    expect((await t.request('/auth/logout', { token })).status).toBe(200);
    expect((await t.request('/ping', { token })).body.meta.authenticated).toBe(false);
    expect((await t.request('/v1/accounts', { token })).status).toBe(401);
  });

  it('treats an expired token as no token', async () => {
    const account = await findLoginAccount(t.db, { email: 'student@demo.academy' });
    const old = await createLoginToken(t.db, {
      accountId: account?.id ?? '',
      now: new Date(Date.now() - 31 * 86_400_000),
    });
    const me = await t.request('/v1/me', { token: old.token });
    expect(me.status).toBe(200);
    expect(me.body.meta.authenticated).toBe(false);
    expect((await t.request('/v1/accounts', { token: old.token })).body.errors[0].code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('records last_online on authenticated requests, at most once a minute', async () => {
    const token = await t.signIn('flatfee@demo.academy');
    const lastOnline = async () => {
      const [row] = await t.db
        .select({ at: accounts.lastOnline })
        .from(accounts)
        .where(eq(accounts.email, 'flatfee@demo.academy'));
      return row?.at?.getTime();
    };
    await t.db
      .update(accounts)
      .set({ lastOnline: sql`now() - interval '2 minutes'` })
      .where(eq(accounts.email, 'flatfee@demo.academy'));
    const stale = await lastOnline();
    await t.request('/ping', { token });
    const fresh = await lastOnline();
    expect(fresh).toBeGreaterThan(stale ?? 0);
    await t.request('/ping', { token });
    expect(await lastOnline()).toBe(fresh);
  });
});

describe('brute force: counted in the database, per account and per address', () => {
  const login = (email: string, password: string, address: string) =>
    t.request('/auth/login', {
      method: 'POST',
      body: { data: { type: 'tokens', attributes: { email, password } } },
      headers: { 'x-academy-client-address': address, 'accept-language': 'nl' },
    });

  it('refuses an account after 5 failures with 429, Retry-After and a message, even the right password', async () => {
    const address = '192.0.2.10';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('hybrid@demo.academy', 'not-the-password', address)).status).toBe(422);
    }
    const refused = await login('hybrid@demo.academy', DEMO_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(refused.body.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.body.errors[0].detail).toMatch(/^Te veel pogingen\. Wacht \d+ seconden/);
    expect(refused.body.errors[0].meta.retry_after).toBe(
      Number(refused.response.headers.get('retry-after')),
    );
    // Another account from another address is not affected.
    expect((await login('flatfee@demo.academy', DEMO_PASSWORD, '192.0.2.11')).status).toBe(200);
  });

  it('a successful sign-in forgets the account’s failures', async () => {
    const address = '192.0.2.20';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login('expired@demo.academy', 'nope', address);
    }
    expect((await login('expired@demo.academy', DEMO_PASSWORD, address)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login('expired@demo.academy', 'nope', address)).status).toBe(422);
    }
    expect((await login('expired@demo.academy', DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('counts unknown e-mail addresses the same way (the answer reveals nothing)', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('nobody@example.org', 'x', '192.0.2.30')).status).toBe(422);
    }
    expect((await login('nobody@example.org', 'x', '192.0.2.31')).status).toBe(429);
  });

  it('limits registrations per address', async () => {
    const previous = process.env.ACADEMY_REGISTRATIONS_PER_ADDRESS;
    process.env.ACADEMY_REGISTRATIONS_PER_ADDRESS = '3';
    const accepted = await currentAgreementIds(t);
    try {
      const register = (n: number, address: string) =>
        t.request('/auth/register', {
          method: 'POST',
          body: {
            data: {
              type: 'accounts',
              attributes: {
                full_name: `Bulk ${n}`,
                email: `bulk-${n}-${crypto.randomUUID().slice(0, 6)}@example.org`,
                password: 'a-long-password',
                accepted_agreements: accepted,
              },
            },
          },
          headers: { 'x-academy-client-address': address },
        });
      for (let n = 1; n <= 3; n += 1) expect((await register(n, '198.51.100.9')).status).toBe(201);
      const refused = await register(4, '198.51.100.9');
      expect(refused.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(500);
      expect((await register(5, '198.51.100.10')).status).toBe(201);
    } finally {
      process.env.ACADEMY_REGISTRATIONS_PER_ADDRESS = previous;
    }
  });
});
