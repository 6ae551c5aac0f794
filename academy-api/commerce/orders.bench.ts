/**
 * npm run bench:orders — the orders list at scale. 100,000 extra orders on Demo
 * Academy (2,000 customers, every status, one or two lines each, two years of numbers) in a
 * temporary in-memory PGlite; then, in-process through the API's own fetch as Sven Sales, p50/p95
 * of GET /v1/orders (its filters, sorts and pages; 25 a page with their lines) and of a filtered
 * CSV export. Target: list p95 < 50 ms. BENCH_ORDERS and BENCH_RUNS (per case) change the sizes.
 */

import { type Figures, measure, ms, summarise, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { createApi } from '../index';
import { addBulkOrders } from './orders.bench-rows';

const COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const started = performance.now();
const { client, db } = await openBenchDatabase();
await addBulkOrders(client, COUNT);
const [{ n } = { n: 0 }] = (
  await client.query<{ n: number }>('select count(*)::int as n from orders')
).rows;
console.info(
  `${COUNT.toLocaleString('en')} orders added (${n.toLocaleString('en')} in all) in ${ms(performance.now() - started)} ms`,
);

const api = createApi(db);
const token = await apiToken(api, 'sales@demo.academy');
const call = (path: string) =>
  api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
const list = (query: string) => async () => {
  const response = await call(`/v1/orders?page[size]=25&${query}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return `${(body.meta.total as number).toLocaleString('en')}${body.meta.total_capped ? '+' : ''}`;
};
const product = (
  await client.query<{ id: string }>(
    `select p.id from products p join portals po on po.id = p.portal_id
     where po.key = 'demo' and p.name = 'Data literacy (single course)'`,
  )
).rows[0]?.id;
const customer = (
  await client.query<{ id: string }>(`select id from entities where name like '% 0042 BV'`)
).rows[0]?.id;

const CASES: [string, string][] = [
  ['the list as it opens (newest first)', 'sort=-created_at'],
  ['number, highest first', 'sort=-number'],
  ['number, lowest first', 'sort=number'],
  ['total, highest first', 'sort=-total'],
  ['customer A-Z', 'sort=customer'],
  ['status', 'sort=status'],
  ['status paid', 'filter[status]=paid'],
  ['pending payment, highest total', 'filter[status]=pending_payment&sort=-total'],
  ['search "acme" (broad)', 'filter[search]=acme'],
  ['search "hooli academy", A-Z', 'filter[search]=hooli%20academy&sort=customer'],
  ['search one number', 'filter[search]=DEMO-2026-004242'],
  ['search a billing reference', 'filter[search]=PO-791900'],
  ['one customer', `filter[customer]=entity:${customer}`],
  ['one product, newest first', `filter[product]=${product}`],
  ['created in one month', 'filter[created_from]=2026-03-01&filter[created_to]=2026-03-31'],
  [
    'refunded in one month',
    'filter[status]=refunded&filter[created_from]=2026-03-01&filter[created_to]=2026-03-31',
  ],
  ['page 100', 'page[number]=100'],
  ['fulfilled, page 400 by total', 'filter[status]=fulfilled&sort=total&page[number]=400'],
];

const rows: string[][] = [];
const all: number[] = [];
for (const [label, query] of CASES) {
  const total = await list(query)();
  const figures: Figures = await measure(list(query), { runs: RUNS, warmup: 5 });
  all.push(...figures.samples);
  rows.push([label, total, ms(figures.p50), ms(figures.p95)]);
  console.info(`${label}: ${total} matches, p50 ${ms(figures.p50)} ms, p95 ${ms(figures.p95)} ms`);
}
const overall = summarise(all);
rows.push(['all list cases', '', ms(overall.p50), ms(overall.p95)]);
const csv = await measure(
  async () => {
    const response = await call(
      '/v1/orders/export?filter[status]=refunded&filter[created_from]=2026-01-01',
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status}`);
    return String(text.length);
  },
  { runs: Math.max(5, Math.round(RUNS / 5)), warmup: 2 },
);
rows.push(['CSV export (refunded this year)', '', ms(csv.p50), ms(csv.p95)]);
console.info(table(['case', 'matches', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: list p95 < 50 ms — ${overall.p95 < 50 ? 'met' : 'NOT met'}`);
await client.close();
