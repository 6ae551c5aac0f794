import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
let student: string;
let studentId: string;
let admin: string;
let adminId: string;

beforeAll(async () => {
  student = await t.signIn('student@demo.academy');
  admin = await t.signIn('admin@demo.academy');
  studentId = (await t.request('/v1/me', { token: student })).body.data.id;
  adminId = (await t.request('/v1/me', { token: admin })).body.data.id;
});

const patch = (id: string, token: string, body: unknown, domain = 'localhost') =>
  t.request(`/v1/accounts/${id}`, { method: 'PATCH', token, body, domain });

describe('PATCH /v1/accounts/{id}', () => {
  it('changes the own locale and full name (JSON:API body, or POST with _method)', async () => {
    const { status, body } = await patch(studentId, student, {
      data: { type: 'accounts', id: studentId, attributes: { locale: 'ro' } },
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ locale: 'ro', full_name: 'Stijn Student' });
    const renamed = await t.request(`/v1/accounts/${studentId}?include=entity`, {
      method: 'POST',
      token: student,
      body: { _method: 'patch', full_name: '  Stijn S. Student ' },
    });
    expect(renamed.body.data.attributes).toMatchObject({ full_name: 'Stijn S. Student' });
    expect(renamed.body.included[0].type).toBe('entities');
    const me = await t.request('/v1/me', { token: student });
    expect(
      me.body.included.find((r: { type: string }) => r.type === 'accounts').attributes,
    ).toMatchObject({ locale: 'ro', full_name: 'Stijn S. Student' });
    await patch(studentId, student, { full_name: 'Stijn Student', locale: 'nl' });
  });

  it('refuses a locale the portal does not offer (422 with pointer)', async () => {
    const { status, body } = await patch(studentId, student, { locale: 'de' });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      source: { pointer: '/data/attributes/locale' },
      meta: { rule: 'in_array' },
    });
    expect(body.errors[0].detail).toContain('nl, en, ro');
    // Unlimited Learning offers en and nl only: staff there may not pick ro.
    const there = await patch(adminId, admin, { locale: 'ro' }, 'unlimited.localhost');
    expect(there.status).toBe(422);
  });

  it('applies full_name required|min:2|max:100', async () => {
    for (const [fullName, rule] of [
      ['', 'required'],
      ['   ', 'required'],
      [null, 'required'],
      ['A', 'min'],
      ['x'.repeat(101), 'max'],
    ] as const) {
      const { status, body } = await patch(studentId, student, { full_name: fullName });
      expect(status, String(fullName)).toBe(422);
      expect(body.errors[0]).toMatchObject({
        source: { pointer: '/data/attributes/full_name' },
        meta: { rule },
      });
    }
  });

  it('is 404 for any other account, staff included ("not yours"); 401 for guests', async () => {
    const byStaff = await patch(studentId, admin, { full_name: 'Hacked' });
    expect(byStaff.status).toBe(404);
    expect(byStaff.body.errors[0].code).toBe('NOT_FOUND');
    expect((await patch(adminId, student, { locale: 'en' })).status).toBe(404);
    expect(
      (await t.request(`/v1/accounts/${studentId}`, { method: 'PATCH', body: {} })).status,
    ).toBe(401);
    const unchanged = await t.request(`/v1/accounts/${studentId}`, { token: admin });
    expect(unchanged.body.data.attributes.full_name).toBe('Stijn Student');
    expect(
      (await t.request(`/v1/accounts/${studentId}`, { method: 'PUT', token: student })).status,
    ).toBe(405);
  });
});
