/**
 * npm run bench:participants — the coach's participants at scale.
 * In a temporary in-memory PGlite with the demo data, Cora Coach's four courses get 10,000
 * extra participants (1–3 courses each, ~20,000 enrolments, 500 of them her mentees), three
 * assignments per course (two past due), ~3,000 review tickets and ~100,000 finished items
 * spread over 90 days. Then, in-process through the API's own fetch as Cora: p50/p95 of
 * GET /v1/coach/participants (searches, the at-risk filters, every sort, deep pages, 25 and 75
 * a page) and /v1/coach/mentees — target p95 < 50 ms — and of GET /v1/coach/dashboard, whose
 * queries must stay under 300 ms. BENCH_PARTICIPANTS and BENCH_RUNS (per case) change the sizes.
 */

import { type Figures, measure, ms, summarise, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { createApi } from '../index';

const COUNT = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const FIRST =
  `Anna Bram Cas Daan Eva Fleur Gijs Hanna Ilse Joost Kim Lars Mila Noor Olaf Pien Quinten
  Rosa Sem Tess Umar Vera Wout Xena Yara Zeger`.split(/\s+/);
const LAST =
  `Jansen Bakker Visser Smit Meijer Mulder Bos Vos Peters Hendriks Dekker Brouwer Dijkstra
  Kok Jacobs Vermeulen`.split(/\s+/);
const pick = (list: string[], expression: string) =>
  `(array[${list.map((word) => `'${word}'`).join(',')}])[1 + (${expression}) % ${list.length}]`;

const started = performance.now();
// BENCH_DATA_DIR keeps the generated database between runs (for looking at query plans).
const dataDir = process.env.BENCH_DATA_DIR;
const { client, db } = await openBenchDatabase(dataDir);
const generated = (
  await client.query<{ n: number }>(
    `select count(*)::int as n from accounts where email like 'bench.participant.%'`,
  )
).rows[0]?.n;
if (!generated)
  await client.exec(`
  create temporary table bench_courses as
    select c.id, c.portal_id, row_number() over (order by c.slug) - 1 as n
    from courses c
    join course_coaches cc on cc.course_id = c.id
    join accounts a on a.id = cc.account_id and a.email = 'coach@demo.academy';

  -- Three assignments per course in its first module: two past due, one next week.
  insert into course_items (course_id, module_id, kind, title, slug, position)
  select bc.id, m.id, 'assignment', 'Bench task ' || g, 'bench-task-' || g, 100 + g
  from bench_courses bc
  cross join lateral (select id from course_modules where course_id = bc.id
    order by position limit 1) m
  cross join generate_series(1, 3) g;
  insert into assignments (item_id, portal_id, course_id, due_at)
  select i.id, bc.portal_id, bc.id,
    now() + (case when i.slug = 'bench-task-3' then 7 else -10 * (i.position - 100) end
      || ' days')::interval
  from course_items i join bench_courses bc on bc.id = i.course_id
  where i.slug like 'bench-task-%';

  insert into accounts (portal_id, entity_id, email, full_name, password_hash, last_online,
    created_at)
  select a.portal_id, a.entity_id, 'bench.participant.' || g || '@example.org',
    ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 13')} || ' ' || g, 'x',
    case when g % 4 = 0 then null else now() - ((g * 37) % 20000 || ' minutes')::interval end,
    now() - (g % 400 || ' days')::interval
  from generate_series(1, ${COUNT}) g
  cross join (select portal_id, entity_id from accounts where email = 'student@demo.academy') a;
  insert into account_roles (account_id, role)
  select id, 'student' from accounts where email like 'bench.participant.%';
  update accounts set primary_coach_id = (select id from accounts
    where email = 'coach@demo.academy')
  where email like 'bench.participant.%'
    and split_part(split_part(email, '.', 3), '@', 1)::int % 20 = 0;

  -- 1–3 of the four courses each; progress, activity and completion spread by a hash.
  insert into enrollments (account_id, course_id, status, progress, enrolled_at,
    last_activity_at, completed_at)
  select a.id, bc.id,
    case when p.progress = 100 then 'completed' else 'active' end, p.progress,
    now() - (30 + p.h % 170 || ' days')::interval,
    now() - (p.h % 45 || ' days')::interval,
    case when p.progress = 100 then now() - (p.h % 20 || ' days')::interval end
  from accounts a
  cross join lateral (select abs(hashtext(a.email)) as h) hh
  join bench_courses bc on bc.n < 1 + (hh.h % 3)
    or bc.n = (hh.h / 3) % 4
  cross join lateral (select least(100, (hh.h + bc.n * 31) % 111) as progress, hh.h + bc.n as h) p
  where a.email like 'bench.participant.%'
  on conflict do nothing;

  -- ~100,000 finished items over the last 90 days.
  insert into item_progress (account_id, item_id, course_id, completed_at)
  select e.account_id, i.id, e.course_id,
    now() - ((abs(hashtext(e.account_id::text || i.id::text)) % (90 * 24)) || ' hours')::interval
  from enrollments e
  join accounts a on a.id = e.account_id and a.email like 'bench.participant.%'
  cross join lateral (select id from course_items where course_id = e.course_id
    order by position, id limit 5) i
  on conflict do nothing;

  -- Review tickets for a third of the past-due submissions.
  insert into review_tickets (portal_id, course_id, item_id, kind, account_id, status, due_at,
    submitted_at)
  select bc.portal_id, e.course_id, asg.item_id, 'assignment', e.account_id,
    (array['new', 'in_review', 'resubmitted', 'graded', 'closed', 'changes_requested'])
      [1 + abs(hashtext(e.account_id::text || asg.item_id::text)) % 6],
    asg.due_at, asg.due_at - interval '1 day'
  from enrollments e
  join bench_courses bc on bc.id = e.course_id
  join assignments asg on asg.course_id = e.course_id and asg.due_at < now()
  join accounts a on a.id = e.account_id and a.email like 'bench.participant.%'
  where abs(hashtext(e.account_id::text || asg.item_id::text)) % 3 = 0;
  insert into review_ticket_accounts (ticket_id, account_id)
  select id, account_id from review_tickets where account_id is not null
  on conflict do nothing;
`);
if (!generated) await client.exec('vacuum analyze');
const counts = (
  await client.query<{ accounts: number; enrollments: number; progress: number; tickets: number }>(
    `select (select count(*) from accounts where email like 'bench.participant.%')::int as accounts,
      (select count(*) from enrollments)::int as enrollments,
      (select count(*) from item_progress)::int as progress,
      (select count(*) from review_tickets)::int as tickets`,
  )
).rows[0];
console.info(
  `${counts?.accounts.toLocaleString('en')} participants, ${counts?.enrollments.toLocaleString('en')} enrolments, ` +
    `${counts?.progress.toLocaleString('en')} finished items, ${counts?.tickets.toLocaleString('en')} tickets ` +
    `added in ${ms(performance.now() - started)} ms`,
);

const api = createApi(db);
const token = await apiToken(api, 'coach@demo.academy');
const call = async (path: string) => {
  const response = await api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};
const [anyCourse] = (await call('/v1/coach/courses')).data as { id: string }[];
const list =
  (path: string, query = '') =>
  async () => {
    const body = await call(`${path}?${query}`);
    return (body.meta.total as number).toLocaleString('en');
  };

const PARTICIPANTS = '/v1/coach/participants';
const CASES: [string, string, string][] = [
  ['participants as they open (A-Z, 25)', PARTICIPANTS, ''],
  ['75 a page', PARTICIPANTS, 'page[size]=75'],
  ['page 200 (A-Z)', PARTICIPANTS, 'page[number]=200'],
  ['sort by progress, descending', PARTICIPANTS, 'sort=-progress'],
  ['sort by last online, descending', PARTICIPANTS, 'sort=-last_online'],
  ['sort by last activity', PARTICIPANTS, 'sort=last_activity'],
  ['sort by open tickets, descending', PARTICIPANTS, 'sort=-open_tickets'],
  ['search "anna"', PARTICIPANTS, 'filter[search]=anna'],
  ['search a rare "bram bakker 7"', PARTICIPANTS, 'filter[search]=bram%20bakker%207'],
  ['at risk (any reason)', PARTICIPANTS, 'filter[risk]=at_risk'],
  ['at risk: behind, by progress', PARTICIPANTS, 'filter[risk]=behind&sort=progress'],
  ['at risk: overdue, page 10', PARTICIPANTS, 'filter[risk]=overdue&page[number]=10'],
  ['one course', PARTICIPANTS, `filter[course]=${anyCourse?.id}`],
  [
    'one course, at risk, search "a"',
    PARTICIPANTS,
    `filter[course]=${anyCourse?.id}&filter[risk]=at_risk&filter[search]=a`,
  ],
  ['mentees (500)', '/v1/coach/mentees', ''],
];

// The machine's own speed: the cheapest signed-in request, for reading the figures below on a
// shared machine (as bench:tickets does).
const baseline = await measure(() => call('/v1/me'), { runs: RUNS, warmup: 3 });
const rows: string[][] = [['(baseline: GET /v1/me)', '', ms(baseline.p50), ms(baseline.p95)]];
const all: number[] = [];
for (const [label, path, query] of CASES) {
  const total = await list(path, query)();
  const figures: Figures = await measure(list(path, query), { runs: RUNS, warmup: 3 });
  all.push(...figures.samples);
  rows.push([label, total, ms(figures.p50), ms(figures.p95)]);
}
const overall = summarise(all);
rows.push(['all list cases', '', ms(overall.p50), ms(overall.p95)]);
const dashboard = await measure(() => call('/v1/coach/dashboard'), {
  runs: Math.max(5, Math.round(RUNS / 2)),
  warmup: 2,
});
rows.push(['dashboard (all its queries)', '', ms(dashboard.p50), ms(dashboard.p95)]);
const courses = await measure(() => call('/v1/coach/courses'), { runs: RUNS, warmup: 3 });
rows.push(['courses with their distribution', '', ms(courses.p50), ms(courses.p95)]);
console.info(table(['case', 'matches', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: participants list p95 < 50 ms — ${overall.p95 < 50 ? 'met' : 'NOT met'}`);
console.info(`Target: dashboard < 300 ms — ${dashboard.p95 < 300 ? 'met' : 'NOT met'}`);
await client.close();
