import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, ts } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * A person's private calendar feed (issue 42, item 3): one per account, read by calendar apps
 * at /calendar/{secret}.ics without a session. A request is matched by `token_hash` (the sha256 of
 * the secret it presents, as sessions and API tokens are), so the secret itself is never compared
 * and an unknown one is a plain index miss.
 *
 * `token` keeps the secret as it is, on purpose: like a Google or Outlook "secret address", the
 * person can open /account/details and copy their address again (for a second calendar app)
 * without breaking the one they already use. It is read only by the owner's own
 * GET /v1/calendar_feed, and opens nothing but a read-only list of the owner's deadlines. Resetting
 * writes a new secret (the old address answers 404 at once); switching off deletes the row.
 * Off the change feed: nothing an instance keeps reads it, and every fetch writes `last_fetched_at`.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id).unique(),
    portalId: cascadeRef('portal_id', () => portals.id),
    tokenHash: text('token_hash').notNull().unique(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    lastFetchedAt: ts('last_fetched_at'),
  },
  // A portal's deletion removes its feeds (the foreign key's cascade) without reading them all.
  (t) => [index('calendar_feeds_portal_idx').on(t.portalId)],
);
