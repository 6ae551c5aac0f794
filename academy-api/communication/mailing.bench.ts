/**
 * npm run bench:mailing — a mailing to 10,000 subscribers.
 * On a temporary PGlite data directory with the demo data plus 10,000 confirmed subscribers, Mia
 * Marketing sends one mailing through the API; the background worker (on the API's thread, as
 * in the app) sends it in batches to a real SMTP server (smtp-server, in a process of its own). Meanwhile
 * /v1/me — what every signed-in page asks the API for, banner included — is requested every
 * 250 ms, and its latency compared with before the send.
 * Targets: the whole send under 60 s; every subscriber exactly one message; the page's p95
 * during the send within 2× its usual p95 plus 20 ms.
 * Also printed: where the worker's time went per phase (start = fixing the recipients, claim,
 * begin = marking a group "sending", deliver = SMTP, mark = "sent"), and the CPU time of the
 * API thread, this process and the SMTP server during the send: on a machine shared with other
 * work the wall-clock time mostly measures waiting for a core, the CPU times do not.
 * BENCH_SUBSCRIBERS changes the size.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { ms, summarise, table } from '../bench/stats';
import { apiToken, openBenchDatabase, temporaryDataDir } from '../bench/temp-database';
import {
  accountRoles,
  accounts,
  entities,
  mailingSubscribers,
  mailings,
  portals,
} from '../db/schema';
import { createApi } from '../index';
import { type PhaseTimings, setCurrentWorker, startWorker } from '../jobs/worker';
import { createMailer, mailFolder, setMailer } from '../mail/transport';

const benchStart = performance.now();
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const TARGET_MS = 60_000;
const PROBE_EVERY_MS = 250;

const temp = temporaryDataDir('academy-bench-mailing-');
// On disk, like the server's (in memory, PGlite's growing files cost more than the work).
const { client, db } = await openBenchDatabase(temp.dir);
const api = createApi(db);

// 10,000 students of one entity, each a confirmed subscriber.
const [demo] = await db.select({ id: portals.id }).from(portals).where(eq(portals.key, 'demo'));
const [entity] = await db
  .insert(entities)
  .values({ portalId: demo?.id ?? '', name: 'Bench Subscribers BV' })
  .returning({ id: entities.id });
const setup = performance.now();
await db.execute(sql`
  insert into ${accounts} (portal_id, entity_id, email, full_name, password_hash)
  select ${demo?.id}, ${entity?.id}, 'subscriber' || n || '@bench.example', 'Bench Subscriber ' || n, 'x'
  from generate_series(1, ${SUBSCRIBERS}) as n`);
await db.execute(sql`
  insert into ${accountRoles} (account_id, role)
  select id, 'student' from ${accounts} where entity_id = ${entity?.id}`);
await db.execute(sql`
  insert into ${mailingSubscribers} (portal_id, account_id, status, confirmed_at)
  select portal_id, id, 'confirmed', now() from ${accounts} where entity_id = ${entity?.id}`);
console.info(`${SUBSCRIBERS} subscribers set up in ${ms(performance.now() - setup)} ms`);

// A local SMTP server in a process of its own.
const sinkProcess = fork(path.join(import.meta.dirname, '../bench/smtp-sink-process.ts'), {
  execArgv: ['--import', 'tsx'],
});
type SinkMessage = {
  type: string;
  url?: string;
  count?: number;
  distinct?: number;
  headers?: boolean;
  cpuMs?: number;
};
const fromSink = (type: string) =>
  new Promise<SinkMessage>((resolve) => {
    const listen = (message: SinkMessage) => {
      if (message.type !== type) return;
      sinkProcess.off('message', listen);
      resolve(message);
    };
    sinkProcess.on('message', listen);
  });
/** The SMTP server process's CPU time so far (ms). */
async function sinkCpu() {
  const reported = fromSink('report');
  sinkProcess.send({ type: 'report' });
  return (await reported).cpuMs ?? 0;
}
const sinkUrl = (await fromSink('ready')).url ?? '';
const sinkCpuBefore = await sinkCpu();
const mailer = createMailer({ smtpUrl: sinkUrl, mailDir: mailFolder(temp.dir) });
setMailer(mailer);
const timings: PhaseTimings = {};
const worker = startWorker({ db, pollMs: 200, singleProcess: true, timings });
setCurrentWorker(worker);

