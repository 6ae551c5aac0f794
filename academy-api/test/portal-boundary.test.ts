import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_ROLES, STAFF_ROLES } from '../../shared/access/roles';
import { accountRoles, accounts, portals } from '../db/schema';
import { type Json, setUpTestApi } from './api-client';

/**
 * Only `academy_*` roles act on every portal (README, DEMO-DATA). A portal's
 * own staff (admin, support, author, financial controller) act on their own portal only: they
 * do not sign in on another, a token of theirs does nothing on another portal's domain, and
 * from their own they do not reach another portal's records.
 */
const t = setUpTestApi();

const DOMAIN = { demo: 'localhost', unlimited: 'unlimited.localhost' } as const;
type PortalKey = keyof typeof DOMAIN;
const OTHER: Record<PortalKey, PortalKey> = { demo: 'unlimited', unlimited: 'demo' };
const PORTALS = ['demo', 'unlimited'] as const;

const portalId: Record<string, string> = {};
/** `${role}@${portal}` → the e-mail of a fresh account holding only that role there. */
const email: Record<string, string> = {};
const accountId: Record<string, string> = {};

beforeAll(async () => {
  // Stijn's and Lars's rows give each portal an entity and the demo password's hash.
  const [stijn] = await t.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  const [lars] = await t.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, 'learner@unlimited.academy'));
  if (!stijn || !lars) throw new Error('No demo students');
  const model = { demo: stijn, unlimited: lars };
  for (const key of PORTALS) {
    const [portal] = await t.db.select().from(portals).where(eq(portals.key, key));
    portalId[key] = portal?.id ?? '';
  }
  for (const role of [...STAFF_ROLES, ...ACADEMY_ROLES]) {
    for (const key of PORTALS) {
      const address = `${role.replace(/_/g, '-')}-${crypto.randomUUID().slice(0, 8)}@${key}.example.org`;
      const [row] = await t.db
        .insert(accounts)
        .values({
          portalId: model[key].portalId,
          entityId: model[key].entityId,
          email: address,
          fullName: `Portal ${role} of ${key}`,
          locale: 'en',
          passwordHash: model[key].passwordHash,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error('No account');
      await t.db.insert(accountRoles).values({ accountId: row.id, role });
      email[`${role}@${key}`] = address;
      accountId[`${role}@${key}`] = row.id;
    }
  }
});

const login = (who: string, domain: string) =>
  t.request('/auth/login', {
    method: 'POST',
    domain,
    body: { email: email[who], password: 'academy-demo' },
  });

/** A write every signed-in account may make on its own portal: a preference of its own. */
const writePreference = (who: string, token: string, domain: string) =>
  t.request(`/v1/accounts/${accountId[who]}/preferences`, {
    method: 'POST',
    domain,
    token,
    body: { property: `boundary-${crypto.randomUUID()}`, payload: { seen: true } },
  });

const codeOf = (body: Json) => body?.errors?.[0]?.code;

describe.each(STAFF_ROLES)('a portal-level %s acts on its own portal only', (role) => {
  it.each(PORTALS)(
    'of %s: signing in on the other portal is refused (403 PORTAL_ACCESS_DENIED)',
    async (own) => {
      const who = `${role}@${own}`;
      const refused = await login(who, DOMAIN[OTHER[own]]);
      expect(refused.status).toBe(403);
      expect(codeOf(refused.body)).toBe('PORTAL_ACCESS_DENIED');
      expect((await login(who, DOMAIN[own])).status).toBe(200);
    },
  );

  it.each(PORTALS)(
    'of %s: a token of its own portal writes nothing on the other portal',
    async (own) => {
      const who = `${role}@${own}`;
      const token = await t.signIn(email[who] ?? '', DOMAIN[own]);
      const mine = await writePreference(who, token, DOMAIN[own]);
      expect(mine.status, JSON.stringify(mine.body)).toBe(201);
      const refused = await writePreference(who, token, DOMAIN[OTHER[own]]);
      expect(refused.status).toBe(403);
      expect(codeOf(refused.body)).toBe('PORTAL_ACCESS_DENIED');
      const read = await t.request('/v1/me', { domain: DOMAIN[OTHER[own]], token });
      expect(read.status).toBe(403);
    },
  );

  it('of Unlimited: from its own portal, lists and opens no other portal', async () => {
    const token = await t.signIn(email[`${role}@unlimited`] ?? '', DOMAIN.unlimited);
    const list = await t.request('/v1/portals', { domain: DOMAIN.unlimited, token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: Json) => p.id)).toEqual([portalId.unlimited]);
    const demo = await t.request(`/v1/portals/${portalId.demo}`, {
      domain: DOMAIN.unlimited,
      token,
    });
    expect(demo.status).toBe(404);
  });
});

