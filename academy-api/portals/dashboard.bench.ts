/**
 * npm run bench:dashboard — /admin/dashboard's figures at scale.
 * In a temporary in-memory PGlite: 100,000 extra students on Demo Academy, each enrolled in a
 * few of its courses over the last six months (some completed), and 1,000,000 item_progress
 * rows spread over the last year — inserted by plain statements, so the migration's triggers
 * keep the pre-aggregated tables as the app would. Then, in-process through the API's own fetch
 * as Ada Admin, p50/p95 of GET /v1/dashboard. Target: p95 < 300 ms (the dashboard's server
 * time; the page adds only its rendering). For comparison, the same figures counted straight
 * from enrollments and item_progress (what the pre-aggregation saves).
 * BENCH_ACCOUNTS, BENCH_PROGRESS and BENCH_RUNS change the sizes.
 */

import { addAccounts } from '../bench/bulk-accounts';
import { addDashboardEnrolments } from '../bench/dashboard-enrolments';
import { measure, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { createApi } from '../index';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const PROGRESS = Number(process.env.BENCH_PROGRESS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 300;

const started = performance.now();
const { client, db } = await openBenchDatabase();
await addAccounts(client, ACCOUNTS);
console.info(`${ACCOUNTS.toLocaleString('en')} accounts in ${ms(performance.now() - started)} ms`);

const enrolled = performance.now();
await addDashboardEnrolments(client);
console.info(`enrolments in ${ms(performance.now() - enrolled)} ms`);

// 1,000,000 finished items: students × items of the courses they are enrolled in, in batches
// (each batch one statement, so the statement-level trigger runs once per batch).
const progressed = performance.now();
const BATCH = 20_000; // enrolments per statement, up to 10 items each
await client.exec(`
  create temporary table bench_enrolments as
    select account_id, course_id, row_number() over (order by id) as rn from enrollments;
  create index on bench_enrolments (rn);`);
let inserted = 0;
for (let from = 1; inserted < PROGRESS; from += BATCH) {
  const result = await client.query(`
    insert into item_progress (account_id, item_id, course_id, completed_at)
    select e.account_id, ci.id, e.course_id,
      now() - ((abs(hashtext(e.account_id::text || ci.id::text)) % 365) * interval '1 day')
    from bench_enrolments e
    cross join lateral (select id from course_items
      where course_id = e.course_id order by position limit 10) ci
    where e.rn >= ${from} and e.rn < ${from + BATCH}
    limit ${PROGRESS - inserted}
    on conflict do nothing`);
  if (!result.affectedRows) break;
  inserted += result.affectedRows;
}
await client.exec('vacuum analyze');
const counts = await client.query<{ accounts: number; enrollments: number; progress: number }>(`
  select (select count(*)::int from accounts) as accounts,
    (select count(*)::int from enrollments) as enrollments,
    (select count(*)::int from item_progress) as progress`);
const sizes = counts.rows[0];
console.info(
  `progress in ${ms(performance.now() - progressed)} ms — ${sizes?.accounts.toLocaleString('en')} accounts, ` +
    `${sizes?.enrollments.toLocaleString('en')} enrolments, ${sizes?.progress.toLocaleString('en')} progress rows`,
);

const api = createApi(db);
const token = await apiToken(api, 'admin@demo.academy');
const dashboard = async () => {
  const response = await api.fetch(
    new Request('http://api/v1/dashboard', {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body.data.attributes;
};

const figures = await dashboard();
const measured = await measure(dashboard, { runs: RUNS, warmup: 3 });

// The same twelve weeks counted from the raw tables, to show what pre-aggregation saves.
const raw = async () => {
  await client.query(`
    with weeks as (select (academy_week(now()) - 7 * g)::date as week from generate_series(0, 11) g)
    select w.week,
      (select count(*) from enrollments e join courses c on c.id = e.course_id
        join portals p on p.id = c.portal_id
        where p.key = 'demo' and academy_week(e.enrolled_at) = w.week) as enrollments,
      (select count(distinct ip.account_id) from item_progress ip
        where ip.completed_at >= w.week and ip.completed_at < w.week + 7) as active
    from weeks w`);
};
const rawFigures = await measure(raw, { runs: Math.min(RUNS, 5), warmup: 1 });

console.info(
  table(
    ['GET /v1/dashboard as Ada', 'p50 ms', 'p95 ms', 'max ms'],
    [
      ['pre-aggregated (the API)', ms(measured.p50), ms(measured.p95), ms(measured.max)],
      ['counted from the raw tables', ms(rawFigures.p50), ms(rawFigures.p95), ms(rawFigures.max)],
    ],
  ),
);
console.info(
  `figures: ${figures.learning.active_students.toLocaleString('en')} active students, ` +
    `${figures.learning.enrollments.toLocaleString('en')} enrolments and ` +
    `${figures.learning.completions.toLocaleString('en')} completions in ${figures.weeks} weeks`,
);
console.info(`Target: p95 < ${TARGET_MS} ms — ${measured.p95 < TARGET_MS ? 'met' : 'NOT met'}`);
await client.close();