const [mia, stijn] = await Promise.all([
  apiToken(api, 'marketing@demo.academy'),
  apiToken(api, 'student@demo.academy'),
]);
const call = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  api.fetch(
    new Request(`http://api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );

/** Asks for /v1/me every PROBE_EVERY_MS until `until` resolves; the latencies. */
async function probeWhile(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await call('/v1/me', stijn);
    await response.arrayBuffer();
    const latency = performance.now() - started;
    latencies.push(latency);
    if (latency > 1_000) {
      console.info(`  /v1/me took ${ms(latency)} ms (asked at ${ms(started - benchStart)} ms)`);
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return summarise(latencies);
}

const before = await probeWhile(new Promise((resolve) => setTimeout(resolve, 5_000)));

const created = await call('/v1/mailings', mia, {
  method: 'POST',
  body: {
    data: {
      type: 'mailings',
      attributes: {
        subject: 'Autumn news for {{first_name}}',
        body_html:
          '<h2>Hello {{first_name}}</h2><p>New courses at <strong>{{portal_name}}</strong>: <a href="https://example.org/catalog">see the catalog</a>.</p><ul><li>Leading hybrid teams</li><li>Introduction to cybersecurity</li></ul>',
        audience: {
          roles: ['student'],
          entity_ids: [entity?.id],
          subscription: 'any',
          course_id: null,
        },
      },
    },
  },
});
const mailingId = (await created.json()).data.id as string;

const started = performance.now();
const cpuBefore = process.threadCpuUsage();
const processCpuBefore = process.cpuUsage();
console.info(`send asked at ${ms(started - benchStart)} ms`);
const sending = (async () => {
  const response = await call(`/v1/mailings/${mailingId}/send`, mia, {
    method: 'POST',
    body: { data: { type: 'mailings', attributes: {} } },
  });
  if (response.status !== 200) throw new Error(`send: ${response.status} ${await response.text()}`);
  for (;;) {
    const [row] = await db
      .select({ status: mailings.status })
      .from(mailings)
      .where(eq(mailings.id, mailingId));
    if (row?.status === 'sent') return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();
const during = await probeWhile(sending);
const sendMs = await sending;
const cpu = process.threadCpuUsage(cpuBefore);
const processCpu = process.cpuUsage(processCpuBefore);
const sinkCpuMs = (await sinkCpu()) - sinkCpuBefore;

const reported = fromSink('report');
sinkProcess.send({ type: 'report' });
const report = await reported;
const received = report.count ?? 0;
const distinct = report.distinct ?? 0;
const [failed] = await db
  .execute(
    sql`select count(*)::int as n from mailing_recipients where mailing_id = ${mailingId} and status <> 'sent'`,
  )
  .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
const withHeaders = report.headers === true;
const [subscribers] = await db
  .select({ value: count() })
  .from(mailingSubscribers)
  .where(eq(mailingSubscribers.status, 'confirmed'));
void subscribers;

console.info('');
console.info(
  table(
    ['figure', 'value'],
    [
      ['subscribers mailed', String(SUBSCRIBERS)],
      ['send time (ms)', ms(sendMs)],
      ['messages per second', (received / (sendMs / 1000)).toFixed(0)],
      ['messages received by SMTP', String(received)],
      ['distinct recipients', String(distinct)],
      ['duplicates', String(received - distinct)],
      ['not sent', String(failed?.n ?? 0)],
      ['unsubscribe headers (sample of 50)', withHeaders ? 'yes' : 'NO'],
    ],
  ),
);
console.info('');
console.info(
  table(
    ['phase (worker, wall clock)', 'ms', 'share', 'calls'],
    Object.entries(timings).map(([phase, { ms: spent, calls }]) => [
      phase,
      ms(spent),
      `${((100 * spent) / sendMs).toFixed(1)} %`,
      String(calls),
    ]),
  ),
);
console.info(
  `CPU during the send: the API thread ${ms((cpu.user + cpu.system) / 1000)} ms (${ms((cpu.user + cpu.system) / 1000 / SUBSCRIBERS)} per message), this process (with GC and I/O threads) ${ms((processCpu.user + processCpu.system) / 1000)} ms, the SMTP server ${ms(sinkCpuMs)} ms. Without other load the send takes about the larger of these.`,
);
console.info(
  `API thread CPU during the send: ${ms((cpu.user + cpu.system) / 1000)} ms (${(((cpu.user + cpu.system) / 1000 / sendMs) * 100).toFixed(0)} % of the send's wall time); load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.info('');
console.info(
  table(
    ['/v1/me (a page)', 'requests', 'p50 ms', 'p95 ms', 'max ms'],
    [
      ['before the send', String(before.runs), ms(before.p50), ms(before.p95), ms(before.max)],
      ['during the send', String(during.runs), ms(during.p50), ms(during.p95), ms(during.max)],
    ],
  ),
);

await worker.stop();
mailer.close();
sinkProcess.send({ type: 'stop' });
await client.close();
temp.remove();

const problems = [
  sendMs > TARGET_MS ? `the send took ${ms(sendMs)} ms (target < ${TARGET_MS})` : null,
  received !== SUBSCRIBERS ? `${received} messages for ${SUBSCRIBERS}` : null,
  distinct !== received ? `${received - distinct} duplicates` : null,
  !withHeaders ? 'messages without both unsubscribe headers' : null,
  during.p95 > before.p95 * 2 + 20
    ? `/v1/me p95 ${ms(during.p95)} ms during the send against ${ms(before.p95)} ms before`
    : null,
].filter(Boolean);
if (problems.length > 0) {
  console.error(`\nFAILED: ${problems.join('; ')}`);
  process.exit(1);
}
console.info(
  `\nOK: ${SUBSCRIBERS} messages in ${ms(sendMs)} ms, pages answered as usual meanwhile.`,
);
process.exit(0);
