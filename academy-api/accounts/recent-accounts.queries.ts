import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { accounts, recentAccountViews } from '../db/schema';

/** How many recently viewed accounts each staff member keeps per portal (/admin/support). */
export const RECENT_ACCOUNTS_KEPT = 20;

/**
 * Records that the viewer opened an account's page: its row moves to the front, and what falls
 * beyond the last RECENT_ACCOUNTS_KEPT of the viewer on that portal goes. In the database, per
 * viewer, so the list follows them across devices and app instances.
 */
export async function recordAccountView(db: Db, params: { viewerId: string; scope: AccountScope }) {
  const { accountId, portalId } = params.scope;
  await db.transaction(async (tx) => {
    await tx
      .insert(recentAccountViews)
      .values({ viewerId: params.viewerId, accountId, portalId })
      .onConflictDoUpdate({
        target: [recentAccountViews.viewerId, recentAccountViews.accountId],
        set: { viewedAt: sql`now()`, portalId },
      });
    await tx.execute(sql`delete from ${recentAccountViews}
      where viewer_id = ${params.viewerId} and portal_id = ${portalId}
        and account_id not in (
          select account_id from ${recentAccountViews}
          where viewer_id = ${params.viewerId} and portal_id = ${portalId}
          order by viewed_at desc limit ${RECENT_ACCOUNTS_KEPT})`);
  });
}

export type RecentAccountRow = {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  lastOnline: Date | null;
  viewedAt: Date;
};

/** The viewer's recently viewed accounts of a portal, newest first (recent_account_views_viewer_idx). */
export async function listRecentAccounts(
  db: Db,
  params: { viewerId: string; portalId: string },
): Promise<RecentAccountRow[]> {
  return db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
      avatarUrl: accounts.avatarUrl,
      lastOnline: accounts.lastOnline,
      viewedAt: recentAccountViews.viewedAt,
    })
    .from(recentAccountViews)
    .innerJoin(accounts, eq(accounts.id, recentAccountViews.accountId))
    .where(
      and(
        eq(recentAccountViews.viewerId, params.viewerId),
        eq(recentAccountViews.portalId, params.portalId),
        // An account that moved portal since is not this portal's any more.
        eq(accounts.portalId, params.portalId),
      ),
    )
    .orderBy(desc(recentAccountViews.viewedAt))
    .limit(RECENT_ACCOUNTS_KEPT);
}
