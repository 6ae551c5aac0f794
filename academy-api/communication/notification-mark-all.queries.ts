import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

/** A position in "unread, newest first": received_at as exact text (µs), then the id. */
export type Cursor = { at: string; id: string };

const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const position = sql`(${notifications.receivedAt}, ${notifications.id})`;
const before = (c: Cursor) => sql`${position} < (${c.at}::timestamptz, ${c.id}::uuid)`;
const atOrAfter = (c: Cursor) => sql`${position} >= (${c.at}::timestamptz, ${c.id}::uuid)`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows changed by an UPDATE, from either driver (PGlite: affectedRows, pg: rowCount). */
function affectedRows(result: unknown): number {
  const r = result as { affectedRows?: number; rowCount?: number | null };
  return r.affectedRows ?? r.rowCount ?? 0;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export type MarkAllOptions = {
  scope: AccountScope;
  /** Only what had arrived by then is marked (and read_at is set to it). */
  now?: Date;
  /** Where an earlier, unfinished call stopped. */
  from?: Cursor;
  /** Rows in the first batch; later ones are sized to take about targetMs each. */
  batchSize?: number;
  targetMs?: number;
  /** Upper bound of a batch: one statement holds the (single-threaded) PGlite this long. */
  maxBatchSize?: number;
  /** Stop after this long (checked between batches); `done` tells whether all is marked. */
  budgetMs?: number;
};

export type MarkAllResult = { updated: number; batches: number; done: boolean; cursor: Cursor };

/**
 * Marks the account's notifications received by `now` as read, in batches that each commit on
 * their own: PGlite runs one statement at a time, in the same thread as the web server, and
 * on PostgreSQL one UPDATE of a million rows would hold a million row locks. Each batch walks
 * the unread index from a cursor (no re-scan of finished ranges): one query finds where the
 * batch ends, one updates that range.
 * Batches are sized to take about `targetMs` from the cost per row of recent updates (the
 * lowest of the last three: waiting behind other requests inflates single measurements). That
 * cost varies over an order of magnitude: ~8 µs a row on an idle machine, well over 100 µs when
 * the CPU is shared with other work. After each batch it pauses about as long as the batch
 * worked (at most 50 ms), so a request needing several turns of the event loop is not held up
 * at each turn.
 * Notifications arriving meanwhile stay unread.
 */
export async function markAllNotificationsRead(
  db: Db,
  options: MarkAllOptions,
): Promise<MarkAllResult> {
  const now = options.now ?? new Date();
  const targetMs = options.targetMs ?? 30;
  const maxSize = options.maxBatchSize ?? 5_000;
  const deadline = performance.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  let size = options.batchSize ?? 1_000;
  const minSize = Math.min(100, size);
  const recentMsPerRow: number[] = [];
  let upper: Cursor = options.from ?? { at: now.toISOString(), id: MAX_UUID };
  let updated = 0;
  for (let batches = 1; ; batches++) {
    const started = performance.now();
    const unread = and(
      eq(notifications.accountId, options.scope.accountId),
      isNull(notifications.readAt),
      before(upper),
    ) as SQL;
    const [lower] = await db
      .select({ at: sql<string>`${notifications.receivedAt}::text`, id: notifications.id })
      .from(notifications)
      .where(unread)
      .orderBy(desc(notifications.receivedAt), desc(notifications.id))
      .offset(size - 1)
      .limit(1);
    const updating = performance.now();
    const result = await db
      .update(notifications)
      .set({ readAt: now })
      .where(lower ? and(unread, atOrAfter(lower)) : unread);
    const rows = affectedRows(result);
    updated += rows;
    if (!lower) return { updated, batches, done: true, cursor: upper };
    upper = lower;
    recentMsPerRow.push((performance.now() - updating) / Math.max(rows, 1));
    if (recentMsPerRow.length > 3) recentMsPerRow.shift();
    const msPerRow = Math.min(...recentMsPerRow);
    size = Math.round(clamp(targetMs / msPerRow, minSize, maxSize));
    if (performance.now() + (performance.now() - started) > deadline) {
      return { updated, batches, done: false, cursor: upper };
    }
    await sleep(clamp(rows * msPerRow, 1, 50));
  }
}

/**
 * Marks all as read within a time budget (a request must answer before the BFF's upstream
 * timeout); what is left carries on in the background, with the same cut-off time. `rest`
 * settles when everything is marked (tests, the benchmark).
 */
export async function markAllWithinBudget(
  db: Db,
  options: { scope: AccountScope; budgetMs: number; now?: Date; batchSize?: number },
) {
  const now = options.now ?? new Date();
  const first = await markAllNotificationsRead(db, { ...options, now });
  const rest = first.done
    ? Promise.resolve(0)
    : markAllNotificationsRead(db, { scope: options.scope, now, from: first.cursor })
        .then((result) => result.updated)
        .catch((error: unknown) => {
          console.error('[academy-api] mark all as read failed in the background', error);
          return 0;
        });
  return { updated: first.updated, done: first.done, rest };
}