describe('a portal-level admin of Unlimited Learning on Demo Academy (the issue)', () => {
  it('neither reads Demo’s accounts nor flips Demo’s feature flags', async () => {
    const who = 'admin@unlimited';
    const token = await t.signIn(email[who] ?? '', DOMAIN.unlimited);
    const accountsList = await t.request('/v1/accounts', { domain: DOMAIN.demo, token });
    expect(accountsList.status).toBe(403);
    expect(codeOf(accountsList.body)).toBe('PORTAL_ACCESS_DENIED');
    const [before] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
    const flip = await t.request('/v1/portals/current/feature_flags/portfolio_feature', {
      method: 'PATCH',
      domain: DOMAIN.demo,
      token,
      body: { data: { type: 'feature_flags', attributes: { enabled: false } } },
    });
    expect(flip.status).toBe(403);
    expect(codeOf(flip.body)).toBe('PORTAL_ACCESS_DENIED');
    const [after] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
    expect(after?.features).toEqual(before?.features);
  });
});

describe('a portal-level admin of Demo Academy manages Demo only', () => {
  it('reads no other portal’s feature flags and changes no other portal', async () => {
    const token = await t.signIn(email['admin@demo'] ?? '', DOMAIN.demo);
    const own = await t.request('/v1/portals/current/feature_flags', {
      domain: DOMAIN.demo,
      token,
    });
    expect(own.status).toBe(200);
    const flags = await t.request(`/v1/portals/${portalId.unlimited}/feature_flags`, {
      domain: DOMAIN.demo,
      token,
    });
    expect(flags.status).toBe(404);
    const rename = await t.request(`/v1/portals/${portalId.unlimited}`, {
      method: 'PATCH',
      domain: DOMAIN.demo,
      token,
      body: { data: { type: 'portals', attributes: { name: 'Taken over' } } },
    });
    expect(rename.status).toBe(404);
    const [unlimited] = await t.db.select().from(portals).where(eq(portals.key, 'unlimited'));
    expect(unlimited?.name).toBe('Unlimited Learning');
  });

  it('creates no portal (a new portal is beyond their own): 403', async () => {
    const token = await t.signIn(email['admin@demo'] ?? '', DOMAIN.demo);
    const attributes = {
      key: 'takeover',
      name: 'Takeover',
      domain: 'takeover.localhost',
      primary_locale: 'en',
      primary_color: '#1d4ed8',
    };
    const created = await t.request('/v1/portals', {
      method: 'POST',
      domain: DOMAIN.demo,
      token,
      body: { data: { type: 'portals', attributes } },
    });
    expect(created.status).toBe(403);
    expect(await t.db.select().from(portals).where(eq(portals.key, 'takeover'))).toEqual([]);
  });
});

describe.each(ACADEMY_ROLES)('an %s acts on every portal', (role) => {
  it.each(PORTALS)('of %s: signs in and writes on the other portal too', async (own) => {
    const who = `${role}@${own}`;
    const other = DOMAIN[OTHER[own]];
    expect((await login(who, other)).status).toBe(200);
    const token = await t.signIn(email[who] ?? '', DOMAIN[own]);
    const written = await writePreference(who, token, other);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const list = await t.request('/v1/portals', { domain: other, token });
    expect(list.body.data.map((p: Json) => p.id).sort()).toEqual(
      [portalId.demo, portalId.unlimited].sort(),
    );
  });
});
