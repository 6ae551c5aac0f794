import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
let student: string;
let studentId: string;
let admin: string;

beforeAll(async () => {
  student = await t.signIn('student@demo.academy');
  admin = await t.signIn('admin@demo.academy');
  studentId = (await t.request('/v1/me', { token: student })).body.data.id;
});

const path = (query = '') => `/v1/accounts/${studentId}/subscription_promotions${query}`;
const codes = (body: Json) => body.data.map((p: Json) => p.attributes.code);

describe('GET /v1/accounts/{account}/subscription_promotions', () => {
  it("lists Stijn's two promotions and filters by redeemed", async () => {
    const all = await t.request(path(), { token: student });
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ total: 2, per_page: 20 });
    expect(codes(all.body).sort()).toEqual(['SPRING10', 'WELCOME20']);
    const open = await t.request(path('?filter[redeemed]=false'), { token: student });
    expect(open.body.data).toHaveLength(1);
    expect(open.body.data[0]).toMatchObject({
      type: 'subscription_promotions',
      attributes: {
        code: 'WELCOME20',
        discount_percent: 20,
        redeemed_at: null,
        is_redeemed: false,
        // DEMO-DATA's texts are English: a Dutch page marks them (WCAG 3.1.2).
        language: 'en',
      },
    });
    const redeemed = await t.request(path('?filter[redeemed]=true'), { token: student });
    expect(codes(redeemed.body)).toEqual(['SPRING10']);
    expect(redeemed.body.data[0].attributes.redeemed_at).not.toBeNull();
  });

  it('answers 400 for a filter value other than true or false', async () => {
    const { status, body } = await t.request(path('?filter[redeemed]=yes'), { token: student });
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe('filter[redeemed]');
    const proto = await t.request(path('?filter[redeemed]=toString'), { token: student });
    expect(proto.status).toBe(400);
  });

  it('shows them to staff of the portal; 404 elsewhere and to other students', async () => {
    expect(codes((await t.request(path(), { token: admin })).body)).toHaveLength(2);
    const elsewhere = await t.request(path(), { token: admin, domain: 'unlimited.localhost' });
    expect(elsewhere.status).toBe(404);
    const eva = await t.signIn('expired@demo.academy');
    expect((await t.request(path(), { token: eva })).status).toBe(404);
    expect((await t.request(path())).status).toBe(401);
  });
});
