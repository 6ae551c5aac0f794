import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type LinkPurpose, linkExpiry } from '../auth/account-links';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { accountLinks, accounts, loginTokens } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { rolesOf } from './sessions.queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The account of an e-mail address (any case), or null. */
export async function findAccountByEmail(db: Db, params: { email: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      portalId: accounts.portalId,
      email: accounts.email,
      fullName: accounts.fullName,
      locale: accounts.locale,
      roles: rolesOf,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, params.email.trim().toLowerCase()));
  return row ?? null;
}

export async function findAccountById(db: Db, params: { id: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      fullName: accounts.fullName,
      locale: accounts.locale,
      passwordHash: accounts.passwordHash,
    })
    .from(accounts)
    .where(eq(accounts.id, params.id));
  return row ?? null;
}

/**
 * A new single-use link; the account's earlier unused links of the same purpose stop working
 * (only the newest mail's link is good). Returns the token, which is stored only as its hash.
 */
export async function issueLink(
  db: Db,
  params: { accountId: string; purpose: LinkPurpose; newEmail?: string; now: Date },
) {
  const token = newToken();
  const expiresAt = linkExpiry(params.purpose, params.now);
  await db.transaction(async (tx) => {
    await retireLinks(tx, params.accountId, params.purpose, params.now);
    await tx.insert(accountLinks).values({
      accountId: params.accountId,
      purpose: params.purpose,
      tokenHash: hashToken(token),
      newEmail: params.newEmail ?? null,
      createdAt: params.now,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

async function retireLinks(tx: Tx | Db, accountId: string, purpose: LinkPurpose, now: Date) {
  await tx
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.accountId, accountId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
      ),
    );
}

/** A link that may still be used: its account and (e-mail change) new address; else null. */
export async function findUsableLink(
  db: Db | Tx,
  params: { token: string; purpose: LinkPurpose; now: Date },
) {
  const [row] = await db
    .select({
      id: accountLinks.id,
      accountId: accountLinks.accountId,
      newEmail: accountLinks.newEmail,
    })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.tokenHash, hashToken(params.token)),
        eq(accountLinks.purpose, params.purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, params.now),
      ),
    );
  return row ?? null;
}

/** Uses the link up, atomically: of two requests with one token, only one gets the row. */
async function consumeLink(tx: Tx, params: { token: string; purpose: LinkPurpose; now: Date }) {
  const [row] = await tx
    .update(accountLinks)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(accountLinks.tokenHash, hashToken(params.token)),
        eq(accountLinks.purpose, params.purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, params.now),
      ),
    )
    .returning({ accountId: accountLinks.accountId, newEmail: accountLinks.newEmail });
  return row ?? null;
}

/** Signs the account out everywhere except (optionally) the session that asked. */
async function revokeSessions(tx: Tx, accountId: string, keepTokenHash: string | null) {
  await tx
    .update(loginTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(loginTokens.accountId, accountId),
        isNull(loginTokens.revokedAt),
        keepTokenHash ? ne(loginTokens.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/**
 * "Forgot password", second half: uses the link up, sets the new password and signs every
 * session out, in one transaction. The account's id, or null when the link is not usable.
 */
export async function resetPassword(
  db: Db,
  params: { token: string; passwordHash: string; now: Date },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, { ...params, purpose: 'password_reset' });
    if (!link) return null;
    await tx
      .update(accounts)
      .set({ passwordHash: params.passwordHash })
      .where(eq(accounts.id, link.accountId));
    await revokeSessions(tx, link.accountId, null);
    return link.accountId;
  });
}

/**
 * A signed-in password change: the new hash, every other session signed out, and any
 * "forgot password" link still out there retired.
 */
export async function changePassword(
  db: Db,
  params: { accountId: string; passwordHash: string; keepTokenHash: string | null; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: params.passwordHash })
      .where(eq(accounts.id, params.accountId));
    await revokeSessions(tx, params.accountId, params.keepTokenHash);
    await retireLinks(tx, params.accountId, 'password_reset', params.now);
  });
}

/** Signals that another account uses the address meanwhile. */
export class EmailInUseError extends Error {}

/**
 * The new address confirmed: uses the link up and makes its address the account's (the old
 * one worked until now). Returns the account's old and new address, or null when the link is
 * not usable; EmailInUseError when another account took the address meanwhile.
 */
export async function confirmEmailChange(db: Db, params: { token: string; now: Date }) {
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeLink(tx, { ...params, purpose: 'email_change' });
      if (!link?.newEmail) return null;
      const [before] = await tx
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, link.accountId))
        .for('update');
      if (!before) return null;
      await tx
        .update(accounts)
        .set({ email: link.newEmail })
        .where(eq(accounts.id, link.accountId));
      // A reset link mailed to the old address must not outlive the change.
      await retireLinks(tx, link.accountId, 'password_reset', params.now);
      return { accountId: link.accountId, oldEmail: before.email, newEmail: link.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailInUseError();
    throw error;
  }
}

/** The e-mail change waiting for its confirmation, or null. */
export async function pendingEmailChange(db: Db, params: { accountId: string; now: Date }) {
  const [row] = await db
    .select({
      id: accountLinks.id,
      newEmail: accountLinks.newEmail,
      expiresAt: accountLinks.expiresAt,
    })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.accountId, params.accountId),
        eq(accountLinks.purpose, 'email_change'),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, params.now),
      ),
    )
    .orderBy(sql`${accountLinks.createdAt} desc`)
    .limit(1);
  return row?.newEmail ? { id: row.id, newEmail: row.newEmail, expiresAt: row.expiresAt } : null;
}

/** Withdraws a pending e-mail change (its link stops working). */
export async function cancelEmailChange(db: Db, params: { accountId: string; now: Date }) {
  await retireLinks(db, params.accountId, 'email_change', params.now);
}

/** Whether another account (any case) uses the address. */
export async function emailInUse(db: Db, params: { email: string; exceptAccountId: string }) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(sql`lower(${accounts.email})`, params.email.trim().toLowerCase()),
        ne(accounts.id, params.exceptAccountId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
