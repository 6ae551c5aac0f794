/**
 * npm run bench:reports — /admin/reports at scale (issue 43, item 5), on the dashboard
 * benchmark's data (academy-api/portals/dashboard.bench.ts): in a temporary in-memory PGlite,
 * 100,000 extra students on Demo Academy, each enrolled in 3 of its courses over the last six
 * months (a third completed), plus a quiz attempt for every tenth enrolment and a certificate
 * for every tenth student. Then, in-process through the API's own fetch as Ada Admin, p50/p95
 * of a report page per kind: unfiltered, per course, per entity and per period (the last 30
 * days). Target: p95 < 300 ms per kind. BENCH_ACCOUNTS and BENCH_RUNS change the sizes.
 */

import { addAccounts } from '../bench/bulk-accounts';
import { addDashboardEnrolments } from '../bench/dashboard-enrolments';
import { measure, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { createApi } from '../index';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 300;

const started = performance.now();
const { client, db } = await openBenchDatabase();
await addAccounts(client, ACCOUNTS);
console.info(`${ACCOUNTS.toLocaleString('en')} accounts in ${ms(performance.now() - started)} ms`);

const enrolled = performance.now();
await addDashboardEnrolments(client);
await client.exec(`
  -- Every tenth enrolment in Data literacy hands in its quiz (an empty draw: only the result counts).
  insert into quiz_attempts (portal_id, item_id, course_id, account_id, number, status,
    started_at, submitted_at, submitted_by, questions, answers, score, max_score, percent, passed)
  select c.portal_id, i.id, e.course_id, e.account_id, 1, 'submitted',
    e.enrolled_at, e.enrolled_at + interval '1 hour', 'student', '[]'::jsonb, '{}'::jsonb,
    (abs(hashtext(e.id::text)) % 11)::float, 10, (abs(hashtext(e.id::text)) % 11) * 10,
    abs(hashtext(e.id::text)) % 11 >= 6
  from enrollments e
  join courses c on c.id = e.course_id
  join course_items i on i.course_id = c.id and i.title = 'Data literacy quiz'
  where abs(hashtext(e.id::text)) % 10 = 0
  on conflict do nothing;

  -- Every tenth student holds the Project management certificate.
  insert into certificates (portal_id, certification_id, account_id, code, issued_at, expires_at)
  select ct.portal_id, ct.id, a.id, 'BENCH' || a.id::text,
    now() - (abs(hashtext(a.id::text)) % 365) * interval '1 day',
    now() + (365 - abs(hashtext(a.id::text)) % 730) * interval '1 day'
  from accounts a
  cross join certifications ct
  where ct.name = 'Project management certificate' and abs(hashtext(a.id::text)) % 10 = 0
    and a.email like '%.%.%@%' and a.email not like '%@demo.academy'
  on conflict do nothing;
`);
await client.exec('vacuum analyze');
const counts = await client.query<{ e: number; q: number; c: number }>(`
  select (select count(*)::int from enrollments) as e,
    (select count(*)::int from quiz_attempts) as q,
    (select count(*)::int from certificates) as c`);
const sizes = counts.rows[0];
console.info(
  `data in ${ms(performance.now() - enrolled)} ms — ${sizes?.e.toLocaleString('en')} enrolments, ` +
    `${sizes?.q.toLocaleString('en')} quiz attempts, ${sizes?.c.toLocaleString('en')} certificates`,
);

const ids = await client.query<{ course: string; entity: string }>(`
  select (select c.id from courses c join portals p on p.id = c.portal_id
      where p.key = 'demo' and c.title = 'Data literacy') as course,
    (select id from entities where name = 'Acme Learning BV') as entity`);
const { course, entity } = ids.rows[0] ?? { course: '', entity: '' };
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const api = createApi(db);
const token = await apiToken(api, 'admin@demo.academy');
const get = async (path: string) => {
  const response = await api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body as { meta: { total: number } };
};

const FILTERS = {
  all: '',
  course: `?filter[course]=${course}`,
  entity: `?filter[entity]=${entity}`,
  'last 30 days': `?filter[from]=${monthAgo}`,
};
const lines: string[][] = [];
let met = true;
for (const kind of ['completions', 'progress', 'quiz_results', 'certificates']) {
  for (const [name, query] of Object.entries(FILTERS)) {
    const path = `/v1/reports/${kind}${query}`;
    const { meta } = await get(path);
    const measured = await measure(() => get(path), { runs: RUNS, warmup: 3 });
    met &&= measured.p95 < TARGET_MS;
    lines.push([
      `${kind} (${name})`,
      meta.total.toLocaleString('en'),
      ms(measured.p50),
      ms(measured.p95),
      ms(measured.max),
    ]);
  }
}
console.info(table(['GET /v1/reports as Ada', 'rows', 'p50 ms', 'p95 ms', 'max ms'], lines));
console.info(`Target: p95 < ${TARGET_MS} ms for every report — ${met ? 'met' : 'NOT met'}`);
await client.close();
