import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { hashToken, newToken, TOKEN_TTL_MS } from '../auth/tokens';
import type { Db } from '../db/database';
import { accountRoles, accounts, loginTokens } from '../db/schema';
import { qualified } from './qualified';

export type SessionAccount = {
  id: string;
  portalId: string;
  lastOnline: Date | null;
  roles: string[];
};

/** Roles of the account in the current row, as a sorted text[] (never null). */
export const rolesOf = sql<string[]>`coalesce((select array_agg(${accountRoles.role} order by
  ${accountRoles.role}) from ${accountRoles} where ${accountRoles.accountId} = ${qualified(accounts.id)}),
  '{}'::text[])`;

/** The account of a live (unexpired, unrevoked) token, or null. */
export async function findSessionAccount(db: Db, params: { tokenHash: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      portalId: accounts.portalId,
      lastOnline: accounts.lastOnline,
      roles: rolesOf,
    })
    .from(loginTokens)
    .innerJoin(accounts, eq(accounts.id, loginTokens.accountId))
    .where(
      and(
        eq(loginTokens.tokenHash, params.tokenHash),
        isNull(loginTokens.revokedAt),
        gt(loginTokens.expiresAt, sql`now()`),
      ),
    );
  return (row as SessionAccount | undefined) ?? null;
}

/** The sign-in data of an e-mail address (case-insensitive), or null. */
export async function findLoginAccount(db: Db, params: { email: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      portalId: accounts.portalId,
      passwordHash: accounts.passwordHash,
      roles: rolesOf,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, params.email.trim().toLowerCase()));
  return row ?? null;
}

/** Issues a bearer token; only its sha256 is stored. */
export async function createLoginToken(db: Db, params: { accountId: string; now?: Date }) {
  const token = newToken();
  const now = params.now ?? new Date();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const [row] = await db
    .insert(loginTokens)
    .values({ accountId: params.accountId, tokenHash: hashToken(token), expiresAt, createdAt: now })
    .returning({ id: loginTokens.id });
  if (!row) throw new Error('Inserting a login token returned no row');
  return { id: row.id, token, expiresAt };
}

export async function revokeLoginToken(db: Db, params: { tokenHash: string }) {
  await db
    .update(loginTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(loginTokens.tokenHash, params.tokenHash), isNull(loginTokens.revokedAt)));
}

/** Records activity; the age condition keeps concurrent instances to one write a minute. */
export async function touchLastOnline(db: Db, params: { accountId: string }) {
  await db
    .update(accounts)
    .set({ lastOnline: sql`now()` })
    .where(
      and(
        eq(accounts.id, params.accountId),
        or(isNull(accounts.lastOnline), lt(accounts.lastOnline, sql`now() - interval '1 minute'`)),
      ),
    );
}
