import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
let student: string;
let studentId: string;
let admin: string;
let larsId: string;

beforeAll(async () => {
  student = await t.signIn('student@demo.academy');
  admin = await t.signIn('admin@demo.academy');
  studentId = (await t.request('/v1/me', { token: student })).body.data.id;
  const lars = await t.signIn('learner@unlimited.academy', 'unlimited.localhost');
  larsId = (await t.request('/v1/me', { token: lars, domain: 'unlimited.localhost' })).body.data.id;
});

const base = () => `/v1/accounts/${studentId}/notifications`;
const unreadCount = async () =>
  (await t.request(`${base()}?page[size]=1`, { token: student })).body.meta.unread_count;

describe('changing one notification', () => {
  it('marks read with read_at and unread with null (PATCH, PUT, _method)', async () => {
    const first = (await t.request(`${base()}?filter[status]=unread`, { token: student })).body
      .data[0];
    const readAt = '2030-01-02T03:04:05.000Z';
    const read = await t.request(`${base()}/${first.id}`, {
      method: 'PATCH',
      token: student,
      body: { data: { type: 'notifications', id: first.id, attributes: { read_at: readAt } } },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes).toMatchObject({ status: 'read', read_at: readAt });
    expect(await unreadCount()).toBe(104);

    const again = await t.request(`${base()}/${first.id}`, {
      method: 'POST',
      token: student,
      body: { _method: 'PUT', read_at: null },
    });
    expect(again.body.data.attributes).toMatchObject({ status: 'unread', read_at: null });
    expect(await unreadCount()).toBe(105);
  });

  it('validates read_at: an ISO date or null, required on PUT', async () => {
    const first = (await t.request(base(), { token: student })).body.data[0];
    const bad = await t.request(`${base()}/${first.id}`, {
      method: 'PATCH',
      token: student,
      body: { read_at: 'yesterday' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/read_at');
    const missing = await t.request(`${base()}/${first.id}`, {
      method: 'PUT',
      token: student,
      body: {},
    });
    expect(missing.body.errors[0].meta.rule).toBe('required');
  });
});

describe('creating and deleting', () => {
  it('lets the account itself and staff of its portal create; deletes with 204', async () => {
    const own = await t.request(base(), {
      method: 'POST',
      token: student,
      body: { message: 'Note to self', link: '/catalog' },
    });
    expect(own.status).toBe(201);
    expect(own.body.data.attributes).toMatchObject({ status: 'unread', link: '/catalog' });
    const fromStaff = await t.request(base(), {
      method: 'POST',
      token: admin,
      body: { data: { type: 'notifications', attributes: { message: 'Welcome!', link: null } } },
    });
    expect(fromStaff.status).toBe(201);
    const newest = (await t.request(`${base()}?page[size]=2`, { token: student })).body;
    expect(newest.meta).toMatchObject({ total: 122, unread_count: 107 });
    expect(newest.data.map((n: { id: string }) => n.id)).toEqual([
      fromStaff.body.data.id,
      own.body.data.id,
    ]);

    const path = `${base()}/${own.body.data.id}`;
    expect((await t.request(path, { method: 'DELETE', token: student })).status).toBe(204);
    expect((await t.request(path, { token: student })).status).toBe(404);
    expect(await unreadCount()).toBe(106);
  });

  it('is 404 for staff on another portal and for students creating for others', async () => {
    const body = { message: 'Hello' };
    const otherPortal = `/v1/accounts/${larsId}/notifications`;
    expect((await t.request(otherPortal, { method: 'POST', token: admin, body })).status).toBe(404);
    const adminId = (await t.request('/v1/me', { token: admin })).body.data.id;
    const toAdmin = `/v1/accounts/${adminId}/notifications`;
    expect((await t.request(toAdmin, { method: 'POST', token: student, body })).status).toBe(404);
  });

  it('refuses script and protocol-relative links and empty messages (422 per field)', async () => {
    for (const link of [
      'javascript:alert(1)',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'data:text/html,x',
      // These resolve to another host in a browser.
      '/.//evil.example/login',
      '/a/..//evil.example/login',
      '/%2e//evil.example',
      '/\n/evil.example/phish',
      '/\t/evil.example',
      'http://localhost:3000/.//evil.example/login',
    ]) {
      const { status, body } = await t.request(base(), {
        method: 'POST',
        token: student,
        body: { message: 'x', link },
      });
      expect(status).toBe(422);
      expect(body.errors[0].source.pointer).toBe('/data/attributes/link');
    }
    const normalised = await t.request(base(), {
      method: 'POST',
      token: admin,
      body: { message: 'x', link: '/catalog/./data-literacy?tab=1' },
    });
    expect(normalised.status).toBe(201);
    expect(normalised.body.data.attributes.link).toBe('/catalog/data-literacy?tab=1');
    const empty = await t.request(base(), {
      method: 'POST',
      token: student,
      body: { message: ' ' },
    });
    expect(empty.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/message' },
      meta: { rule: 'required' },
    });
  });
});

describe('mark all as read', () => {
  it('needs operation mark_all_as_read; PUT on the collection is 405', async () => {
    const wrong = await t.request(base(), {
      method: 'PATCH',
      token: student,
      body: { operation: 'delete_all' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/operation');
    expect((await t.request(base(), { method: 'PUT', token: student, body: {} })).status).toBe(405);
  });

  it('marks every unread one read (POST with _method patch) and reports the counts', async () => {
    const before = await unreadCount();
    const { status, body } = await t.request(base(), {
      method: 'POST',
      token: student,
      body: { _method: 'patch', operation: 'mark_all_as_read' },
    });
    expect(status).toBe(200);
    expect(body.meta).toEqual({ updated: before, unread_count: 0 });
    const unread = await t.request(`${base()}?filter[status]=unread`, { token: student });
    expect(unread.body).toMatchObject({ data: [], meta: { total: 0, unread_count: 0 } });
    const again = await t.request(base(), {
      method: 'PATCH',
      token: student,
      body: { data: { attributes: { operation: 'mark_all_as_read' } } },
    });
    expect(again.body.meta).toEqual({ updated: 0, unread_count: 0 });
  });
});
