import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { InvitationStatus } from '../../shared/accounts/people-limits';
import { linkExpiry } from '../auth/account-links';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { qualified } from '../db/qualified';
import { accountImportRows, accountLinks, accountRoles, accounts, entities } from '../db/schema';
import { rolesOf } from './sessions.queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Statements take at most this many values of a list at once (PostgreSQL's parameter limit). */
const CHUNK = 1_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An account some address names, on whichever portal. */
export type AddressedAccount = {
  id: string;
  portalId: string;
  email: string;
  fullName: string;
  entityId: string;
  locale: string;
  roles: string[];
  hasPassword: boolean;
};

/** The accounts of these addresses (any case, any portal), by lower-case address. */
export async function accountsByEmails(
  db: Db | Tx,
  emails: readonly string[],
): Promise<Map<string, AddressedAccount>> {
  const found = new Map<string, AddressedAccount>();
  const lower = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  for (const part of chunks(lower)) {
    const rows = await db
      .select({
        id: accounts.id,
        portalId: accounts.portalId,
        email: accounts.email,
        fullName: accounts.fullName,
        entityId: accounts.entityId,
        locale: accounts.locale,
        roles: rolesOf,
        hasPassword: sql<boolean>`${accounts.passwordHash} is not null`,
      })
      .from(accounts)
      // accounts_email_lower_unique serves it.
      .where(inArray(sql`lower(${accounts.email})`, part));
    for (const row of rows) found.set(row.email.toLowerCase(), row);
  }
  return found;
}

/** The portal's entities (organisations), by name. */
export function portalEntities(db: Db | Tx, params: { portalId: string }) {
  return db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(eq(entities.portalId, params.portalId))
    .orderBy(asc(entities.name), asc(entities.id));
}

export type NewAccount = {
  email: string;
  fullName: string;
  entityId: string;
  locale: string;
  roles: readonly string[];
};

/**
 * Accounts without a password (invited or imported: they cannot sign in until a link sets
 * one), with their roles, in batches. Returns their ids by lower-case address.
 */
export async function insertAccounts(
  tx: Db | Tx,
  params: { portalId: string; people: readonly NewAccount[]; now: Date },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const part of chunks(params.people, 500)) {
    const inserted = await tx
      .insert(accounts)
      .values(
        part.map((person) => ({
          portalId: params.portalId,
          entityId: person.entityId,
          email: person.email,
          fullName: person.fullName,
          locale: person.locale,
          passwordHash: null,
          createdAt: params.now,
        })),
      )
      .returning({ id: accounts.id, email: accounts.email });
    for (const row of inserted) ids.set(row.email.toLowerCase(), row.id);
    const roles = part.flatMap((person) => {
      const id = ids.get(person.email.toLowerCase()) as string;
      return person.roles.map((role) => ({ accountId: id, role }));
    });
    for (const rolePart of chunks(roles)) await tx.insert(accountRoles).values(rolePart);
  }
  return ids;
}

/**
 * A new invitation link for each account (their earlier unused ones stop working: only the
 * newest mail's link is good). Returns each account's token, stored only as its hash.
 */
export async function issueInvitationLinks(
  tx: Db | Tx,
  params: { accountIds: readonly string[]; now: Date },
): Promise<Map<string, { token: string; expiresAt: Date }>> {
  const issued = new Map<string, { token: string; expiresAt: Date }>();
  const expiresAt = linkExpiry('invitation', params.now);
  for (const part of chunks(params.accountIds)) {
    await tx
      .update(accountLinks)
      .set({ usedAt: params.now })
      .where(
        and(
          inArray(accountLinks.accountId, part),
          eq(accountLinks.purpose, 'invitation'),
          isNull(accountLinks.usedAt),
        ),
      );
    const values = part.map((accountId) => {
      const token = newToken();
      issued.set(accountId, { token, expiresAt });
      return {
        accountId,
        purpose: 'invitation' as const,
        tokenHash: hashToken(token),
        createdAt: params.now,
        expiresAt,
      };
    });
    await tx.insert(accountLinks).values(values);
  }
  return issued;
}

