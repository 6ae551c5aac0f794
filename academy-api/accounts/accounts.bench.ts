/**
 * npm run bench:accounts — the accounts search at scale.
 * 100,000 extra accounts on Demo Academy in a temporary in-memory PGlite; then, in-process
 * through the API's own fetch as a support user (GET /v1/accounts as the support palette asks:
 * filter[search], 20 rows, three fields), p50/p95 per search term and over all of them.
 * Target: p95 ≤ 20 ms. For comparison the same terms again without the trigram indexes.
 * BENCH_ACCOUNTS and BENCH_RUNS (per term) change the sizes.
 */

import { addAccounts } from '../bench/bulk-accounts';
import { type Figures, measure, ms, summarise, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { createApi } from '../index';

const COUNT = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const SEARCHES: [label: string, query: string][] = [
  ['3 letters "ann"', 'filter[search]=ann'],
  ['3 letters "bak"', 'filter[search]=bak'],
  ['3 letters "jan"', 'filter[search]=jan'],
  ['3 letters "mar"', 'filter[search]=mar'],
  ['3 letters "wil"', 'filter[search]=wil'],
  ['full name "Emma de Vries"', 'filter[search]=Emma%20de%20Vries'],
  ['full name "noah jansen"', 'filter[search]=noah%20jansen'],
  ['e-mail "de-vries.30"', 'filter[search]=de-vries.30'],
  ['e-mail "lars.kok.4"', 'filter[search]=lars.kok.4'],
  ['e-mail "tim.de-b"', 'filter[search]=tim.de-b'],
  ['"ann" + role coach', 'filter[search]=ann&filter[role]=coach'],
  ['"ann", sort -last_online', 'filter[search]=ann&sort=-last_online'],
  // Broad terms (a sixth to a third of all accounts): beyond 1,000 matches the total is
  // "more than 1,000" and the page is read in sort order.
  ['broad: "van" (17%)', 'filter[search]=van'],
  ['broad: "@acme" (33%)', 'filter[search]=%40acme'],
  ['2 letters "de" (no trigram)', 'filter[search]=de'],
];
// Not searches: the list as it opens, sorted either way, and filtered by role only.
const LISTS: [label: string, query: string][] = [
  ['no search, sort full_name', ''],
  ['no search, sort -last_online', 'sort=-last_online'],
  ['no search, role coach', 'filter[role]=coach'],
];
const PALETTE = 'page[size]=20&fields[accounts]=full_name,avatar_url,last_online';

const started = performance.now();
const { client, db } = await openBenchDatabase();
await addAccounts(client, COUNT);
const seeded = ms(performance.now() - started);
console.info(`${COUNT.toLocaleString('en')} accounts added in ${seeded} ms`);

const api = createApi(db);
const token = await apiToken(api, 'support@demo.academy');
const list = (query: string) => async () => {
  const response = await api.fetch(
    new Request(`http://api/v1/accounts?${[query, PALETTE].filter(Boolean).join('&')}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  const total = (body.meta.total as number).toLocaleString('en');
  return body.meta.total_capped ? `${total}+` : total;
};

async function measureAll(cases: [string, string][], runs: number) {
  const rows: string[][] = [];
  const all: number[] = [];
  for (const [label, query] of cases) {
    const total = await list(query)();
    const figures: Figures = await measure(list(query), { runs, warmup: 5 });
    all.push(...figures.samples);
    rows.push([label, total, ms(figures.p50), ms(figures.p95), ms(figures.max)]);
  }
  return { rows, overall: summarise(all) };
}

const header = ['search (20 rows + total)', 'matches', 'p50', 'p95', 'max'];
const indexed = await measureAll(SEARCHES, RUNS);
const others = await measureAll(LISTS, RUNS);
await client.exec(
  'drop index accounts_full_name_lower_trgm_idx; drop index accounts_email_lower_trgm_idx',
);
const plain = await measureAll(SEARCHES.slice(0, 10), Math.ceil(RUNS / 5));
await client.close();

const o = indexed.overall;
console.info(`\nAccounts search, ${COUNT.toLocaleString('en')} accounts, in-process (ms)\n`);
console.info(
  table(header, [
    ...indexed.rows,
    [`all searches above (${o.runs} runs)`, '', ms(o.p50), ms(o.p95), ms(o.max)],
  ]),
);
console.info(`\ntarget: p95 ≤ 20 ms over the searches: ${o.p95 <= 20 ? 'met' : 'NOT met'}\n`);
console.info(table(['other lists', 'matches', 'p50', 'p95', 'max'], others.rows));
console.info(
  '\nThe same searches without the trigram indexes (sequential scans), for comparison\n',
);
console.info(table(header, plain.rows));
