import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ErasureRequestStatus } from '../../shared/privacy/erasure';
import { accounts } from '../accounts/schema';
import { cascadeRef, id, setNullRef, ts } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * A person's request to be forgotten (issue 42, item 4; GDPR art. 17) and its answer: open until
 * an admin erases the account or declines with a reason, or the person withdraws it. At most one
 * open request per account. Kept after the erasure (its note emptied) as the record that the
 * request was made and answered in time. Off the change feed: nothing an instance keeps reads it.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    note: text('note').notNull().default(''),
    status: text('status').$type<ErasureRequestStatus>().notNull().default('open'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    handledAt: ts('handled_at'),
    handledBy: setNullRef('handled_by', () => accounts.id),
    /** The handler's name at the time: the record stays readable when that account goes. */
    handledByName: text('handled_by_name'),
    decisionReason: text('decision_reason').notNull().default(''),
  },
  (t) => [
    // The admins' list: a portal's requests by status, newest first.
    index('erasure_requests_portal_status_idx').on(t.portalId, t.status, t.requestedAt.desc()),
    index('erasure_requests_portal_requested_idx').on(t.portalId, t.requestedAt.desc()),
    index('erasure_requests_account_idx').on(t.accountId, t.requestedAt.desc()),
    uniqueIndex('erasure_requests_one_open_idx').on(t.accountId).where(sql`${t.status} = 'open'`),
    check(
      'erasure_requests_status_check',
      sql`${t.status} in ('open', 'erased', 'declined', 'withdrawn')`,
    ),
  ],
);
