/**
 * npm run bench:tickets — the review-ticket queue at scale.
 * 10,000 tickets on Demo Academy in a temporary in-memory PGlite: 20 extra assignment items
 * spread over the courses Cora Coach coaches (and Hugo's), 500 extra students, every status,
 * due dates before and after today, some claimed by Cora, each ticket with its student and a
 * submission. Then, in-process through the API's own fetch, p50/p95 of GET /v1/review_tickets
 * for the queue's filters, sorts and pages — as Cora (the coach scope: her courses, her mentees,
 * her mandates) and as Ada Admin (the whole portal). Target: p95 < 50 ms.
 * BENCH_TICKETS (a multiple of 20) and BENCH_RUNS (per case) change the sizes.
 */

import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { type Figures, measure, ms, summarise, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import type { Db } from '../db/database';
import { withPreparedStatements } from '../db/pglite-prepared';
import * as schema from '../db/schema';
import { createApi } from '../index';

function pgliteDrizzleLogged(client: PGlite, log: (text: string, params: unknown[]) => void): Db {
  return drizzlePglite({
    client: withPreparedStatements(client),
    schema,
    logger: { logQuery: log },
  }) as unknown as Db;
}

const TICKETS = Number(process.env.BENCH_TICKETS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const ITEMS = 20;
const STUDENTS = Math.ceil(TICKETS / ITEMS);

const started = performance.now();
const { client, db } = await openBenchDatabase();
await client.exec(`
  insert into course_items (course_id, module_id, kind, title, slug, position)
  select m.course_id, m.id, 'assignment', 'Bench assignment ' || g, 'bench-assignment-' || g, 100 + g
  from generate_series(1, ${ITEMS}) g
  cross join lateral (select cm.id, cm.course_id from course_modules cm
    join courses c on c.id = cm.course_id
    where c.slug = (array['project-management-basics', 'time-management', 'writing-for-the-web',
      'data-literacy', 'workplace-safety'])[1 + g % 5]
    order by cm.position limit 1) m;
  insert into assignments (item_id, portal_id, course_id, instructions_html, due_at)
  select ci.id, c.portal_id, ci.course_id, '<p>Bench</p>',
    now() + ((row_number() over (order by ci.slug)) - 10 || ' days')::interval
  from course_items ci join courses c on c.id = ci.course_id
  where ci.slug like 'bench-assignment-%';
  insert into accounts (portal_id, entity_id, email, full_name, password_hash, primary_coach_id)
  select s.portal_id, s.entity_id, 'bench.student.' || g || '@example.org',
    'Bench Student ' || g, s.password_hash,
    case when g % 10 = 0 then (select id from accounts where email = 'coach@demo.academy') end
  from generate_series(1, ${STUDENTS}) g
  cross join (select portal_id, entity_id, password_hash from accounts
    where email = 'student@demo.academy') s;
  insert into account_roles (account_id, role)
  select id, 'student' from accounts where email like 'bench.student.%';
  insert into review_tickets (portal_id, course_id, item_id, kind, account_id, status, due_at,
    claimed_by, claimed_at, last_activity_at, submitted_at, created_at, updated_at)
  select a.portal_id, ci.course_id, ci.id, 'assignment', a.id,
    (array['new','in_review','changes_requested','resubmitted','graded','closed'])[1 + (n % 6)],
    asg.due_at,
    case when n % 7 = 0 then (select id from accounts where email = 'coach@demo.academy') end,
    case when n % 7 = 0 then now() - ((n % 60) || ' minutes')::interval end,
    now() - ((n % 60) || ' minutes')::interval,
    now() - ((n % 5000) || ' minutes')::interval,
    now() - ((n % 5000) || ' minutes')::interval,
    now() - ((n % 3000) || ' minutes')::interval
  from (select id, portal_id, row_number() over (order by email) as s from accounts
    where email like 'bench.student.%') a
  cross join (select id, course_id, row_number() over (order by slug) as i from course_items
    where slug like 'bench-assignment-%') ci
  join assignments asg on asg.item_id = ci.id
  cross join lateral (select (a.s * ${ITEMS} + ci.i)::int as n) k;
  insert into review_ticket_accounts (ticket_id, account_id)
  select id, account_id from review_tickets where account_id is not null
  on conflict do nothing;
  insert into submissions (portal_id, ticket_id, item_id, course_id, account_id, submitted_by,
    attempt, body_html, submitted_at)
  select portal_id, id, item_id, course_id, account_id, account_id, 1, '<p>Bench answer</p>',
    submitted_at
  from review_tickets where account_id is not null
  on conflict do nothing;
`);
// VACUUM cannot run in the implicit transaction of a multi-statement exec.
await client.exec('vacuum analyze');
const counted = await client.query<{ n: number }>('select count(*)::int as n from review_tickets');
console.info(
  `${(counted.rows[0]?.n ?? 0).toLocaleString('en')} tickets in ${ms(performance.now() - started)} ms`,
);

/* BENCH_EXPLAIN=1: each case's request runs with its SQL recorded instead of being timed, and
 * every statement slower than 5 ms is shown with EXPLAIN ANALYZE (to find the query or index to
 * fix). */
const logged: { text: string; params: unknown[] }[] = [];
const api = createApi(
  process.env.BENCH_EXPLAIN
    ? pgliteDrizzleLogged(client, (text, params) => logged.push({ text, params }))
    : db,
);
const course = await client.query<{ id: string }>(
  "select id from courses where slug = 'writing-for-the-web'",
);
const writing = course.rows[0]?.id ?? '';
const tokens = {
  cora: await apiToken(api, 'coach@demo.academy'),
  ada: await apiToken(api, 'admin@demo.academy'),
};

const list = (who: keyof typeof tokens, query: string) => async () => {
  const response = await api.fetch(
    new Request(`http://api/v1/review_tickets?${query}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${tokens[who]}` },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return (body.meta.total as number).toLocaleString('en');
};

const CASES: [string, keyof typeof tokens, string][] = [
  ['the queue as it opens (open, newest)', 'cora', 'page[size]=25'],
  ['every status', 'cora', 'filter[status]=all&page[size]=25'],
  ['status new', 'cora', 'filter[status]=new&page[size]=25'],
  ['one course', 'cora', `filter[course]=${writing}&page[size]=25`],
  ['overdue', 'cora', 'filter[due]=overdue&page[size]=25'],
  ['due this week', 'cora', 'filter[due]=week&page[size]=25'],
  ['mine', 'cora', 'filter[owner]=mine&page[size]=25'],
  ['unassigned', 'cora', 'filter[owner]=unassigned&page[size]=25'],
  ['search a student "student 42"', 'cora', 'filter[search]=student%2042&page[size]=25'],
  ['sort by due date', 'cora', 'sort=due_at&page[size]=25'],
  ['sort by last change', 'cora', 'sort=-updated_at&filter[status]=all&page[size]=50'],
  ['75 a page, page 20', 'cora', 'filter[status]=all&page[size]=75&page[number]=20'],
  ['admin: the whole portal', 'ada', 'filter[status]=all&page[size]=25'],
  ['admin: overdue, unassigned', 'ada', 'filter[due]=overdue&filter[owner]=unassigned'],
];

/*
 * BENCH_EXPLAIN=1: instead of timing, each case's request runs once with its SQL recorded, and
 * the slowest statements are shown with EXPLAIN ANALYZE (to find the query or index to fix).
 */
if (process.env.BENCH_EXPLAIN) {
  for (const [label, who, search] of CASES) {
    await list(who, search)();
    logged.length = 0;
    await list(who, search)();
    console.info(`\n## ${label}: ${logged.length} statements`);
    for (const statement of logged) {
      const started = performance.now();
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${statement.text}`,
        statement.params,
      );
      const took = performance.now() - started;
      if (took < 5) continue;
      console.info(
        `-- ${ms(took)} ms\n${statement.text}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
      );
    }
  }
  await client.close();
  process.exit(0);
}

// The machine's own speed: the cheapest signed-in request, for reading the figures below.
const me = async () => {
  const response = await api.fetch(
    new Request('http://api/v1/me', {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${tokens.cora}` },
    }),
  );
  await response.arrayBuffer();
};
const baseline = await measure(me, { runs: RUNS, warmup: 5 });

const rows: string[][] = [['(baseline: GET /v1/me)', '', ms(baseline.p50), ms(baseline.p95)]];
const all: number[] = [];
for (const [label, who, query] of CASES) {
  const total = await list(who, query)();
  const figures: Figures = await measure(list(who, query), { runs: RUNS, warmup: 5 });
  all.push(...figures.samples);
  rows.push([label, total, ms(figures.p50), ms(figures.p95)]);
}
const overall = summarise(all);
rows.push(['all cases', '', ms(overall.p50), ms(overall.p95)]);
console.info(table(['case', 'matches', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: p95 < 50 ms — ${overall.p95 < 50 ? 'met' : 'NOT met'}`);
await client.close();
