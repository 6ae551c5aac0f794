import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
let admin: string;
let adminId: string;
let student: string;
let studentId: string;

beforeAll(async () => {
  admin = await t.signIn('admin@demo.academy');
  student = await t.signIn('student@demo.academy');
  adminId = (await t.request('/v1/me', { token: admin })).body.data.id;
  studentId = (await t.request('/v1/me', { token: student })).body.data.id;
});

const base = () => `/v1/accounts/${studentId}/preferences`;

describe('account preferences', () => {
  it("seeds Ada Admin's three pinned accounts", async () => {
    const { body } = await t.request(
      `/v1/accounts/${adminId}/preferences?filter[property]=admin_account_pins`,
      { token: admin },
    );
    expect(body.data).toHaveLength(1);
    const pins = body.data[0].attributes.payload;
    expect(pins.map((p: Json) => p.title)).toEqual(['Stijn Student', 'Eva Expired', 'Hugo Hybrid']);
    expect(pins[0]).toEqual({
      uri: `/admin/accounts/${studentId}`,
      title: 'Stijn Student',
      image: null,
    });
  });

  it('creates, reads, updates and deletes (with _method overrides)', async () => {
    const created = await t.request(base(), {
      method: 'POST',
      token: student,
      body: {
        data: {
          type: 'preferences',
          attributes: { property: 'onboarding-features', payload: 'main-menu@1' },
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.attributes).toEqual({
      property: 'onboarding-features',
      payload: 'main-menu@1',
    });

    const list = await t.request(`${base()}?filter[property]=onboarding-features`, {
      token: student,
    });
    expect(list.body.data.map((p: Json) => p.id)).toEqual([id]);

    const put = await t.request(`${base()}/${id}`, {
      method: 'POST',
      token: student,
      body: { _method: 'PUT', payload: 'main-menu@2' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.attributes.payload).toBe('main-menu@2');

    const patch = await t.request(`${base()}/${id}?_method=PATCH`, {
      method: 'POST',
      token: student,
      body: { payload: { seen: ['a', 'b'] } },
    });
    expect(patch.body.data.attributes).toEqual({
      property: 'onboarding-features',
      payload: { seen: ['a', 'b'] },
    });
    expect(
      (await t.request(`${base()}/${id}`, { token: student })).body.data.attributes.payload,
    ).toEqual({ seen: ['a', 'b'] });

    const deleted = await t.request(`${base()}/${id}`, {
      method: 'POST',
      token: student,
      body: { _method: 'DELETE' },
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(`${base()}/${id}`, { token: student })).status).toBe(404);
    expect((await t.request(`${base()}/${id}`, { method: 'DELETE', token: student })).status).toBe(
      404,
    );
  });

  it('answers 422 PROPERTY_TAKEN for a second preference with one property', async () => {
    const body = { property: 'mailing_list_settings', payload: { weekly: true } };
    expect((await t.request(base(), { method: 'POST', token: student, body })).status).toBe(201);
    const again = await t.request(base(), { method: 'POST', token: student, body });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      code: 'PROPERTY_TAKEN',
      source: { pointer: '/data/attributes/property' },
    });
  });

  it('validates the payload and property', async () => {
    const { status, body } = await t.request(base(), {
      method: 'POST',
      token: student,
      body: { property: '' },
    });
    expect(status).toBe(422);
    expect(body.errors.map((e: Json) => e.source.pointer)).toEqual([
      '/data/attributes/property',
      '/data/attributes/payload',
    ]);
  });

  it("is 404 on another account's preferences, even for staff, and 401 for guests", async () => {
    const other = await t.request(`/v1/accounts/${adminId}/preferences`, { token: student });
    expect(other.status).toBe(404);
    expect(other.body.errors[0].code).toBe('NOT_FOUND');
    expect((await t.request(base(), { token: admin })).status).toBe(404);
    expect(
      (
        await t.request(base(), {
          method: 'POST',
          token: admin,
          body: { property: 'x', payload: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await t.request(base())).status).toBe(401);
  });
});
