import { eq, inArray } from 'drizzle-orm';
import {
  afterEvent,
  retryAfterSeconds,
  type ThrottlePolicy,
  type ThrottleState,
} from '../auth/throttle-policy';
import type { Db } from '../db/database';
import { authThrottles } from '../db/schema';

/** Seconds until every one of `keys` may try again (0: none is blocked). */
export async function throttleWait(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(authThrottles).where(inArray(authThrottles.key, keys));
  return Math.max(0, ...rows.map((row) => retryAfterSeconds(row, now)));
}

/**
 * Counts one failure (or registration) against `key`, atomically: the row is locked while it
 * changes, so concurrent attempts on several app instances count exactly once each.
 */
export async function recordThrottleEvent(
  db: Db,
  key: string,
  now: Date,
  policy: ThrottlePolicy,
): Promise<ThrottleState> {
  return db.transaction(async (tx) => {
    await tx
      .insert(authThrottles)
      .values({ key, count: 0, windowStart: now, updatedAt: now })
      .onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, key))
      .for('update');
    const next = afterEvent(current && current.count > 0 ? current : null, now, policy);
    await tx.update(authThrottles).set(next).where(eq(authThrottles.key, key));
    return next;
  });
}

/** A successful sign-in forgets the account's failures. */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
