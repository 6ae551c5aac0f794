/**
 * npm run bench:catalog — catalog search at scale.
 * 5,000 extra published courses on Demo Academy (spread over its catalogs and categories, each
 * with labels and ratings) in a temporary in-memory PGlite; then, in-process through the API's
 * own fetch as Stijn Student, p50/p95 of GET /v1/catalog/courses for searches, filters and
 * sorts, 20 a page with labels and products included. Target: p95 < 50 ms.
 * BENCH_COURSES and BENCH_RUNS (per case) change the sizes.
 */

import { measureCases, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase, signedInGet } from '../bench/temp-database';
import { createApi } from '../index';

const COUNT = Number(process.env.BENCH_COURSES ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const TOPICS = `budget planning coaching negotiation writing security privacy spreadsheet
  statistics leadership feedback onboarding compliance hygiene marketing branding sales service
  design research presentation storytelling agile scrum kanban excel python accessibility ethics
  wellbeing sustainability logistics procurement finance accounting payroll recruitment`.split(
  /\s+/,
);

const started = performance.now();
const { client, db } = await openBenchDatabase();
await client.exec(`
  insert into courses (portal_id, catalog_id, category_id, slug, title, description, status,
    duration_minutes, language, position, created_at, updated_at)
  select c.portal_id, c.catalog_id, c.category_id,
    'bench-' || g, initcap(t.a) || ' and ' || t.b || ' ' || g,
    'A practical course on ' || t.a || ' and ' || t.b || ' for busy professionals.',
    'published', 30 + (g % 240), case when g % 4 = 0 then 'nl' else 'en' end, 100 + g,
    now() - (g || ' minutes')::interval, now()
  from generate_series(1, ${COUNT}) g
  cross join lateral (select portal_id, catalog_id, category_id from courses
    where slug in ('data-literacy', 'time-management', 'writing-for-the-web', 'workplace-safety')
    order by slug offset (g % 4) limit 1) c
  cross join lateral (select (array[${TOPICS.map((t) => `'${t}'`).join(',')}])[1 + (g * 7) % ${TOPICS.length}] as a,
    (array[${TOPICS.map((t) => `'${t}'`).join(',')}])[1 + (g * 13) % ${TOPICS.length}] as b) t;
  insert into course_labels (course_id, label_id)
  select co.id, l.id from courses co
  cross join lateral (select id from labels where portal_id = co.portal_id
    order by id offset (abs(hashtext(co.slug)) % 3) limit 1) l
  where co.slug like 'bench-%';
  insert into course_ratings (course_id, account_id, stars)
  select co.id, a.id, 1 + (abs(hashtext(co.slug || a.id::text)) % 5) from courses co
  cross join lateral (select id from accounts where portal_id = co.portal_id
    order by id limit 1 + abs(hashtext(co.slug)) % 3) a
  where co.slug like 'bench-%';
`);
// VACUUM cannot run in the implicit transaction of a multi-statement exec.
await client.exec('vacuum analyze');
console.info(
  `${COUNT.toLocaleString('en')} courses added in ${ms(performance.now() - started)} ms`,
);

const api = createApi(db);
const token = await apiToken(api, 'student@demo.academy');
const call = signedInGet(api, token);
const list = (query: string) => async () => {
  const response = await call(
    `/v1/catalog/courses?include=labels,unlocked_by&page[size]=20&${query}`,
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return (body.meta.total as number).toLocaleString('en');
};

const CASES: [string, string][] = [
  ['the catalog as it opens', ''],
  ['search "budget"', 'filter[search]=budget'],
  ['search "data"', 'filter[search]=data'],
  ['search "sales and service"', 'filter[search]=sales%20and%20service'],
  ['search a label "verplicht"', 'filter[search]=verplicht'],
  ['search a rare word "kanban 42"', 'filter[search]=kanban%2042'],
  ['sort newest', 'sort=-created_at'],
  ['sort A-Z', 'sort=title'],
  ['language nl, sort A-Z', 'filter[language]=nl&sort=title'],
  ['search "design", page 5', 'filter[search]=design&page[number]=5'],
];

const { rows, overall } = await measureCases(CASES, list, { runs: RUNS, warmup: 5 });
rows.push(['all cases', '', ms(overall.p50), ms(overall.p95)]);
console.info(table(['case', 'matches', 'p50 ms', 'p95 ms'], rows));
console.info(`Target: p95 < 50 ms — ${overall.p95 < 50 ? 'met' : 'NOT met'}`);
await client.close();
