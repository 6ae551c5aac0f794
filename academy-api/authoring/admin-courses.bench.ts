/**
 * npx tsx academy-api/authoring/admin-courses.bench.ts — the admin course list at scale.
 * 5,000 extra courses on Demo Academy (every status, spread over its catalogs, each with a
 * label and some enrolments) in a temporary in-memory PGlite; then, in-process through the
 * API's own fetch as Ada Admin, p50/p95 of GET /v1/courses (search, status filter, sorts,
 * pages; 25 a page with labels included) and of the CSV export. Target: p95 < 50 ms.
 * BENCH_COURSES and BENCH_RUNS (per case) change the sizes.
 */

import { measure, measureCases, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase, signedInGet } from '../bench/temp-database';
import { createApi } from '../index';

const COUNT = Number(process.env.BENCH_COURSES ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const TOPICS = `budget planning coaching negotiation writing security privacy spreadsheet
  statistics leadership feedback onboarding compliance hygiene marketing branding sales service
  design research presentation storytelling agile scrum kanban excel python accessibility`.split(
  /\s+/,
);
const topic = (n: number) =>
  `(array[${TOPICS.map((t) => `'${t}'`).join(',')}])[1 + (g * ${n}) % ${TOPICS.length}]`;

const started = performance.now();
const { client, db } = await openBenchDatabase();
await client.exec(`
  insert into courses (portal_id, catalog_id, slug, title, description, status, duration_minutes,
    language, position, version, created_at, updated_at)
  select c.portal_id, case when g % 5 = 0 then null else c.catalog_id end,
    'admin-bench-' || g, initcap(${topic(7)}) || ' and ' || ${topic(13)} || ' ' || g,
    'A practical course on ' || ${topic(7)} || ' for busy professionals.',
    (array['draft', 'published', 'archived'])[1 + g % 3], 30 + (g % 240),
    case when g % 4 = 0 then 'nl' else 'en' end, 100 + g, 1 + g % 7,
    now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
  from generate_series(1, ${COUNT}) g
  cross join lateral (select portal_id, catalog_id from courses
    where slug in ('data-literacy', 'time-management') order by slug offset (g % 2) limit 1) c;
  insert into course_labels (course_id, label_id)
  select co.id, l.id from courses co
  cross join lateral (select id from labels where portal_id = co.portal_id
    order by id offset (abs(hashtext(co.slug)) % 3) limit 1) l
  where co.slug like 'admin-bench-%';
  insert into enrollments (account_id, course_id)
  select a.id, co.id from courses co
  cross join lateral (select id from accounts where portal_id = co.portal_id
    order by id limit abs(hashtext(co.slug)) % 4) a
  where co.slug like 'admin-bench-%'
  on conflict do nothing;
`);
await client.exec('vacuum analyze');
console.info(
  `${COUNT.toLocaleString('en')} courses added in ${ms(performance.now() - started)} ms`,
);

const api = createApi(db);
const token = await apiToken(api, 'admin@demo.academy');
const call = signedInGet(api, token);
const list = (query: string) => async () => {
  const response = await call(`/v1/courses?include=labels&page[size]=25&${query}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return (body.meta.total as number).toLocaleString('en');
};

const CASES: [string, string][] = [
  ['the list as it opens (newest change first)', 'sort=-updated_at'],
  ['sort A-Z', 'sort=title'],
  ['sort by status', 'sort=status'],
  ['status draft', 'filter[status]=draft&sort=-updated_at'],
  ['search "budget"', 'filter[search]=budget&sort=-updated_at'],
  ['search "sales and", sort A-Z', 'filter[search]=sales%20and&sort=title'],
  ['search a rare "kanban 42"', 'filter[search]=kanban%2042'],
  ['page 100 (A-Z)', 'sort=title&page[number]=100'],
  ['published, page 20', 'filter[status]=published&page[number]=20'],
];

const { rows, overall } = await measureCases(CASES, list, { runs: RUNS, warmup: 5 });
rows.push(['all list cases', '', ms(overall.p50), ms(overall.p95)]);
const csv = await measure(
  async () => {
    const response = await call('/v1/courses/export.csv');
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status}`);
    return String(text.length);
  },
  { runs: Math.max(5, Math.round(RUNS / 5)), warmup: 2 },
);
rows.push(['CSV export of every course', '', ms(csv.p50), ms(csv.p95)]);
console.info(table(['case', 'matches', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: list p95 < 50 ms — ${overall.p95 < 50 ? 'met' : 'NOT met'}`);
await client.close();
