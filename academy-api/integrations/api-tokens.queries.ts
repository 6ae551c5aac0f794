import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '../../shared/integrations/api-token-scopes';
import { rolesOf } from '../accounts';
import type { Db } from '../db/database';
import { accounts, apiTokens } from '../db/schema';

/** A token as the admin screen lists it, with the name of who made it. */
export type ApiTokenRecord = typeof apiTokens.$inferSelect & { createdBy: string };

const listed = {
  token: apiTokens,
  createdBy: accounts.fullName,
};

/** A portal's tokens, newest first (api_tokens_portal_created_idx). */
export async function listApiTokens(
  db: Db,
  params: { portalId: string; page: { number: number; size: number } },
) {
  const where = eq(apiTokens.portalId, params.portalId);
  const rows = await db
    .select(listed)
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(where)
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(apiTokens).where(where);
  return {
    rows: rows.map((row): ApiTokenRecord => ({ ...row.token, createdBy: row.createdBy })),
    total: total?.value ?? 0,
  };
}

export async function findApiToken(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select(listed)
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(and(eq(apiTokens.portalId, params.portalId), eq(apiTokens.id, params.id)));
  return row ? ({ ...row.token, createdBy: row.createdBy } satisfies ApiTokenRecord) : null;
}

export async function createApiToken(
  db: Db,
  params: {
    portalId: string;
    accountId: string;
    name: string;
    scopes: ApiTokenScope[];
    tokenHash: string;
    hint: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(apiTokens).values(params).returning({ id: apiTokens.id });
  if (!row) throw new Error('Inserting an API token returned no row');
  return findApiToken(db, { portalId: params.portalId, id: row.id });
}

/** Revokes a live token of the portal; false when there is none (unknown, or revoked already). */
export async function revokeApiToken(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.portalId, params.portalId),
        eq(apiTokens.id, params.id),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** What a request with a live API token acts as, and the throttle's count for this minute. */
export type ApiTokenUse = {
  id: string;
  /** The token's first characters, as the admin screen shows them (the audit log's "via"). */
  hint: string;
  scopes: ApiTokenScope[];
  account: { id: string; portalId: string; roles: string[] };
  /** Requests in the current window, this one included, and when the window started. */
  windowCount: number;
  windowStart: Date;
};

/**
 * Counts one request against a live token of this portal and returns what it acts as, in one
 * statement per step: the count and the last use are written atomically, so every instance
 * shares one throttle. Null for a token that is unknown, revoked, expired or another portal's.
 */
export async function countApiTokenUse(
  db: Db,
  params: { tokenHash: string; portalId: string; windowSeconds: number },
): Promise<ApiTokenUse | null> {
  const fresh = sql`${apiTokens.windowStart} > now() - make_interval(secs => ${params.windowSeconds})`;
  const [token] = await db
    .update(apiTokens)
    .set({
      windowCount: sql`case when ${fresh} then ${apiTokens.windowCount} + 1 else 1 end`,
      windowStart: sql`case when ${fresh} then ${apiTokens.windowStart} else now() end`,
      lastUsedAt: sql`now()`,
    })
    .where(
      and(
        eq(apiTokens.tokenHash, params.tokenHash),
        eq(apiTokens.portalId, params.portalId),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: apiTokens.id,
      hint: apiTokens.hint,
      accountId: apiTokens.accountId,
      scopes: apiTokens.scopes,
      windowCount: apiTokens.windowCount,
      windowStart: apiTokens.windowStart,
    });
  if (!token) return null;
  const [account] = await db
    .select({ id: accounts.id, portalId: accounts.portalId, roles: rolesOf })
    .from(accounts)
    .where(eq(accounts.id, token.accountId));
  if (!account) return null;
  return {
    id: token.id,
    hint: token.hint,
    scopes: token.scopes,
    account,
    windowCount: token.windowCount,
    windowStart: token.windowStart,
  };
}