/** The newest invitation link of the account in the current row (a lateral join). */
const latestLink = sql`lateral (select ${accountLinks.createdAt} as sent_at,
  ${accountLinks.expiresAt} as expires_at, ${accountLinks.usedAt} as used_at
  from ${accountLinks} where ${accountLinks.accountId} = ${qualified(accounts.id)}
    and ${accountLinks.purpose} = 'invitation'
  order by ${accountLinks.createdAt} desc limit 1) as invitation`;

const statusOf = sql<InvitationStatus>`case
  when invitation.used_at is not null then 'withdrawn'
  when invitation.expires_at is null or invitation.expires_at <= now() then 'expired'
  else 'pending' end`;

export type InvitationRow = {
  id: string;
  email: string;
  fullName: string;
  entityName: string;
  locale: string;
  roles: string[];
  status: InvitationStatus;
  sentAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

const invitationColumns = {
  id: accounts.id,
  email: accounts.email,
  fullName: accounts.fullName,
  entityName: entities.name,
  locale: accounts.locale,
  roles: rolesOf,
  status: statusOf,
  sentAt: sql<Date | null>`invitation.sent_at`.mapWith(accounts.createdAt),
  expiresAt: sql<Date | null>`invitation.expires_at`.mapWith(accounts.createdAt),
  createdAt: accounts.createdAt,
};

/** The portal's accounts without a password: invited, or imported and not yet invited. */
const invitedOf = (portalId: string) =>
  and(eq(accounts.portalId, portalId), isNull(accounts.passwordHash), isNull(accounts.erasedAt));

/**
 * One page of the portal's invitations, newest account first (accounts_portal_invited_idx),
 * optionally of one status.
 */
export async function listInvitations(
  db: Db,
  params: { portalId: string; status?: InvitationStatus; page: { number: number; size: number } },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const where: SQL | undefined = and(
    invitedOf(params.portalId),
    params.status ? sql`${statusOf} = ${params.status}` : undefined,
  );
  const base = () =>
    db
      .select(invitationColumns)
      .from(accounts)
      .innerJoin(entities, eq(entities.id, accounts.entityId))
      .leftJoin(latestLink, sql`true`);
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ value: count() }).from(accounts).leftJoin(latestLink, sql`true`).where(where),
  ]);
  return { rows: rows as InvitationRow[], total: total?.value ?? 0 };
}

/** One invitation of the portal (an account without a password), or null. */
export async function findInvitation(
  db: Db,
  params: { portalId: string; accountId: string },
): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(accounts)
    .innerJoin(entities, eq(entities.id, accounts.entityId))
    .leftJoin(latestLink, sql`true`)
    .where(and(invitedOf(params.portalId), eq(accounts.id, params.accountId)));
  return (row as InvitationRow | undefined) ?? null;
}

/** Accounts of the portal among `ids`, with whether they have a password yet. */
export async function portalAccountsAmong(
  db: Db,
  params: { portalId: string; ids: readonly string[] },
) {
  if (params.ids.length === 0) return [];
  return db
    .select({
      id: accounts.id,
      email: accounts.email,
      fullName: accounts.fullName,
      locale: accounts.locale,
      hasPassword: sql<boolean>`${accounts.passwordHash} is not null`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.portalId, params.portalId),
        inArray(accounts.id, [...params.ids]),
        isNull(accounts.erasedAt),
      ),
    );
}

/**
 * The accounts an import made that have no password and were never sent an invitation: the
 * next `limit` of them, and how many there are in all.
 */
