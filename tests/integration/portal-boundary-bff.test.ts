import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRoles, accounts } from '@/academy-api/db/schema';
import { setUpTestApi } from '@/academy-api/test/api-client';

/*
 * The portal boundary at sign-in (academy-api/test/portal-boundary.test.ts), through the BFF:
 * a portal's own admin (no academy_* role) signs in on their own portal, and the BFF's sign-in
 * on another portal's domain refuses them with the API's PORTAL_ACCESS_DENIED and keeps no
 * session; an academy admin still signs in on both. The real /api/auth/login handler
 * (lib/server/auth.ts) runs against the seeded API in-process.
 */
const t = setUpTestApi();
const page = vi.hoisted(() => ({ domain: 'localhost', saves: 0 }));
vi.mock('@/lib/server/upstream', async (original) => ({
  ...(await original<typeof import('@/lib/server/upstream')>()),
  callUpstream: ({
    method,
    path,
    headers,
    body,
  }: {
    method: string;
    path: string;
    headers: Headers;
    body?: BodyInit;
  }) =>
    t.api.fetch(new Request(`http://api${path}`, { method, headers, ...(body ? { body } : {}) })),
}));
vi.mock('@/lib/server/locale', () => ({
  getUiLanguage: async () => ({ locale: 'en', overrides: null }),
}));
vi.mock('@/lib/server/request-context', () => ({
  getRequestContext: async () => ({
    portalDomain: page.domain,
    chosenLocale: 'en',
    requestedLocale: 'en',
    host: `${page.domain}:3000`,
  }),
}));
vi.mock('@/lib/server/session', () => ({
  getSession: async () => ({
    save: async () => {
      page.saves += 1;
    },
  }),
}));

const { signIn } = await import('@/lib/server/auth');

const portalAdmin = `portal-admin-${crypto.randomUUID().slice(0, 8)}@unlimited.example.org`;

beforeAll(async () => {
  // A new admin of Unlimited Learning, with Lars's entity and the demo password's hash.
  const [lars] = await t.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, 'learner@unlimited.academy'));
  if (!lars) throw new Error('No Lars Learner');
  const [row] = await t.db
    .insert(accounts)
    .values({
      portalId: lars.portalId,
      entityId: lars.entityId,
      email: portalAdmin,
      fullName: 'Una Unlimited Admin',
      locale: 'en',
      passwordHash: lars.passwordHash,
    })
    .returning({ id: accounts.id });
  await t.db.insert(accountRoles).values({ accountId: row?.id ?? '', role: 'admin' });
});

async function bffSignIn(email: string, domain: string) {
  page.domain = domain;
  page.saves = 0;
  const response = await signIn(
    new Request(`http://${domain}:3000/api/auth/login`, {
      method: 'POST',
      headers: {
        host: `${domain}:3000`,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
      },
      body: JSON.stringify({ email, password: 'academy-demo' }),
    }),
    '/auth/login',
  );
  return { status: response.status, body: await response.json(), saves: page.saves };
}

describe('sign-in through the BFF keeps a portal’s own admin on their portal', () => {
  it('refuses Unlimited Learning’s admin on Demo Academy and keeps no session', async () => {
    const refused = await bffSignIn(portalAdmin, 'localhost');
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.code).toBe('PORTAL_ACCESS_DENIED');
    expect(refused.saves).toBe(0);
  });

  it('signs the same admin in on Unlimited Learning, and Ada on both', async () => {
    expect(await bffSignIn(portalAdmin, 'unlimited.localhost')).toMatchObject({
      status: 200,
      saves: 1,
    });
    for (const domain of ['localhost', 'unlimited.localhost']) {
      expect(await bffSignIn('admin@demo.academy', domain)).toMatchObject({
        status: 200,
        saves: 1,
      });
    }
  });
});
