/**
 * npm run bench:overview — the learner overview at scale (issue 43, item 1).
 * In a temporary in-memory PGlite: BENCH_COURSES (200) extra published courses on Demo Academy,
 * each with 4 quizzes, 3 assignments due from 30 days ago to 30 days ahead and a content
 * package; Stijn Student enrolled in every one of them with 3 attempts at each quiz, a review
 * ticket for two of each three assignments (every status), two attempts at each package and a
 * certificate of every certification (one per 4 courses, some expiring within 14 days); and
 * BENCH_STUDENTS (2,000) other students with 20 such courses each, so every table the overview
 * reads is large around him. Then, in-process through the API's own fetch, p50/p95 of
 * GET /v1/accounts/{id}/grades (20 and 100 a page, a later page) and /todo (14 and 90 days), as
 * Stijn and as Cora (his primary coach). Target: p95 < 50 ms. BENCH_RUNS per case.
 */

import { measureCases, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase, signedInGet } from '../bench/temp-database';
import { createApi } from '../index';

const COURSES = Number(process.env.BENCH_COURSES ?? 200);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PER_STUDENT = 20;

const started = performance.now();
const { client, db } = await openBenchDatabase();
await client.exec(`
  insert into courses (portal_id, catalog_id, slug, title, description, status, language)
  select c.portal_id, c.catalog_id, 'overview-bench-' || g, 'Bench course ' || g,
    'A course of the overview benchmark.', 'published', 'en'
  from generate_series(1, ${COURSES}) g
  cross join (select portal_id, catalog_id from courses where slug = 'data-literacy') c;
  insert into course_modules (course_id, title, position)
  select id, 'Module ' || p, p from courses, generate_series(0, 1) p
  where slug like 'overview-bench-%';
  -- Per course: 2 lessons, 4 quizzes, 3 assignments, 1 package, over its two modules.
  insert into course_items (course_id, module_id, kind, title, slug, position)
  select m.course_id, m.id,
    (array['lesson','lesson','quiz','quiz','quiz','quiz','assignment','assignment','assignment',
      'package'])[i], 'Item ' || i, 'item-' || i, i
  from course_modules m
  join courses c on c.id = m.course_id and c.slug like 'overview-bench-%'
  cross join generate_series(1, 10) i
  where (m.position = 0) = (i <= 5);
  insert into quizzes (item_id, portal_id, settings)
  select ci.id, c.portal_id, '{"passMark": 60, "maxAttempts": null, "timeLimitMinutes": 30,
    "shuffleQuestions": false, "shuffleOptions": false, "layout": "one",
    "showAfterwards": ["score"], "drawCount": null, "poolCategory": null, "poolLabel": null}'
  from course_items ci join courses c on c.id = ci.course_id
  where c.slug like 'overview-bench-%' and ci.kind = 'quiz';
  insert into assignments (item_id, portal_id, course_id, instructions_html, due_at, scheme,
    max_points, pass_percent)
  select ci.id, c.portal_id, c.id, '<p>Bench</p>',
    now() + (((abs(hashtext(ci.id::text)) % 61) - 30) || ' days')::interval,
    (array['pass_fail','points','rubric'])[1 + abs(hashtext(ci.id::text)) % 3], 10, 60
  from course_items ci join courses c on c.id = ci.course_id
  where c.slug like 'overview-bench-%' and ci.kind = 'assignment';
  insert into content_package_versions (portal_id, item_id, number, kind, title, description,
    file_name, zip_bytes, sha256, file_count, total_bytes)
  select c.portal_id, ci.id, 1, 'scorm12', ci.title, '{}', 'bench.zip', 1, 'x', 1, 1
  from course_items ci join courses c on c.id = ci.course_id
  where c.slug like 'overview-bench-%' and ci.kind = 'package';

  insert into accounts (portal_id, entity_id, email, full_name, password_hash)
  select s.portal_id, s.entity_id, 'overview.bench.' || g || '@example.org',
    'Overview Bench ' || g, s.password_hash
  from generate_series(1, ${STUDENTS}) g
  cross join (select portal_id, entity_id, password_hash from accounts
    where email = 'student@demo.academy') s;
  insert into account_roles (account_id, role)
  select id, 'student' from accounts where email like 'overview.bench.%';

  -- Stijn in every bench course; the others in ${PER_STUDENT} each.
  create temporary table bench_learners as
  select a.id as account_id, c.id as course_id, c.portal_id
  from accounts a join courses c on c.slug like 'overview-bench-%'
  where a.email = 'student@demo.academy'
  union all
  select a.id, c.id, c.portal_id
  from (select id, row_number() over (order by email) as n from accounts
    where email like 'overview.bench.%') a
  cross join generate_series(0, ${PER_STUDENT - 1}) k
  join courses c on c.slug = 'overview-bench-' || (1 + (a.n * 7 + k) % ${COURSES});
  insert into enrollments (account_id, course_id, progress, enrolled_at, last_activity_at)
  select account_id, course_id, abs(hashtext(account_id::text || course_id::text)) % 100,
    now() - interval '60 days',
    now() - ((abs(hashtext(course_id::text || account_id::text)) % 50000) || ' minutes')::interval
  from bench_learners on conflict do nothing;
  insert into quiz_attempts (portal_id, item_id, course_id, account_id, number, status,
    started_at, submitted_at, questions, max_score, score, percent, passed, deadline_at)
  select l.portal_id, ci.id, ci.course_id, l.account_id, n,
    case when n = 3 and ci.position = 6 then 'in_progress' else 'submitted' end,
    now() - (n || ' days')::interval,
    case when n = 3 and ci.position = 6 then null else now() - (n || ' days')::interval end,
    '[]', 10, (n * 3) % 11, ((n * 3) % 11) * 10, (n * 3) % 11 >= 6,
    case when n = 3 and ci.position = 6 then now() + interval '20 minutes' end
  from bench_learners l
  join course_items ci on ci.course_id = l.course_id and ci.kind = 'quiz'
  cross join generate_series(1, 3) n;
  insert into review_tickets (portal_id, course_id, item_id, kind, account_id, status, passed,
    score, max_score, graded_at, submitted_at, created_at, updated_at)
  select l.portal_id, ci.course_id, ci.id, 'assignment', l.account_id, s.status,
    case when s.status in ('graded', 'closed') then ci.position % 2 = 0 end,
    case when s.status in ('graded', 'closed') then 7 end,
    case when s.status in ('graded', 'closed') then 10 end,
    case when s.status in ('graded', 'closed') then now() - interval '1 day' end,
    now() - interval '2 days', now() - interval '2 days', now() - interval '1 day'
  from bench_learners l
  join course_items ci on ci.course_id = l.course_id and ci.kind = 'assignment'
    and ci.position <> 9
  cross join lateral (select (array['new','in_review','changes_requested','resubmitted',
    'graded','closed'])[1 + abs(hashtext(ci.id::text || l.account_id::text)) % 6] as status) s;
  insert into review_ticket_accounts (ticket_id, account_id)
  select t.id, t.account_id from review_tickets t
  join courses c on c.id = t.course_id and c.slug like 'overview-bench-%';
  insert into submissions (portal_id, ticket_id, item_id, course_id, account_id, submitted_by,
    attempt, body_html)
  select t.portal_id, t.id, t.item_id, t.course_id, t.account_id, t.account_id, 1, '<p>Work</p>'
  from review_tickets t join courses c on c.id = t.course_id and c.slug like 'overview-bench-%';
  insert into package_attempts (portal_id, account_id, item_id, version_id, completion_status,
    success_status, score_scaled, created_at)
  select l.portal_id, l.account_id, v.item_id, v.id, 'completed',
    case when n = 1 then 'failed' else 'passed' end, 0.3 * n, now() - ((3 - n) || ' days')::interval
  from bench_learners l
  join course_items ci on ci.course_id = l.course_id and ci.kind = 'package'
  join content_package_versions v on v.item_id = ci.id
  cross join generate_series(1, 2) n;

  insert into certifications (portal_id, name, min_score, validity_months)
  select portal_id, 'Bench certification ' || g, 60, 12
  from generate_series(1, ${Math.ceil(COURSES / 4)}) g
  cross join (select portal_id from courses where slug = 'data-literacy') c;
  insert into certification_courses (certification_id, course_id)
  select ce.id, c.id from certifications ce
  join courses c on c.slug = 'overview-bench-' || (4 * split_part(ce.name, ' ', 3)::int - 3)
    or c.slug = 'overview-bench-' || (4 * split_part(ce.name, ' ', 3)::int)
  where ce.name like 'Bench certification %';
  insert into certificates (portal_id, certification_id, account_id, code, issued_at, expires_at)
  select ce.portal_id, ce.id, a.id, 'BENCH' || md5(ce.id::text || a.id::text),
    now() - interval '350 days',
    now() + ((split_part(ce.name, ' ', 3)::int % 40) || ' days')::interval
  from certifications ce
  cross join accounts a
  where ce.name like 'Bench certification %'
    and (a.email = 'student@demo.academy' or a.email like 'overview.bench.1_@example.org');
  drop table bench_learners;
`);
await client.exec('vacuum analyze');
const counted = await client.query<{ table: string; rows: number }>(`
  select 'enrollments' as table, count(*)::int as rows from enrollments
  union all select 'quiz_attempts', count(*)::int from quiz_attempts
  union all select 'review_tickets', count(*)::int from review_tickets
  union all select 'package_attempts', count(*)::int from package_attempts`);
