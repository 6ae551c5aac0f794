import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
let admin: string;
let student: string;

beforeAll(async () => {
  admin = await t.signIn('admin@demo.academy');
  student = await t.signIn('student@demo.academy');
});

const names = (body: Json) => body.data.map((a: Json) => a.attributes.full_name);

describe('GET /v1/accounts', () => {
  it('lists the portal accounts for staff, 20 per page, with list meta and links', async () => {
    const { status, body } = await t.request('/v1/accounts', { token: admin });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    // Demo Academy: 10 named accounts (all but Lars) and 40 plain students.
    expect(body.meta).toEqual({ total: 50, last_page: 3, current_page: 1, per_page: 20 });
    expect(body.links.next).toBe('/v1/accounts?page%5Bnumber%5D=2');
    expect(body.links.prev).toBeNull();
    expect(names(body)).toEqual(
      [...names(body)].sort((a: string, b: string) => a.localeCompare(b, 'en')),
    );
  });

  it('filters by search (name or e-mail) and role, sorts, pages and applies fields', async () => {
    const search = await t.request(
      '/v1/accounts?filter[search]=DEMO.ACADEMY&filter[role]=coach&sort=-full_name',
      { token: admin },
    );
    expect(names(search.body)).toEqual(['Hugo Hybrid', 'Cora Coach']);

    const page = await t.request(
      '/v1/accounts?filter[search]=van&sort=full_name&page[size]=2&page[number]=2&fields[accounts]=full_name,avatar_url,last_online',
      { token: admin },
    );
    expect(page.body.meta).toEqual({ total: 5, last_page: 3, current_page: 2, per_page: 2 });
    expect(Object.keys(page.body.data[0].attributes)).toEqual([
      'full_name',
      'avatar_url',
      'last_online',
    ]);
    expect(page.body.data[0]).not.toHaveProperty('relationships');

    const recent = await t.request('/v1/accounts?sort=-last_online&page[size]=100', {
      token: admin,
    });
    const times = recent.body.data.map((a: Json) => a.attributes.last_online);
    const seen = times.filter(Boolean);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(times.indexOf(null)).toBe(seen.length); // never-seen accounts last
  });

  it('takes a literal % in a search', async () => {
    const { body } = await t.request(`/v1/accounts?filter[search]=${encodeURIComponent('%')}`, {
      token: admin,
    });
    expect(body.meta.total).toBe(0);
  });

  it('includes related resources on request', async () => {
    const { body } = await t.request(
      '/v1/accounts?filter[search]=student@demo&include=entity,subscription,primary_coach,profile',
      { token: admin },
    );
    const types = body.included.map((r: Json) => r.type).sort();
    expect(types).toEqual(['entities', 'primary_coaches', 'profiles', 'subscriptions']);
  });

  it('answers 400 INVALID_QUERY for unknown filters, sorts and page sizes', async () => {
    for (const [query, parameter] of [
      ['filter[email]=x', 'filter[email]'],
      ['sort=password_hash', 'sort'],
      ['page[size]=500', 'page[size]'],
      ['fields[accounts]=password_hash', 'fields[accounts]'],
    ]) {
      const { status, body } = await t.request(`/v1/accounts?${query}`, { token: admin });
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: 'INVALID_QUERY', source: { parameter } });
    }
  });

  it('is for staff only: 403 for students, 401 for guests', async () => {
    expect((await t.request('/v1/accounts', { token: student })).body.errors[0].code).toBe(
      'FORBIDDEN',
    );
    expect((await t.request('/v1/accounts')).status).toBe(401);
  });

  it("never lists another portal's accounts, even to staff", async () => {
    const { body } = await t.request('/v1/accounts?page[size]=100', {
      token: admin,
      domain: 'unlimited.localhost',
    });
    expect(names(body)).toEqual(['Lars Learner']);
  });
});

describe('GET /v1/accounts/{id}', () => {
  const idOf = async (email: string) => {
    const { body } = await t.request(`/v1/accounts?filter[search]=${email}`, { token: admin });
    return body.data[0].id as string;
  };

  it('shows an account to staff and to itself, with includes', async () => {
    const id = await idOf('student@demo.academy');
    const staff = await t.request(`/v1/accounts/${id}?include=entity`, { token: admin });
    expect(staff.body.data.attributes.full_name).toBe('Stijn Student');
    expect(staff.body.included).toEqual([
      expect.objectContaining({ type: 'entities', attributes: { name: 'Acme Learning BV' } }),
    ]);
    expect((await t.request(`/v1/accounts/${id}`, { token: student })).status).toBe(200);
  });

  it('is 404 for another account to a viewer without the accounts rule ("not yours")', async () => {
    const id = await idOf('expired@demo.academy');
    expect((await t.request(`/v1/accounts/${id}`, { token: student })).status).toBe(404);
  });

  it('is 404 across portals, even for staff, and for ids that are not uuids', async () => {
    const id = await idOf('student@demo.academy');
    const other = await t.request(`/v1/accounts/${id}`, {
      token: admin,
      domain: 'unlimited.localhost',
    });
    expect(other.status).toBe(404);
    expect(other.body.errors[0].code).toBe('NOT_FOUND');
    expect((await t.request('/v1/accounts/not-a-uuid', { token: admin })).status).toBe(404);
    expect(
      (await t.request('/v1/accounts/00000000-0000-4000-8000-000000000000', { token: admin }))
        .status,
    ).toBe(404);
  });
});
