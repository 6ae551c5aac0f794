import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  certifications,
  courses,
  orders,
  portals,
  products,
  qualifications,
  salesCatalogs,
} from '../db/schema';
import { type Json, setUpTestApi } from './api-client';

/*
 * Every CSV export defuses spreadsheet formulas, also in a value with a line
 * break (`=1+1\n+1` was exported as a formula by every export but the quiz's). Each export gets
 * the values of OWASP's CSV injection list in the names and titles it writes; afterwards no cell
 * of any export may start with =, +, -, @, tab or CR, and each value comes back behind a `'`.
 */
const PAYLOADS = [
  '=1+1\n+1',
  '=1+1',
  '+1+1\n=2',
  '-1+1\r\n=2',
  '@SUM(1+1)\n',
  '\t=1+1\n',
  '\r=1+1\n',
  "'=1+1\n+1",
];
const FORMULA_START = /^[=+\-@\t\r]/;

const t = setUpTestApi();
const token: Record<string, string> = {};
let agreementId = '';

beforeAll(async () => {
  for (const [who, email] of [
    ['ada', 'admin@demo.academy'],
    ['sven', 'sales@demo.academy'],
    ['mia', 'marketing@demo.academy'],
    ['cora', 'coach@demo.academy'],
    ['stijn', 'student@demo.academy'],
  ] as const) {
    token[who] = await t.signIn(email);
  }
  // A promotion redemption, so that export has a row (Stijn's order with AUTUMN25).
  const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
  const [annual] = await t.db
    .select()
    .from(products)
    .where(eq(products.name, 'Annual subscription'));
  const [catalog] = await t.db
    .select()
    .from(salesCatalogs)
    .where(eq(salesCatalogs.name, 'Standard prices'));
  const stijnId = (await t.request('/v1/me', { token: token.stijn })).body.data.id;
  const order = await t.request('/v1/orders', {
    method: 'POST',
    token: token.sven,
    body: {
      data: {
        type: 'orders',
        attributes: {
          customer_type: 'account',
          customer_id: stijnId,
          sales_catalog_id: catalog?.id,
          lines: [{ product_id: annual?.id, quantity: 1 }],
          promotion_code: 'AUTUMN25',
          billing_reference: '',
        },
      },
    },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  expect(portal).toBeDefined();
  const versions = await t.request('/v1/agreements', { token: token.ada });
  agreementId = versions.body.data.find((v: Json) => v.attributes.status === 'published')?.id;
});

/** Every name and title the exports write becomes `value` (a student can choose their name). */
async function writeEverywhere(value: string) {
  await t.db.update(accounts).set({ fullName: value });
  await t.db.update(orders).set({ customerName: value, billingReference: value });
  await t.db.update(courses).set({ title: value });
  await t.db.update(certifications).set({ name: value });
  await t.db.update(qualifications).set({ name: value });
}

async function cellsOf(who: string, path: string): Promise<string[]> {
  const response = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token[who]}` },
    }),
  );
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  const { data } = Papa.parse<string[]>(await response.text(), { skipEmptyLines: true });
  return data.slice(1).flat();
}

const EXPORTS: [string, string, () => string][] = [
  ['orders', 'sven', () => '/v1/orders/export'],
  ['promotion redemptions', 'sven', () => '/v1/promotions/redemptions/export'],
  ['subscribers', 'mia', () => '/v1/mailing_list/subscribers/export'],
  ['agreement acceptances', 'ada', () => `/v1/agreements/${agreementId}/acceptances/export`],
  ['courses', 'ada', () => '/v1/courses/export.csv'],
  ['certificates', 'ada', () => '/v1/certificates/export'],
  ['qualifications (own report)', 'stijn', () => '/v1/qualifications/export'],
  ['qualifications (coach matrix)', 'cora', () => '/v1/coach/qualifications/export'],
];

describe('CSV exports defuse formulas (OWASP CSV injection)', () => {
  it.each(EXPORTS)('the %s export', async (_, who, path) => {
    for (const value of PAYLOADS) {
      await writeEverywhere(value);
      const cells = await cellsOf(who, path());
      expect(
        cells.filter((cell) => FORMULA_START.test(cell)),
        JSON.stringify(value),
      ).toEqual([]);
      // The value is there, behind one `'` (and otherwise unchanged).
      expect(cells, JSON.stringify(value)).toContain(`'${value}`);
    }
  });
});
