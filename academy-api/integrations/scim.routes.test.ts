import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, scimTokens } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';

/**
 * Issue 39, item 3: SCIM 2.0 provisioning. The request examples of RFC 7644 §3 (create, get,
 * list with a filter, replace, PATCH add/replace/remove, delete, ServiceProviderConfig) as they
 * are in the RFC, the identity providers' quirks, and deactivation's reach.
 */
const t = setUpTestApi();
let ada: string;
let scim: string;
let unlimitedScim: string;

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function makeToken(domain: string, name = 'Entra ID') {
  const made = await t.request('/v1/scim_tokens', {
    method: 'POST',
    token: ada,
    domain,
    body: { data: { type: 'scim_tokens', attributes: { name } } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as Json;
}

function call(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    domain?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return t.request(`/v1/scim/v2${path}`, {
    method: options.method ?? 'GET',
    token: options.token ?? scim,
    domain: options.domain ?? 'localhost',
    ...(options.body !== undefined ? { body: options.body } : {}),
    headers: { 'x-scim-base-url': 'https://localhost/scim/v2', ...options.headers },
  });
}

/** RFC 7644 §3.3's example, with an address of its own per test. */
function bjensen(local: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: [USER],
    userName: local,
    externalId: local,
    name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
    emails: [{ value: `${local}@example.com`, type: 'work', primary: true }],
    ...extra,
  };
}

beforeAll(async () => {
  ada = await t.signIn('admin@demo.academy');
  const made = await makeToken('localhost');
  scim = made.attributes.token;
  unlimitedScim = (await makeToken('unlimited.localhost', 'Okta')).attributes.token;
});

describe('tokens', () => {
  it('shows a token once, keeps only its hash, and lists it with its hint', async () => {
    expect(scim).toMatch(/^scim_/);
    const [row] = await t.db
      .select()
      .from(scimTokens)
      .where(eq(scimTokens.hint, scim.slice(0, 9)));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(scim);
    const listed = await t.request('/v1/scim_tokens', { token: ada });
    const mine = listed.body.data.find((item: Json) => item.attributes.hint === scim.slice(0, 9));
    expect(mine.attributes.token).toBeNull();
  });

  it('refuses a token of one portal on the other, a session, and no token', async () => {
    expect((await call('/Users', { token: unlimitedScim })).status).toBe(401);
    expect((await call('/Users', { token: scim, domain: 'unlimited.localhost' })).status).toBe(401);
    expect((await call('/Users', { token: ada })).status).toBe(401);
    const none = await t.request('/v1/scim/v2/Users', { domain: 'localhost' });
    expect(none.status).toBe(401);
    expect(none.response.headers.get('content-type')).toBe('application/scim+json');
    expect(none.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
    expect(
      (await call('/Users', { token: unlimitedScim, domain: 'unlimited.localhost' })).status,
    ).toBe(200);
  });

  it('stops a revoked token at once, and audits its use', async () => {
    const made = await makeToken('localhost', 'Old sync');
    const token = made.attributes.token;
    expect((await call('/ServiceProviderConfig', { token })).status).toBe(200);
    const revoked = await t.request(`/v1/scim_tokens/${made.id}`, { method: 'DELETE', token: ada });
    expect(revoked.status).toBe(204);
    expect((await call('/ServiceProviderConfig', { token })).status).toBe(401);
    const refusals = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'scim.request_refused'));
    expect(
      refusals.some(
        (row) => row.actorName === 'Old sync' && row.via === `scim_token:${made.attributes.hint}`,
      ),
    ).toBe(true);
  });
});

describe('RFC 7644 §3 examples', () => {
  let id: string;
  let etag: string;

  it('§3.3 creates a user: 201, Location, meta, weak ETag', async () => {
    const made = await call('/Users', { method: 'POST', body: bjensen('bjensen') });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    id = made.body.id;
    etag = made.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(made.response.headers.get('location')).toBe(`https://localhost/scim/v2/Users/${id}`);
    expect(made.body).toMatchObject({
      userName: 'bjensen',
      externalId: 'bjensen',
      name: { givenName: 'Barbara', familyName: 'Jensen', formatted: 'Barbara Jensen' },
      emails: [{ value: 'bjensen@example.com', primary: true }],
      active: true,
      meta: { resourceType: 'User', version: etag },
    });
    const again = await call('/Users', { method: 'POST', body: bjensen('bjensen') });
    expect(again.status).toBe(409);
    expect(again.body.scimType).toBe('uniqueness');
  });

  it('§3.4.1 reads it, and answers 304 for its own ETag', async () => {
    const read = await call(`/Users/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(id);
    expect(read.response.headers.get('etag')).toBe(etag);
    const cached = await call(`/Users/${id}`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect((await call('/Users/2819c223-7f76-453a-919d-413861904646')).status).toBe(404);
    // An academy role acts on every portal: no portal's identity provider reaches it.
    const adaId = (await t.request('/v1/me', { token: ada })).body.data.id;
    expect((await call(`/Users/${adaId}`)).status).toBe(404);
    const deactivateAda = await call(`/Users/${adaId}`, { method: 'DELETE' });
    expect(deactivateAda.status).toBe(404);
  });

  it('§3.4.2 lists with a filter (userName eq), a ListResponse', async () => {
    const list = await call(`/Users?filter=${encodeURIComponent('userName eq "bjensen"')}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
    });
    expect(list.body.Resources[0].id).toBe(id);
  });

  it('§3.5.1 replaces it (PUT), and refuses a stale If-Match with 412', async () => {
    const replaced = await call(`/Users/${id}`, {
      method: 'PUT',
      headers: { 'if-match': etag },
      body: bjensen('bjensen', {
        id,
        name: { givenName: 'Babs', familyName: 'Jensen' },
        emails: [{ value: 'bjensen@example.com', type: 'work', primary: true }],
      }),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.displayName).toBe('Babs Jensen');
    const newTag = replaced.response.headers.get('etag');
    expect(newTag).not.toBe(etag);
    const stale = await call(`/Users/${id}`, {
      method: 'PUT',
      headers: { 'if-match': etag },
      body: bjensen('bjensen'),
    });
    expect(stale.status).toBe(412);
    expect(stale.body.status).toBe('412');
    etag = newTag ?? '';
  });

  it('§3.5.2 patches: add, replace with a value filter, remove', async () => {
    const added = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH],
        Operations: [
          {
            op: 'add',
            value: {
              'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': {
                organization: 'Jensen Consulting',
              },
            },
          },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User']).toEqual({
      organization: 'Jensen Consulting',
    });
    const replaced = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH],
        Operations: [
          { op: 'replace', path: 'emails[type eq "work"].value', value: 'babs@example.com' },
        ],
      },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.emails[0].value).toBe('babs@example.com');
    const removed = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: { schemas: [PATCH], Operations: [{ op: 'remove', path: 'externalId' }] },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.externalId).toBeUndefined();
    const noTarget = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: { schemas: [PATCH], Operations: [{ op: 'remove' }] },
    });
    expect(noTarget.status).toBe(400);
  });

  it('§3.6 deletes: 204, then 404; the account and its history stay, deactivated', async () => {
    const deleted = await call(`/Users/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await call(`/Users/${id}`)).status).toBe(404);
    const account = await t.request(`/v1/accounts/${id}`, { token: ada });
    expect(account.status).toBe(200);
    expect(account.body.data.attributes.deactivated_at).not.toBeNull();
    // The same person back: the same account, active again.
    const back = await call('/Users', {
      method: 'POST',
      body: bjensen('babs', { emails: [{ value: 'babs@example.com', primary: true }] }),
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.id).toBe(id);
    expect(back.body.active).toBe(true);
  });

  it('§4 ServiceProviderConfig, Schemas and ResourceTypes', async () => {
    const config = await call('/ServiceProviderConfig');
    expect(config.body).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true },
      etag: { supported: true },
    });
    const schemas = await call('/Schemas');
    expect(schemas.body.Resources.map((item: Json) => item.id)).toContain(USER);
    const types = await call('/ResourceTypes');
    expect(types.body.Resources.map((item: Json) => item.id)).toEqual(['User', 'Group']);
    expect((await call('/ResourceTypes/User')).body.endpoint).toBe('/Users');
  });
});

describe('filters and pages', () => {
  beforeAll(async () => {
    for (const name of ['zqa1', 'zqa2', 'zqb3']) {
      const made = await call('/Users', {
        method: 'POST',
        body: bjensen(name, { displayName: name }),
      });
      expect(made.status).toBe(201);
    }
  });

  const count = async (filter: string) => {
    const list = await call(`/Users?filter=${encodeURIComponent(filter)}`);
    expect(list.status, `${filter}: ${JSON.stringify(list.body)}`).toBe(200);
    return list.body.totalResults as number;
  };

  it('knows eq, co, sw, ew, pr, and, or, not, on userName, emails, externalId, displayName', async () => {
    expect(await count('userName sw "zqa"')).toBe(2);
    expect(await count('userName Eq "ZQA1"')).toBe(1);
    expect(await count('emails co "zqb3@"')).toBe(1);
    expect(await count('emails.value ew "zqa2@example.com"')).toBe(1);
    expect(await count('emails[type eq "work" and value co "zqa1@"]')).toBe(1);
    expect(await count('externalId eq "zqa1"')).toBe(1);
    expect(await count('externalId eq "ZQA1"')).toBe(0);
    expect(await count('displayName eq "barbara jensen" and userName ew "3"')).toBe(1);
    expect(await count('displayName co "Jensen" and userName sw "zq"')).toBe(3);
    expect(await count('userName eq "zqa1" or userName eq "zqb3"')).toBe(2);
    expect(await count('userName sw "zq" and not (userName eq "zqa1")')).toBe(2);
    expect(await count('externalId pr and userName sw "zqa"')).toBe(2);
    expect(await count('active eq true and userName sw "zq"')).toBe(3);
  });

  // Lookups by equality are narrowed through indexes first (bench:scim); the filter still decides.
  it('answers an equality lookup exactly as the filter says, indexes or not', async () => {
    // A provisioned account's userName is its own; its e-mail address is not its userName.
    expect(await count('userName eq "zqa1@example.com"')).toBe(0);
    expect(await count('emails.value eq "ZQA1@example.com"')).toBe(1);
    const one = await call(`/Users?filter=${encodeURIComponent('userName eq "zqa1"')}`);
    const id = one.body.Resources[0].id as string;
    expect(await count(`id eq "${id}"`)).toBe(1);
    expect(await count(`id eq "${id.toUpperCase()}"`)).toBe(0);
    expect(await count('id eq "not-a-uuid"')).toBe(0);
    // One branch without an indexed equality: no narrowing, both branches count.
    expect(await count('userName eq "zqa1" or emails co "zqb3@"')).toBe(2);
    expect(await count('externalId eq "zqa1" and not (userName eq "zqa1")')).toBe(0);
  });

  it('pages with startIndex and count, totalResults the whole', async () => {
    const filter = encodeURIComponent('userName sw "zq"');
    const first = await call(`/Users?filter=${filter}&startIndex=1&count=2`);
    expect(first.body).toMatchObject({ totalResults: 3, startIndex: 1, itemsPerPage: 2 });
    const second = await call(`/Users?filter=${filter}&startIndex=3&count=2`);
    expect(second.body).toMatchObject({ totalResults: 3, startIndex: 3, itemsPerPage: 1 });
    expect(second.body.Resources[0].id).not.toBe(first.body.Resources[0].id);
    const none = await call(`/Users?filter=${filter}&count=0`);
    expect(none.body).toMatchObject({ totalResults: 3, itemsPerPage: 0, Resources: [] });
    expect((await call('/Users?count=x')).status).toBe(400);
  });

  it('answers 400 invalidFilter to malformed filters and unknown attributes', async () => {
    for (const filter of [
      'userName eq',
      'userName eq "a" and',
      '(userName eq "a"',
      'userName xx "a"',
      'password eq "x"',
      'active eq "yes"',
      'members eq "x"',
      '',
    ]) {
      const answer = await call(`/Users?filter=${encodeURIComponent(filter)}`);
      expect(answer.status, filter).toBe(400);
      expect(answer.body.scimType, filter).toBe('invalidFilter');
      expect(answer.response.headers.get('content-type')).toBe('application/scim+json');
    }
  });
});

describe('a person’s cycle: create, patch, deactivate, reactivate', () => {
  it('signs the person out at once and blocks sign-in, then lets them in again', async () => {
    const made = await call('/Users', {
      method: 'POST',
      body: bjensen('cycle', { emails: [{ value: 'cycle@example.com', type: 'work' }] }),
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    // Entra ID's way: capitalised op names, a boolean as a string.
    const renamed = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH],
        Operations: [{ op: 'Replace', path: 'name.givenName', value: 'Cyclist' }],
      },
    });
    expect(renamed.body.displayName).toBe('Cyclist Jensen');
    // A password of their own (the invitation would set it): then a session.
    const { hashPassword } = await import('../auth/password');
    const { accounts } = await import('../db/schema');
    await t.db
      .update(accounts)
      .set({ passwordHash: await hashPassword('academy-demo') })
      .where(eq(accounts.id, id));
    const session = await t.signIn('cycle@example.com');
    expect((await t.request('/v1/me', { token: session })).body.data.id).toBe(id);

    const off = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.active).toBe(false);
    // The session is no session any more, at once.
    const me = await t.request('/v1/me', { token: session });
    expect(me.body.data?.id ?? null).not.toBe(id);
    const refused = await t.request('/auth/login', {
      method: 'POST',
      body: { email: 'cycle@example.com', password: 'academy-demo' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('ACCOUNT_DEACTIVATED');
    const listed = await call(
      `/Users?filter=${encodeURIComponent('active eq false and userName eq "cycle"')}`,
    );
    expect(listed.body.totalResults).toBe(1);

    const on = await call(`/Users/${id}`, {
      method: 'PATCH',
      body: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: 'True' } }] },
    });
    expect(on.body.active).toBe(true);
    const again = await t.signIn('cycle@example.com');
    expect((await t.request('/v1/me', { token: again })).body.data.id).toBe(id);

    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, id))).map(
      (row) => [row.action, row.actorName],
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        ['scim.user_created', 'Entra ID'],
        ['scim.user_updated', 'Entra ID'],
        ['scim.user_deactivated', 'Entra ID'],
        ['scim.user_reactivated', 'Entra ID'],
      ]),
    );
  });
});

describe('groups', () => {
  it('maps a group to a role: members get it, and lose it when they leave', async () => {
    const mapped = await t.request('/v1/scim_groups', {
      method: 'POST',
      token: ada,
      body: {
        data: { type: 'scim_groups', attributes: { display_name: 'Coaches', role: 'coach' } },
      },
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(201);
    const person = await call('/Users', { method: 'POST', body: bjensen('grouped') });
    const personId = person.body.id;
    // The identity provider finds the group named ahead by its name, then sends its members.
    const found = await call(`/Groups?filter=${encodeURIComponent('displayName eq "coaches"')}`);
    expect(found.body.totalResults).toBe(1);
    const groupId = found.body.Resources[0].id;
    const added = await call(`/Groups/${groupId}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH],
        Operations: [{ op: 'Add', path: 'members', value: [{ value: personId }] }],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.members.map((m: Json) => m.value)).toEqual([personId]);
    const roles = async () =>
      (await t.request(`/v1/accounts/${personId}`, { token: ada })).body.data.attributes.roles;
    expect(await roles()).toContain('coach');
    const byMember = await call(`/Groups?filter=${encodeURIComponent(`members eq "${personId}"`)}`);
    expect(byMember.body.Resources.map((g: Json) => g.id)).toEqual([groupId]);
    const removed = await call(`/Groups/${groupId}`, {
      method: 'PATCH',
      body: {
        schemas: [PATCH],
        Operations: [{ op: 'Remove', path: `members[value eq "${personId}"]` }],
      },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await roles()).not.toContain('coach');
    const made = await call('/Groups', {
      method: 'POST',
      body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Sales' },
    });
    expect(made.status).toBe(201);
    expect((await call(`/Groups/${made.body.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('the audit log by kind', () => {
  it('filters every SCIM event at once (filter[category]=scim), and refuses a kind it lacks', async () => {
    const scimOnly = await t.request('/v1/audit_events?filter[category]=scim&page[size]=100', {
      token: ada,
    });
    expect(scimOnly.status).toBe(200);
    const actions = scimOnly.body.data.map((row: Json) => row.attributes.action as string);
    expect(actions.length).toBeGreaterThan(5);
    expect(actions.every((action: string) => action.startsWith('scim.'))).toBe(true);
    expect(actions).toEqual(expect.arrayContaining(['scim.token_created', 'scim.user_created']));
    const refusal = scimOnly.body.data.find(
      (row: Json) => row.attributes.action === 'scim.request_refused',
    );
    expect(refusal.attributes.after).toMatchObject({ status: expect.any(Number) });
    expect(refusal.attributes.after.reason).toEqual(expect.any(String));
    const unknown = await t.request('/v1/audit_events?filter[category]=nope', { token: ada });
    expect(unknown.status).toBe(400);
  });
});
