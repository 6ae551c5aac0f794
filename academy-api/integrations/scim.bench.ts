/**
 * npm run bench:scim — the SCIM /Users list at scale (issue 39).
 * 100,000 extra accounts on Demo Academy in a temporary in-memory PGlite, half of them
 * provisioned by SCIM (a userName of the identity provider's own and an externalId); then,
 * in-process through the API's own fetch with a SCIM bearer token, p50/p95 per request as an
 * identity provider sends them: the per-user lookups a sync makes for every person
 * (`userName eq`, `externalId eq`, `emails.value eq`), searches (`sw`, `co`), `and`/`or`, and
 * pages near the start and deep in the list.
 * Targets: p95 ≤ 20 ms for the lookups (Entra ID and Okta send one per person on every cycle),
 * ≤ 150 ms for the searches; the unfiltered pages of a full import are reported.
 * BENCH_ACCOUNTS and BENCH_RUNS (per case) change the sizes.
 */

import { addAccounts } from '../bench/bulk-accounts';
import { measureCases, ms, table } from '../bench/stats';
import { apiToken, openBenchDatabase } from '../bench/temp-database';
import { createApi } from '../index';

const COUNT = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const started = performance.now();
const { client, db } = await openBenchDatabase();
await addAccounts(client, COUNT);
// Every second added account provisioned: userName `u<N>@corp.example`, externalId `ext-<N>`.
await client.query(
  `insert into scim_users (account_id, portal_id, external_id, user_name, given_name, family_name)
   select id, portal_id, 'ext-' || n, 'u' || n || '@corp.example', split_part(full_name, ' ', 1),
     substr(full_name, length(split_part(full_name, ' ', 1)) + 2)
   from (select a.id, a.portal_id, a.full_name, row_number() over (order by a.email) as n
     from accounts a where a.email ~ '\\.[0-9]+@') numbered
   where n % 2 = 0`,
);
await client.exec('vacuum analyze scim_users');
const sample = await client.query<{ email: string; user_name: string; external_id: string }>(
  `select a.email, su.user_name, su.external_id from accounts a
   join scim_users su on su.account_id = a.id order by a.email offset ${Math.floor(COUNT / 5)} limit 1`,
);
const unprovisioned = await client.query<{ email: string }>(
  `select a.email from accounts a left join scim_users su on su.account_id = a.id
   where su.account_id is null and a.email ~ '\\.[0-9]+@' order by a.email offset ${Math.floor(COUNT / 7)} limit 1`,
);
const one = sample.rows[0];
const other = unprovisioned.rows[0];
if (!one || !other) throw new Error('The benchmark data is missing');
console.info(
  `${COUNT.toLocaleString('en')} accounts added (half provisioned) in ${ms(performance.now() - started)} ms`,
);

const api = createApi(db);
// The token an admin makes on the integrations screen, through the same API.
const made = await api.fetch(
  new Request('http://api/v1/scim_tokens', {
    method: 'POST',
    headers: {
      'x-portal-domain': 'localhost',
      'content-type': 'application/vnd.api+json',
      authorization: `Bearer ${await apiToken(api, 'admin@demo.academy')}`,
    },
    body: JSON.stringify({ data: { type: 'scim_tokens', attributes: { name: 'Benchmark' } } }),
  }),
);
const token = ((await made.json()) as { data: { attributes: { token: string } } }).data.attributes
  .token;
const list = (query: string) => async () => {
  const response = await api.fetch(
    new Request(`http://api/v1/scim/v2/Users?${query}`, {
      headers: {
        'x-portal-domain': 'localhost',
        'x-scim-base-url': 'https://localhost/scim/v2',
        authorization: `Bearer ${token}`,
      },
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return (body.totalResults as number).toLocaleString('en');
};
const filter = (expression: string) => `filter=${encodeURIComponent(expression)}`;

const LOOKUPS: [string, string][] = [
  ['userName eq (provisioned)', filter(`userName eq "${one.user_name}"`)],
  ['userName eq (not provisioned: the e-mail)', filter(`userName eq "${other.email}"`)],
  ['userName eq (nobody)', filter('userName eq "nobody@corp.example"')],
  ['externalId eq', filter(`externalId eq "${one.external_id}"`)],
  ['emails.value eq', filter(`emails.value eq "${one.email}"`)],
  [
    'externalId eq and active eq true',
    filter(`externalId eq "${one.external_id}" and active eq true`),
  ],
  [
    'userName eq or userName eq',
    filter(`userName eq "${one.user_name}" or userName eq "${other.email}"`),
  ],
];
const SEARCHES: [string, string][] = [
  ['displayName sw "Emma"', `${filter('displayName sw "Emma"')}&count=100`],
  ['displayName co "jan"', `${filter('displayName co "jan"')}&count=100`],
  ['userName sw "u1234"', `${filter('userName sw "u1234"')}&count=100`],
  ['emails co "bakker"', `${filter('emails co "bakker"')}&count=100`],
];
// An import of every user (Okta pages through all of them): the count of all, and a page at
// the start and halfway (an offset costs the rows before it: SCIM pages by startIndex).
const PAGES: [string, string][] = [
  ['no filter, first 100', 'startIndex=1&count=100'],
  ['no filter, 100 from 50,001', 'startIndex=50001&count=100'],
  ['no filter, count=0 (the total only)', 'count=0'],
];

const lookups = await measureCases(LOOKUPS, list, { runs: RUNS, warmup: 5 });
const searches = await measureCases(SEARCHES, list, { runs: Math.ceil(RUNS / 2), warmup: 3 });
const pages = await measureCases(PAGES, list, { runs: Math.ceil(RUNS / 4), warmup: 2 });
await client.close();

const header = ['GET /scim/v2/Users', 'totalResults', 'p50', 'p95'];
console.info(`\nSCIM Users, ${COUNT.toLocaleString('en')} accounts, in-process (ms)\n`);
console.info(table(header, lookups.rows));
const lookupP95 = lookups.overall.p95;
console.info(
  `\nlookups together: p50 ${ms(lookups.overall.p50)}, p95 ${ms(lookupP95)} — target p95 ≤ 20 ms: ${lookupP95 <= 20 ? 'met' : 'NOT met'}\n`,
);
console.info(table(header, searches.rows));
const searchP95 = searches.overall.p95;
console.info(
  `\nsearches together: p95 ${ms(searchP95)} — target p95 ≤ 150 ms: ${searchP95 <= 150 ? 'met' : 'NOT met'}\n`,
);
console.info(table(header, pages.rows));
console.info('\n(pages: no target; an offset costs the rows before it)');
