/**
 * npm run bench:webhooks — the webhook delivery log and queue at scale (issue 42). Two endpoints
 * on Demo Academy, one of them with BENCH_DELIVERIES (default 200,000) deliveries over a year
 * (90 % succeeded, 8 % failed, 2 % pending, two tries each), in a temporary in-memory PGlite;
 * then, in-process through the API's own fetch as Ada Admin, p50/p95 of the log (newest first,
 * per status, deep pages, one delivery with its tries), of the worker's claim of due deliveries
 * and of raising an event on a table with a trigger. Target: every p95 < 50 ms.
 */

import { sql } from 'drizzle-orm';
import { type Figures, measure, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { analyzeChangedTables } from '../db/statistics';
import { createApi } from '../index';
import { claimDueDeliveries, releaseDeliveries } from './webhooks.queries';

const COUNT = Number(process.env.BENCH_DELIVERIES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const started = performance.now();
const { client, db } = await openBenchDatabase();
const portal = (await client.query<{ id: string }>(`select id from portals where key = 'demo'`))
  .rows[0]?.id;
if (!portal) throw new Error('Demo Academy is missing');
const endpoints = (
  await client.query<{ id: string }>(
    `insert into webhook_endpoints (portal_id, url, events, secret)
     values ($1, 'https://hooks.example.com/a', '{account.created,order.paid}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
            ($1, 'https://hooks.example.com/b', '{order.paid}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
     returning id`,
    [portal],
  )
).rows;
const busy = endpoints[0]?.id as string;
// Events, deliveries and two tries each, a year of them, in set-based statements.
await client.exec(`
  insert into webhook_events (id, portal_id, type, data, created_at)
  select md5('e' || g)::uuid, '${portal}', 'order.paid', jsonb_build_object('order_id', md5('o' || g)::uuid),
    now() - (g * interval '1 year' / ${COUNT})
  from generate_series(1, ${COUNT}) g;
  insert into webhook_deliveries (id, portal_id, endpoint_id, event_id, status, attempts,
    next_attempt_at, last_attempt_at, last_status, created_at)
  select md5('d' || g)::uuid, '${portal}', '${busy}', md5('e' || g)::uuid,
    case when g % 50 = 0 then 'pending' when g % 12 = 0 then 'failed' else 'succeeded' end,
    2, case when g % 50 = 0 then now() + interval '1 hour' end,
    now() - (g * interval '1 year' / ${COUNT}),
    case when g % 12 = 0 then 503 else 200 end,
    now() - (g * interval '1 year' / ${COUNT})
  from generate_series(1, ${COUNT}) g;
  insert into webhook_attempts (delivery_id, attempted_at, duration_ms, request_headers, request_body,
    response_status, response_body)
  select d.id, d.created_at + (k * interval '5 seconds'), 40, '{"webhook-id":"msg_x"}'::jsonb,
    '{"type":"order.paid"}', d.last_status, 'ok'
  from webhook_deliveries d, generate_series(0, 1) k;
`);
// Due now: a few hundred, as after an outage.
await client.exec(`update webhook_deliveries set next_attempt_at = now() - interval '1 minute'
  where status = 'pending' and created_at > now() - interval '3 days'`);
await analyzeChangedTables(db);
console.info(
  `${COUNT.toLocaleString('en')} deliveries with ${(COUNT * 2).toLocaleString('en')} tries added in ${ms(performance.now() - started)} ms`,
);

const api = createApi(db);
const token = await apiToken(api, 'admin@demo.academy');
const call = async (path: string, init: RequestInit = {}) => {
  const response = await api.fetch(
    new Request(`http://api${path}`, {
      ...init,
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};
const log = (query: string) => async () => {
  const body = await call(`/v1/webhook_endpoints/${busy}/deliveries?page[size]=25${query}`);
  return String(body.meta?.total ?? body.data.length);
};
const one = (
  await call(`/v1/webhook_endpoints/${busy}/deliveries?page[size]=1&filter[status]=failed`)
).data[0].id as string;

const CASES: [string, () => Promise<string>][] = [
  ['the log as it opens (newest first)', log('')],
  ['failed only', log('&filter[status]=failed')],
  ['pending only', log('&filter[status]=pending')],
  ['page 200', log('&page[number]=200')],
  [
    'one delivery with its tries',
    async () => (await call(`/v1/webhook_deliveries/${one}`)).data.id,
  ],
  ['the endpoints list', async () => String((await call('/v1/webhook_endpoints')).data.length)],
  [
    "the worker's claim of 16 due deliveries",
    async () => {
      const claimed = await claimDueDeliveries(db, { now: new Date(), leaseMs: 1, limit: 16 });
      await releaseDeliveries(db, { ids: claimed.map((row) => row.id) });
      return String(claimed.length);
    },
  ],
  [
    'raising an event (an account made, in a transaction)',
    async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into accounts (portal_id, entity_id, email, full_name, password_hash)
          select portal_id, entity_id, 'bench-' || gen_random_uuid() || '@example.com', 'Bench', password_hash
          from accounts where email = 'student@demo.academy'`);
      });
      return '1';
    },
  ],
];

const rows: string[][] = [];
let worst = 0;
for (const [label, run] of CASES) {
  const result = await run();
  const figures: Figures = await measure(run, { runs: RUNS, warmup: 5 });
  worst = Math.max(worst, figures.p95);
  rows.push([label, result, ms(figures.p50), ms(figures.p95)]);
}
console.info(table(['case', 'result', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: every p95 < 50 ms — ${worst < 50 ? 'met' : 'NOT met'}`);
await client.close();
