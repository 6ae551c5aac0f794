/**
 * The LRS's statement queries on a large store (issue 37 item 4): STATEMENTS statements of
 * LEARNERS learners over ACTIVITIES activities in one portal, stored in batches through the API,
 * then each filter a report or an AU uses, timed through the API as the BFF calls it:
 *
 *   npm run bench:lrs-statements            (the embedded database)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lrs-statements
 *
 * BENCH_STATEMENTS (default 50,000) sets the size. Prints p50/p95/max per query.
 */

import { randomUUID } from 'node:crypto';
import { analyzeChangedTables } from '../db/statistics';
import { openMeasuredLrs } from './measured-lrs';

const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 50_000);
const LEARNERS = 500;
const ACTIVITIES = 200;
const BATCH = 500;
const RUNS = 30;
const VERBS = ['experienced', 'completed', 'passed', 'failed', 'answered'].map(
  (verb) => `http://adlnet.gov/expapi/verbs/${verb}`,
);

const learner = (n: number) => ({ objectType: 'Agent', mbox: `mailto:learner${n}@bench.example` });
const activity = (n: number) => `https://bench.example/activities/${n}`;

async function main() {
  const lrs = await openMeasuredLrs('Benchmark');
  const { api } = lrs;
  const headers = {
    authorization: lrs.authorization,
    'x-experience-api-version': '2.0.0',
    'content-type': 'application/json',
  };
  const call = (query: string, init: RequestInit = {}) =>
    api.fetch(new Request(`http://api/v1/xapi/statements${query}`, { ...init, headers }));

  const registrations = Array.from({ length: LEARNERS }, () => randomUUID());
  const started = performance.now();
  for (let stored = 0; stored < STATEMENTS; stored += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, STATEMENTS - stored) }, (_, i) => {
      const n = stored + i;
      return {
        actor: learner(n % LEARNERS),
        verb: { id: VERBS[n % VERBS.length] },
        object: { objectType: 'Activity', id: activity(n % ACTIVITIES) },
        context: {
          registration: registrations[n % LEARNERS],
          contextActivities: { parent: [{ id: activity(1000 + (n % 10)) }] },
        },
      };
    });
    const response = await call('', { method: 'POST', body: JSON.stringify(batch) });
    if (response.status !== 200)
      throw new Error(`Storing: ${response.status} ${await response.text()}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${lrs.kind}: ${STATEMENTS} statements stored in ${seconds.toFixed(1)} s ` +
      `(${Math.round(STATEMENTS / seconds)} a second, batches of ${BATCH})`,
  );

  // As the running app does: its worker analyses changed tables every minute on PGlite
  // (db/statistics.ts); PostgreSQL's autovacuum does the same.
  await analyzeChangedTables(lrs.db);
  const agent = encodeURIComponent(JSON.stringify(learner(7)));
  const queries: [string, string][] = [
    ['newest page (limit 100)', '?limit=100'],
    ['one learner (agent)', `?agent=${agent}&limit=100`],
    ['one learner, related agents', `?agent=${agent}&related_agents=true&limit=100`],
    ['one verb', `?verb=${encodeURIComponent(VERBS[1] as string)}&limit=100`],
    ['one activity', `?activity=${encodeURIComponent(activity(42))}&limit=100`],
    [
      'a parent activity, related',
      `?activity=${encodeURIComponent(activity(1003))}&related_activities=true&limit=100`,
    ],
    ['one registration (an AU)', `?registration=${registrations[7]}&limit=100`],
  ];
  for (const [name, query] of queries) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const response = await call(query);
      await response.text();
      if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    console.info(
      `  ${name.padEnd(30)} p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
    );
  }
  await lrs.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
