import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { ADMIN_ROLES } from '../../shared/access/roles';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { accountRoles, accounts, contracts, entities, profiles, subscriptions } from '../db/schema';
import { rolesOf } from './sessions.queries';

const { passwordHash: _secret, ...publicColumns } = getTableColumns(accounts);

// Subscription and profile are one-to-one, so they come along in the same row.
export const accountRecord = {
  ...publicColumns,
  roles: rolesOf,
  subscription: subscriptions,
  profile: profiles,
};

function selectAccounts(db: Db) {
  return db
    .select(accountRecord)
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id));
}

export type AccountRecord = Awaited<ReturnType<typeof selectAccounts>>[number];
export type EntityRecord = {
  id: string;
  name: string;
  contract: typeof contracts.$inferSelect | null;
};
export type PersonRecord = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
};

/** The account of a checked scope (the account within its portal). */
export async function findAccount(
  db: Db,
  params: { scope: AccountScope },
): Promise<AccountRecord | null> {
  const { accountId, portalId } = params.scope;
  const [row] = await selectAccounts(db).where(
    and(eq(accounts.id, accountId), eq(accounts.portalId, portalId)),
  );
  return row ?? null;
}

/** The portal an account belongs to, or null when there is no such account. */
export async function accountPortalId(db: Db, params: { id: string }): Promise<string | null> {
  const [row] = await db
    .select({ portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.id, params.id));
  return row?.portalId ?? null;
}

/** Changes what an account may change about itself; returns the account as shown. */
export async function updateAccount(
  db: Db,
  params: { scope: AccountScope; fullName?: string; locale?: string },
): Promise<AccountRecord | null> {
  const { accountId, portalId } = params.scope;
  const changes = {
    ...(params.fullName !== undefined ? { fullName: params.fullName } : {}),
    ...(params.locale !== undefined ? { locale: params.locale } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .update(accounts)
      .set(changes)
      .where(and(eq(accounts.id, accountId), eq(accounts.portalId, portalId)));
  }
  return findAccount(db, params);
}

/** Entities with their contracts, for includes. */
export async function findEntities(db: Db, params: { ids: string[] }): Promise<EntityRecord[]> {
  if (params.ids.length === 0) return [];
  return db
    .select({ id: entities.id, name: entities.name, contract: contracts })
    .from(entities)
    .leftJoin(contracts, eq(contracts.entityId, entities.id))
    .where(inArray(entities.id, params.ids));
}

/** Name and contact data of accounts (primary coaches). */
export async function findPeople(db: Db, params: { ids: string[] }): Promise<PersonRecord[]> {
  if (params.ids.length === 0) return [];
  return db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
      phoneNumber: accounts.phoneNumber,
    })
    .from(accounts)
    .where(inArray(accounts.id, params.ids));
}

/** The portal's admins (spec §6: who are told what needs an admin), with their language. */
export async function portalAdmins(db: Db, portalId: string) {
  return db
    .selectDistinct({ id: accounts.id, locale: accounts.locale })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(and(eq(accounts.portalId, portalId), inArray(accountRoles.role, [...ADMIN_ROLES])));
}
