import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sendDueInvoiceMails } from '../commerce/invoice-mails';
import { runRenewalJobs } from '../commerce/renewal-jobs';
import { fanOutNextBatch } from '../communication/announcements.queries';
import { mailingPortal } from '../communication/mailing-list.queries';
import {
  beginSends,
  claimBatch,
  dropUnsubscribed,
  findMailing,
  finishIfDone,
  interruptStale,
  type MailingRow,
  markFailed,
  markSent,
  type RecipientRow,
  releaseAllClaims,
  releaseClaims,
  sendingMailings,
  startDueMailing,
} from '../communication/mailings.queries';
import type { Db } from '../db/database';
import { analyzeChangedTables } from '../db/statistics';
import { deliverDueWebhooks, pruneWebhooks } from '../integrations';
import { postDueScores } from '../lti/score-passback';
import { type ComposeMessage, mailingSender, prepareMailing } from '../mail/compose-mailing';
import { unsubscribeSecret } from '../mail/secret';
import { getMailer, type Mailer, SMTP_CONNECTIONS } from '../mail/transport';
import { sendDueReports } from '../reports/report-sends';

/**
 * The API's background worker: fans announcements out as notifications, sends
 * mailings, in batches, delivers webhooks (issue 42) and sends scheduled reports (issue 43), resuming whatever a stopped process left. It runs in the process that
 * holds the database — with PGlite the one process there is (its data directory admits no
 * other), with PostgreSQL every API instance, where row locks (SKIP LOCKED) and leases let
 * several workers share the work without doing any of it twice.
 */
export interface WorkerOptions {
  db: Db;
  mailer?: () => Mailer;
  /** How often to look for due work when nobody kicks (a future start, a scheduled mailing). */
  pollMs?: number;
  /** How long a claimed batch stays this worker's. */
  leaseMs?: number;
  /** Messages handed over at once (the SMTP pool's connections). */
  concurrency?: number;
  /** Messages marked "sending" (and then "sent") in one statement: at most these are ever in doubt. */
  groupSize?: number;
  /**
   * PGlite: this is the only process, so at start every message left "sending" was
   * interrupted and every claim is stale.
   */
  singleProcess?: boolean;
  /**
   * Keep the planner's statistics (db/statistics.ts): PGlite has no autovacuum. Defaults to
   * `singleProcess` (PGlite); PostgreSQL analyses by itself.
   */
  maintainStatistics?: boolean;
  now?: () => Date;
  /**
   * Webhooks: whether one may go to http or a private address (the configuration's
   * ACADEMY_WEBHOOKS_ALLOW_PRIVATE; false unless said), and how long a try waits.
   */
  webhooks?: { allowPrivate: boolean; timeoutMs?: number };
  onError?: (error: unknown) => void;
  /** Where the time of a mailing's send goes, per phase (the benchmark's breakdown). */
  timings?: PhaseTimings;
}

/**
 * Wall-clock milliseconds and calls per phase of sending: start (fixing the recipients), check
 * (the mailing's state before a batch), claim, begin (a group marked "sending"), deliver
 * (composing and SMTP), mark ("sent"/"failed"), yield (requests answered between groups).
 */
export type PhaseTimings = Record<string, { ms: number; calls: number }>;

export interface Worker {
  /** Look for work now (after a save), without waiting for the next poll. */
  kick(): void;
  /** Resolves once nothing is due (tests, benchmarks). */
  idle(): Promise<void>;
  /** Finishes the message in hand, gives the rest of the claim back, stops. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_LEASE_MS = 2 * 60_000;
/** How often the worker looks for tables whose statistics are out of date (PGlite). */
const STATISTICS_EVERY_MS = 60_000;
/** How often the worker forgets the webhook log's old events. */
const PRUNE_EVERY_MS = 60 * 60_000;

export function startWorker(options: WorkerOptions): Worker {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const mailer = options.mailer ?? getMailer;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? SMTP_CONNECTIONS;
  // Messages marked "sending" together: a few per connection.
  const groupSize = options.groupSize ?? concurrency * 4;
  const timings = options.timings;
  /** Runs `work`, adding its time to `phase` when timings are asked for. */
  async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
    if (!timings) return work();
    const started = performance.now();
    try {
      return await work();
    } finally {
      const entry = timings[phase] ?? { ms: 0, calls: 0 };
      entry.ms += performance.now() - started;
      entry.calls += 1;
      timings[phase] = entry;
    }
  }
  const report = options.onError ?? ((error) => console.error('[academy-api] worker', error));

