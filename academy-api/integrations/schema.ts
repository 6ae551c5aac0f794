import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ApiTokenScope } from '../../shared/integrations/api-token-scopes';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, ts } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * API tokens (issue 42): made by a portal's admin for another system, acting as that admin
 * narrowed to `scopes`, on that portal only. Only the sha256 of the token is stored. Every
 * use writes `last_used_at` and the minute's count (the throttle every instance shares), so the
 * table is off the change feed: nothing an instance keeps reads it, and a token is looked up on
 * each request, so a revoked one stops at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** Who made it; the token acts as this account, with its roles as they are at each request. */
    accountId: cascadeRef('account_id', () => accounts.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull().$type<ApiTokenScope[]>(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters (`acad_XXXX`), to tell tokens apart. */
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** The throttle: requests since `window_start`, a minute at a time. */
    windowStart: ts('window_start').notNull().default(sql`now()`),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [
    index('api_tokens_portal_created_idx').on(t.portalId, t.createdAt.desc(), t.id.desc()),
    // An account's deletion removes its tokens (the foreign key's cascade).
    index('api_tokens_account_idx').on(t.accountId),
  ],
);