console.info(
  `Seeded in ${ms(performance.now() - started)} ms: ${counted.rows
    .map((row) => `${row.rows.toLocaleString('en')} ${row.table}`)
    .join(', ')}`,
);

const api = createApi(db);
const [stijn, cora] = await Promise.all([
  apiToken(api, 'student@demo.academy'),
  apiToken(api, 'coach@demo.academy'),
]);
const me = await (await signedInGet(api, stijn)('/v1/me')).json();
const account = `/v1/accounts/${me.data.id}`;
const as = { stijn: signedInGet(api, stijn), cora: signedInGet(api, cora) };
const overview = (path: string) => async () => {
  const [who, rest] = path.split(' ') as ['stijn' | 'cora', string];
  const response = await as[who](`${account}${rest}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  const items = body.data.reduce(
    (sum: number, row: { attributes: { items?: unknown[] } }) =>
      sum + (row.attributes.items?.length ?? 1),
    0,
  );
  return `${body.data.length} of ${body.meta.total} (${items} rows)`;
};

const CASES: [string, string][] = [
  ['grades, 20 a page', 'stijn /grades'],
  ['grades, 100 a page (the screen)', 'stijn /grades?page[size]=100'],
  ['grades, page 10', 'stijn /grades?page[number]=10'],
  ['to-do, 14 days (the screen)', 'stijn /todo?page[size]=100'],
  ['to-do, 90 days', 'stijn /todo?days=90&page[size]=100'],
  ['grades as Cora, his coach', 'cora /grades?page[size]=100'],
  ['to-do as Cora', 'cora /todo?page[size]=100'],
];
const { rows, overall } = await measureCases(CASES, overview, { runs: RUNS, warmup: 5 });
rows.push(['all cases', '', ms(overall.p50), ms(overall.p95)]);
console.info(table(['case', 'answer', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: p95 < 50 ms — ${overall.p95 < 50 ? 'met' : 'NOT met'}`);
await client.close();