export async function uninvitedOfImport(
  db: Db,
  params: { portalId: string; importId: string; limit: number },
) {
  // Correlated lookups by key (the accounts' primary key, account_links_account_purpose_idx)
  // from the import's created rows (account_import_rows_result_idx): right after Confirm the
  // planner's statistics do not know the 10,000 new accounts yet, and a join it plans on them
  // can read the accounts table once per row.
  const where = and(
    eq(accountImportRows.importId, params.importId),
    eq(accountImportRows.result, 'created'),
    sql`exists (select 1 from ${accounts} where ${accounts.id} = ${accountImportRows.accountId}
      and ${accounts.portalId} = ${params.portalId} and ${accounts.passwordHash} is null)`,
    sql`not exists (select 1 from ${accountLinks}
      where ${accountLinks.accountId} = ${accountImportRows.accountId}
      and ${accountLinks.purpose} = 'invitation')`,
  );
  const [rows, [total]] = await Promise.all([
    params.limit === 0
      ? []
      : db
          .select({
            id: accounts.id,
            email: accounts.email,
            fullName: accounts.fullName,
            locale: accounts.locale,
          })
          .from(accountImportRows)
          .innerJoin(accounts, eq(accounts.id, accountImportRows.accountId))
          .where(where)
          .orderBy(asc(accountImportRows.row))
          .limit(params.limit),
    db.select({ value: count() }).from(accountImportRows).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Withdraws an account's invitation: its link stops working. False when it is no invitation. */
export async function withdrawInvitation(
  db: Db,
  params: { portalId: string; accountId: string; now: Date },
): Promise<boolean> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(invitedOf(params.portalId), eq(accounts.id, params.accountId)));
  if (!account) return false;
  await db
    .update(accountLinks)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(accountLinks.accountId, account.id),
        eq(accountLinks.purpose, 'invitation'),
        isNull(accountLinks.usedAt),
      ),
    );
  return true;
}

/** The invitation link of a token, unused and unexpired. */
const usableLink = (params: { token: string; now: Date }) =>
  and(
    eq(accountLinks.tokenHash, hashToken(params.token)),
    eq(accountLinks.purpose, 'invitation'),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, params.now),
  );

/** A usable invitation link's account (for the page that accepts it), or null. */
export async function findInvitationByToken(db: Db, params: { token: string; now: Date }) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      portalId: accounts.portalId,
      email: accounts.email,
      fullName: accounts.fullName,
      roles: rolesOf,
    })
    .from(accountLinks)
    .innerJoin(accounts, eq(accounts.id, accountLinks.accountId))
    .where(and(usableLink(params), isNull(accounts.passwordHash)));
  return row ?? null;
}

/**
 * How the invited person proves who they are from now on. A password today; issue 39's sign-in
 * providers (OIDC, SAML) add `{ kind: 'provider', … }` here: accepting then links the provider's
 * identity instead of setting a password, and the rest of the acceptance stays as it is.
 */
export type InvitationCredential = { kind: 'password'; passwordHash: string };

/**
 * Accepts an invitation: uses its link up and sets the first credential and the name the person
 * gave, atomically (of two requests with one link only one gets it). The account's id, or null
 * when the link is not usable or the account has a password meanwhile.
 */
export async function acceptInvitation(
  db: Db,
  params: { token: string; credential: InvitationCredential; fullName: string; now: Date },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(accountLinks)
      .set({ usedAt: params.now })
      .where(usableLink(params))
      .returning({ accountId: accountLinks.accountId });
    if (!link) return null;
    const [account] = await tx
      .update(accounts)
      .set({
        passwordHash: params.credential.passwordHash,
        fullName: params.fullName,
        lastOnline: params.now,
      })
      .where(and(eq(accounts.id, link.accountId), isNull(accounts.passwordHash)))
      .returning({ id: accounts.id });
    return account?.id ?? null;
  });
}

/** An account's name (the inviter a mail names), or '' when it is gone. */
export async function accountName(db: Db, params: { id: string }): Promise<string> {
  const [row] = await db
    .select({ fullName: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, params.id));
  return row?.fullName ?? '';
}