  let stopping = false;
  let kicked = false;
  let wake: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  let firstRound = true;
  const maintainStatistics = options.maintainStatistics ?? options.singleProcess ?? false;
  let statisticsAt = Number.NEGATIVE_INFINITY;
  let prunedAt = Number.NEGATIVE_INFINITY;
  const composers = new Map<
    string,
    { updatedAt: number; compose: ComposeMessage; batch: number }
  >();

  async function composerFor(mailing: MailingRow) {
    const known = composers.get(mailing.id);
    if (known && known.updatedAt === mailing.updatedAt.getTime()) return known;
    const [portal, secret] = await Promise.all([
      mailingPortal(db, { portalId: mailing.portalId }),
      unsubscribeSecret(db),
    ]);
    if (!portal) throw new Error(`Mailing ${mailing.id}: its portal is gone`);
    // The footer's texts with the portal's overrides, looked up with the sender.
    const compose = prepareMailing(mailing, await mailingSender(portal), secret);
    const entry = {
      updatedAt: mailing.updatedAt.getTime(),
      compose,
      batch: portal.settings.batch_size,
    };
    composers.set(mailing.id, entry);
    return entry;
  }

  /** Sends one claimed batch of a mailing; false when there was nothing to claim. */
  async function sendBatch(mailing: MailingRow): Promise<boolean> {
    const { compose, batch } = await composerFor(mailing);
    const rows = await timed('claim', () =>
      claimBatch(db, { mailingId: mailing.id, size: batch, now: now(), leaseMs }),
    );
    if (rows.length === 0) return false;
    let done = 0;
    // In groups: each group is marked "sending" in one statement before it is handed over and
    // "sent" in one after, so a process that stops leaves at most one group in doubt.
    while (!stopping && done < rows.length) {
      const group = rows.slice(done, done + groupSize);
      done += group.length;
      const started = await timed('begin', async () => {
        const begun = await beginSends(db, { ids: group.map((row) => row.id), now: now() });
        await dropUnsubscribed(db, {
          ids: group.filter((row) => !begun.has(row.id)).map((row) => row.id),
          now: now(),
        });
        return begun;
      });
      const sent: { id: string; messageFile: string | null }[] = [];
      const failed: { id: string; error: string }[] = [];
      const queue = group.filter((row) => started.has(row.id));
      let next = 0;
      const lane = async () => {
        while (next < queue.length) {
          const row = queue[next++] as RecipientRow;
          try {
            const result = await mailer().sendMail({
              ...compose({
                accountId: row.accountId ?? '',
                email: row.email,
                fullName: row.fullName,
              }),
              file: { folder: `mailings/${row.mailingId}`, name: row.id },
            });
            sent.push({ id: row.id, messageFile: result.file });
          } catch (error) {
            failed.push({ id: row.id, error: (error as Error).message ?? String(error) });
          }
        }
      };
      await timed('deliver', () =>
        Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, lane)),
      );
      await timed('mark', async () => {
        await markSent(db, { sent, now: now() });
        for (const failure of failed) await markFailed(db, { ...failure, now: now() });
      });
      // Let the API answer the requests that arrived meanwhile.
      await timed('yield', () => yieldToRequests());
    }
    // Stopped half-way: the rest of the claim was never started; give it back.
    if (done < rows.length) await releaseClaims(db, { ids: rows.slice(done).map((row) => row.id) });
    return true;
  }

  /**
   * Tries the webhook deliveries that are due: before the mailings and between a mailing's
   * batches, so a mailing of thousands never holds an event back for its whole send.
   */
  const deliverWebhooks = () =>
    timed('webhooks', () =>
      deliverDueWebhooks(db, {
        now,
        allowPrivate: options.webhooks?.allowPrivate ?? false,
        timeoutMs: options.webhooks?.timeoutMs,
        stopping: () => stopping,
      }),
    );

  async function sendMailing(mailing: MailingRow) {
    while (!stopping) {
      // Cancelled (or changed) meanwhile: read its state before each batch.
      const current = await timed('check', () =>
        findMailing(db, { portalId: mailing.portalId, id: mailing.id }),
      );
      if (current?.status !== 'sending') return;
      if (!(await sendBatch(current))) break;
      await deliverWebhooks();
    }
    if (!stopping) {
      await finishIfDone(db, { mailingId: mailing.id, now: now() });
      composers.delete(mailing.id);
    }
  }

  async function round() {
    if (maintainStatistics && performance.now() - statisticsAt >= STATISTICS_EVERY_MS) {
      statisticsAt = performance.now();
      await timed('statistics', () => analyzeChangedTables(db));
    }
    if (firstRound) {
      firstRound = false;
      // PGlite: whatever is left "sending" belongs to a process that stopped.
      if (options.singleProcess) {
        await interruptStale(db, { now: now(), all: true });
        await releaseAllClaims(db);
      }
    }
    while (!stopping && (await fanOutNextBatch(db, { now: now() })) > 0) await yieldToRequests();
    if (!stopping) await deliverWebhooks();
    // Scheduled reports (issue 43): a few e-mails each, before the mailings' thousands.
    if (!stopping) {
      await timed('reports', () =>
        sendDueReports(db, { now, mailer, leaseMs, stopping: () => stopping }),
      );
    }
    // Invoices and credit notes to their buyers (issue 40), each once, with its PDF.
    if (!stopping) {
      await timed('invoices', () =>
        sendDueInvoiceMails(db, { now, mailer, leaseMs, stopping: () => stopping }),
      );
    }
    // LTI scores to the platforms' grade services (issue 38), retried with backoff.
    if (!stopping) {
      await timed('lti-scores', () =>
        postDueScores(db, { now, leaseMs, stopping: () => stopping }),
      );
    }
    // Subscriptions that renew (issue 40, item 3): grace periods that ran out, failed-renewal mails.
    if (!stopping) {
      await timed('renewals', () =>
        runRenewalJobs(db, { now, mailer, leaseMs, stopping: () => stopping }),
      );
    }
    await interruptStale(db, { now: now() });
    while (!stopping && (await timed('start', () => startDueMailing(db, { now: now() })))) {}
    for (const mailing of stopping ? [] : await sendingMailings(db)) {
      if (stopping) break;
      await sendMailing(mailing);
    }
    if (!stopping && performance.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = performance.now();
      await timed('prune', () => pruneWebhooks(db, now()));
    }
  }

  const loop = (async () => {
    while (!stopping) {
      kicked = false;
      try {
        await round();
      } catch (error) {
        report(error);
      }
      if (stopping) break;
      if (kicked) continue;
      for (const resolve of idleWaiters.splice(0)) resolve();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
    for (const resolve of idleWaiters.splice(0)) resolve();
  })();

  return {
    kick() {
      kicked = true;
      wake?.();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        kicked = true;
        wake?.();
      });
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      idleWaiters = [];
    },
  };
}

const WORKER = Symbol.for('academy-api.worker');
type Holder = { [WORKER]?: Worker };

/** Starts the process's worker (once). */
export function startBackgroundWorker(options: WorkerOptions): Worker {
  const holder = globalThis as Holder;
  holder[WORKER] ??= startWorker(options);
  return holder[WORKER];
}

/** Kicks the process's worker, if this process runs one (a save that made work due). */
export function kickWorker(): void {
  (globalThis as Holder)[WORKER]?.kick();
}

/** Stops the process's worker (shutdown). */
export async function stopBackgroundWorker(): Promise<void> {
  const holder = globalThis as Holder;
  const worker = holder[WORKER];
  delete holder[WORKER];
  await worker?.stop();
}

/** Registers a worker as the process's (tests: routes then kick it). */
export function setCurrentWorker(worker: Worker | undefined): void {
  const holder = globalThis as Holder;
  if (worker) holder[WORKER] = worker;
  else delete holder[WORKER];
}
