import { beforeAll, describe, expect, it } from 'vitest';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';

/**
 * /v1/accounts/{id}/roles and /role_changes: admins give and take away roles of the
 * current portal's accounts, never above their own roles and never their own, and every change
 * is recorded. Fresh registered accounts, so the demo people keep their roles.
 */
const t = setUpTestApi();
let ada: string;
let sam: string;
let cora: string;
let ids: { ada: string; alex: string; lars: string };

let counter = 0;
async function register(name = 'Rosa Rollen') {
  const email = `roles-${Date.now()}-${++counter}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      full_name: name,
      email,
      password: 'a-long-password',
      accepted_agreements: await currentAgreementIds(t),
    },
    headers: { 'x-academy-client-address': `198.51.100.${counter}` },
  });
  expect(status).toBe(201);
  const token = body.data.attributes.token as string;
  const me = await t.request('/v1/me', { token });
  return { email, token, id: me.body.data.id as string };
}

const setRoles = (id: string, roles: unknown, token: string) =>
  t.request(`/v1/accounts/${id}/roles`, {
    method: 'PATCH',
    token,
    body: { data: { type: 'account_roles', attributes: { roles } } },
  });

async function idOf(email: string): Promise<string> {
  const domain = email.endsWith('unlimited.academy') ? 'unlimited.localhost' : 'localhost';
  const token = await t.signIn(email, domain);
  return (await t.request('/v1/me', { token, domain })).body.data.id;
}

beforeAll(async () => {
  [ada, sam, cora] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn('support@demo.academy'),
    t.signIn('coach@demo.academy'),
  ]);
  const [adaId, alex, lars] = await Promise.all([
    idOf('admin@demo.academy'),
    idOf('author@demo.academy'),
    idOf('learner@unlimited.academy'),
  ]);
  ids = { ada: adaId, alex, lars };
});

describe('GET /v1/accounts/{id}/roles', () => {
  it('shows an admin the roles, which they may give, and whether they may change them', async () => {
    const person = await register();
    const { status, body } = await t.request(`/v1/accounts/${person.id}/roles`, { token: ada });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'account_roles',
      id: person.id,
      attributes: { roles: ['student'], editable: true },
    });
    expect(body.data.attributes.grantable).toContain('academy_admin');
    const own = await t.request(`/v1/accounts/${ids.ada}/roles`, { token: ada });
    expect(own.body.data.attributes).toMatchObject({
      roles: ['academy_support', 'academy_admin'],
      editable: false,
    });
  });

  it('is only for admins (403), and only for the current portal’s accounts (404)', async () => {
    const person = await register();
    for (const token of [sam, cora, person.token]) {
      expect((await t.request(`/v1/accounts/${person.id}/roles`, { token })).status).toBe(403);
    }
    expect((await t.request(`/v1/accounts/${ids.lars}/roles`, { token: ada })).status).toBe(404);
    expect(
      (await t.request('/v1/accounts/00000000-0000-4000-8000-000000000000/roles', { token: ada }))
        .status,
    ).toBe(404);
    expect((await t.request(`/v1/accounts/${person.id}/roles`)).status).toBe(401);
  });
});

describe('PATCH /v1/accounts/{id}/roles', () => {
  it('makes a student a coach: the next request follows, and the change is recorded', async () => {
    const person = await register('Coen Coach');
    const { status, body } = await setRoles(person.id, ['student', 'coach'], ada);
    expect(status).toBe(200);
    expect(body.data.attributes.roles).toEqual(['coach', 'student']);

    // Sessions read roles on every request: the person's own token is a coach's at once.
    const me = await t.request('/v1/me', { token: person.token });
    expect(me.body.data.attributes.roles).toEqual(['coach', 'student']);
    expect((await t.request('/v1/coach/students', { token: person.token })).status).not.toBe(403);

    const history = await t.request(`/v1/accounts/${person.id}/role_changes`, { token: ada });
    expect(history.status).toBe(200);
    expect(history.body.meta.total).toBe(1);
    expect(history.body.data[0].attributes).toMatchObject({
      old_roles: ['student'],
      new_roles: ['coach', 'student'],
      changed_by: ids.ada,
      changed_by_name: 'Ada Admin',
    });

    // The same roles again change and record nothing.
    expect((await setRoles(person.id, ['coach', 'student'], ada)).status).toBe(200);
    const again = await t.request(`/v1/accounts/${person.id}/role_changes`, { token: ada });
    expect(again.body.meta.total).toBe(1);
  });

  it('validates the roles: at least one, and only the roles of §6 (422 on roles)', async () => {
    const person = await register();
    for (const roles of [[], ['wizard'], 'coach', null]) {
      const { status, body } = await setRoles(person.id, roles, ada);
      expect(status, JSON.stringify(roles)).toBe(422);
      // The list, or the unknown item in it (/data/attributes/roles/0).
      expect(body.errors[0].source.pointer).toMatch(/^\/data\/attributes\/roles(\/0)?$/);
    }
    const unchanged = await t.request(`/v1/accounts/${person.id}/roles`, { token: ada });
    expect(unchanged.body.data.attributes.roles).toEqual(['student']);
  });

  it('nobody changes their own roles (403)', async () => {
    const { status } = await setRoles(ids.ada, ['academy_admin', 'academy_support', 'coach'], ada);
    expect(status).toBe(403);
  });

  it("a portal's admin gives the portal's roles but never raises anyone above their own", async () => {
    const admin = await register('Pia Portaladmin');
    expect((await setRoles(admin.id, ['admin'], ada)).status).toBe(200);
    const person = await register();

    const raised = await setRoles(person.id, ['student', 'academy_admin'], admin.token);
    expect(raised.status).toBe(403);
    expect(raised.body.errors[0].detail).toContain('academy_admin');
    const lowered = await setRoles(ids.alex, ['coach'], admin.token);
    expect(lowered.status).toBe(403);

    expect((await setRoles(person.id, ['student', 'coach'], admin.token)).status).toBe(200);
    // Alex keeps academy_author, which Pia cannot give; adding coach beside it she may.
    expect((await setRoles(ids.alex, ['academy_author', 'coach'], admin.token)).status).toBe(200);
    expect((await setRoles(ids.alex, ['academy_author'], admin.token)).status).toBe(200);

    const history = await t.request(`/v1/accounts/${person.id}/role_changes`, { token: ada });
    expect(history.body.data.map((row: Json) => row.attributes.new_roles)).toEqual([
      ['coach', 'student'],
    ]);
  });

  it('refuses support staff and coaches (403) and another portal’s account (404)', async () => {
    const person = await register();
    expect((await setRoles(person.id, ['coach', 'student'], sam)).status).toBe(403);
    expect((await setRoles(person.id, ['coach', 'student'], cora)).status).toBe(403);
    expect((await setRoles(ids.lars, ['coach', 'student'], ada)).status).toBe(404);
  });
});
