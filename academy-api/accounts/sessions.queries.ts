import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hashToken, newToken, TOKEN_TTL_MS } from '../auth/tokens';
import type { Db } from '../db/database';
import { builtOncePerDb } from '../db/prepared';
import { qualified } from '../db/qualified';
import { accountRoles, accounts, loginTokens, portalDomains, portals } from '../db/schema';

export type SessionAccount = {
  id: string;
  portalId: string;
  lastOnline: Date | null;
  roles: string[];
  /** When the session's token was issued: agreements published later wait for the next sign-in. */
  signedInAt?: Date;
  /** When the session's token expires (the request context; a kept context ends there). */
  expiresAt?: Date;
  /** The account this session acts as (issue 43, item 3), with its portal and roles. */
  acting?: { id: string; portalId: string; roles: string[]; since: Date };
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
        isNull(accounts.deactivatedAt),
        isNull(loginTokens.revokedAt),
        gt(loginTokens.expiresAt, sql`now()`),
      ),
    );
  return (row as SessionAccount | undefined) ?? null;
}

/** What every request needs first: the portal of its domain and the account of its token. */
export type RequestContextRecord = {
  portal: { id: string; features: string[]; version: number };
  account: SessionAccount | null;
};

/**
 * The portal a domain serves (id, feature flags, version) and the account of a live bearer token,
 * in one round trip: every API request starts here, and each PGlite query costs CPU on the
 * server's thread. Null when no portal serves the domain.
 */
const actingTarget = alias(accounts, 'acting_target');

const requestContextQuery = (withToken: boolean) =>
  builtOncePerDb((db) =>
    db
      .select({
        portalId: portalDomains.portalId,
        features: portals.features,
        version: portals.version,
        accountId: accounts.id,
        accountPortalId: accounts.portalId,
        lastOnline: accounts.lastOnline,
        roles: rolesOf,
        signedInAt: loginTokens.createdAt,
        expiresAt: loginTokens.expiresAt,
        actingId: actingTarget.id,
        actingPortalId: actingTarget.portalId,
        actingRoles: sql<string[] | null>`case when ${actingTarget.id} is null then null else
          coalesce((select array_agg(${accountRoles.role} order by ${accountRoles.role})
          from ${accountRoles} where ${accountRoles.accountId} = ${actingTarget.id}), '{}'::text[]) end`,
        actingSince: loginTokens.actingSince,
      })
      .from(portalDomains)
      .innerJoin(portals, eq(portals.id, portalDomains.portalId))
      .leftJoin(
        loginTokens,
        and(
          // No token: a condition no row meets, so the account columns come back null.
          withToken ? eq(loginTokens.tokenHash, sql.placeholder('tokenHash')) : sql`false`,
          isNull(loginTokens.revokedAt),
          gt(loginTokens.expiresAt, sql`now()`),
        ),
      )
      // A deactivated account's session is no session (issue 39), whatever its token says.
      .leftJoin(
        accounts,
        and(eq(accounts.id, loginTokens.accountId), isNull(accounts.deactivatedAt)),
      )
      .leftJoin(actingTarget, eq(actingTarget.id, loginTokens.actingAs))
      .where(eq(portalDomains.domain, sql.placeholder('domain')))
      .prepare(withToken ? 'request_context_token' : 'request_context_guest'),
  );
const signedInContext = requestContextQuery(true);
const guestContext = requestContextQuery(false);

export async function findRequestContext(
  db: Db,
  params: { domain: string; tokenHash: string | null },
): Promise<RequestContextRecord | null> {
  const [row] =
    params.tokenHash === null
      ? await guestContext(db).execute({ domain: params.domain })
      : await signedInContext(db).execute({ domain: params.domain, tokenHash: params.tokenHash });
  if (!row) return null;
  const portal = { id: row.portalId, features: row.features, version: row.version };
  if (!row.accountId || !row.accountPortalId) return { portal, account: null };
  return {
    portal,
    account: {
      id: row.accountId,
      portalId: row.accountPortalId,
      lastOnline: row.lastOnline,
      roles: row.roles,
      signedInAt: row.signedInAt ?? undefined,
      expiresAt: row.expiresAt ?? undefined,
      ...(row.actingId && row.actingPortalId && row.actingSince
        ? {
            acting: {
              id: row.actingId,
              portalId: row.actingPortalId,
              roles: row.actingRoles ?? [],
              since: row.actingSince,
            },
          }
        : {}),
    },
  };
}

/** The sign-in data of an e-mail address (case-insensitive), or null. */
export async function findLoginAccount(db: Db, params: { email: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      portalId: accounts.portalId,
      passwordHash: accounts.passwordHash,
      deactivatedAt: accounts.deactivatedAt,
      roles: rolesOf,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, params.email.trim().toLowerCase()));
  return row ?? null;
}

/** A sign-in of a deactivated account (issue 39): refused, whichever way it came. */
export class AccountDeactivatedError extends Error {
  constructor() {
    super('The account is deactivated');
  }
}

/**
 * Issues a bearer token; only its sha256 is stored. Every sign-in passes here (password,
 * registration, an invitation, a sign-in provider), so a deactivated account is refused here
 * (AccountDeactivatedError): the token is written only while the account is active, in the same
 * statement. (A session of an account deactivated later is no session either: findRequestContext.)
 */
export async function createLoginToken(db: Db, params: { accountId: string; now?: Date }) {
  const token = newToken();
  const now = params.now ?? new Date();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const inserted = (await db.execute(sql`insert into login_tokens
      (account_id, token_hash, expires_at, created_at)
    select id, ${hashToken(token)}, ${expiresAt}, ${now} from accounts
    where id = ${params.accountId} and deactivated_at is null
    returning id`)) as unknown as { rows: { id: string }[] };
  const row = inserted.rows[0];
  if (!row) throw new AccountDeactivatedError();
  return { id: row.id, token, expiresAt };
}

/**
 * Deactivates (issue 39: SCIM `active: false` or DELETE) or reactivates an account of a portal.
 * Deactivating ends every session of the account at once on every instance (the revoked tokens'
 * notifications, migration 0031, and the account's own change drop what any instance kept) and
 * blocks every sign-in; the account's data and history stay. True when the state changed.
 */
export async function setAccountActive(
  db: Db,
  params: { accountId: string; portalId: string; active: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(accounts)
      .set({ deactivatedAt: params.active ? null : sql`now()` })
      .where(
        and(
          eq(accounts.id, params.accountId),
          eq(accounts.portalId, params.portalId),
          params.active ? isNotNull(accounts.deactivatedAt) : isNull(accounts.deactivatedAt),
        ),
      )
      .returning({ id: accounts.id });
    if (!changed) return false;
    if (!params.active) {
      await tx
        .update(loginTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(loginTokens.accountId, params.accountId), isNull(loginTokens.revokedAt)));
    }
    return true;
  });
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
