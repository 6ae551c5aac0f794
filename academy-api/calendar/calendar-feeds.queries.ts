import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import { rolesOf } from '../accounts';
import type { Db } from '../db/database';
import { accounts, calendarFeeds } from '../db/schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The account's feed, or null when it has none (calendar_feeds_account_id_unique). */
export async function findCalendarFeed(db: Db, params: { scope: AccountScope }) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.accountId, params.scope.accountId));
  return row ?? null;
}

/**
 * Makes the account's feed, or gives it a new secret: the old address stops at once (its hash
 * is gone) and the new one has not been read yet.
 */
export async function saveCalendarFeed(
  db: Db,
  params: { scope: AccountScope; token: string; tokenHash: string },
): Promise<CalendarFeedRow> {
  const values = {
    token: params.token,
    tokenHash: params.tokenHash,
    createdAt: new Date(),
    lastFetchedAt: null,
  };
  const [row] = await db
    .insert(calendarFeeds)
    .values({ accountId: params.scope.accountId, portalId: params.scope.portalId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.accountId, set: values })
    .returning();
  if (!row) throw new Error('Saving a calendar feed returned no row');
  return row;
}

/** Switches the account's feed off; false when it had none. */
export async function deleteCalendarFeed(db: Db, params: { scope: AccountScope }) {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.accountId, params.scope.accountId))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** Who a feed's secret belongs to, as the feed is written for them. */
export type FeedOwner = {
  feedId: string;
  accountId: string;
  portalId: string;
  entityId: string;
  locale: string;
  roles: string[];
};

/**
 * The feed of a presented secret's hash on this portal, with its owner: null for an unknown (or
 * reset) secret, another portal's feed, or an account that has left the portal.
 */
export async function findFeedOwner(
  db: Db,
  params: { tokenHash: string; portalId: string },
): Promise<FeedOwner | null> {
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      accountId: accounts.id,
      portalId: accounts.portalId,
      entityId: accounts.entityId,
      locale: accounts.locale,
      roles: rolesOf,
    })
    .from(calendarFeeds)
    .innerJoin(accounts, eq(accounts.id, calendarFeeds.accountId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, params.tokenHash),
        eq(calendarFeeds.portalId, params.portalId),
        eq(accounts.portalId, params.portalId),
      ),
    );
  return row ?? null;
}

/** What the signed-in viewer's own events are written for (as findFeedOwner, without a feed). */
export async function findEventOwner(
  db: Db,
  params: { scope: AccountScope },
): Promise<Omit<FeedOwner, 'feedId'> | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      portalId: accounts.portalId,
      entityId: accounts.entityId,
      locale: accounts.locale,
      roles: rolesOf,
    })
    .from(accounts)
    .where(eq(accounts.id, params.scope.accountId));
  return row ?? null;
}

/** Notes that a calendar read the feed: at most once a minute (calendar apps poll). */
export async function noteFeedRead(db: Db, params: { feedId: string; now: Date }) {
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: params.now })
    .where(
      and(
        eq(calendarFeeds.id, params.feedId),
        or(
          isNull(calendarFeeds.lastFetchedAt),
          lt(
            calendarFeeds.lastFetchedAt,
            sql`${params.now.toISOString()}::timestamptz - interval '1 minute'`,
          ),
        ),
      ),
    );
}
