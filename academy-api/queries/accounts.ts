import {
  and,
  asc,
  count,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountRoles, accounts, contracts, entities, profiles, subscriptions } from '../db/schema';
import type { SortField } from '../jsonapi/query';
import { likePattern } from './like-pattern';
import { qualified } from './qualified';
import { rolesOf } from './sessions';

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

export async function findAccount(db: Db, params: { id: string }): Promise<AccountRecord | null> {
  const [row] = await selectAccounts(db).where(eq(accounts.id, params.id));
  return row ?? null;
}

const SORTS = {
  full_name: accounts.fullName,
  last_online: accounts.lastOnline,
  created_at: accounts.createdAt,
} as const;

export type ListAccountsParams = {
  portalId: string;
  search?: string;
  role?: string;
  sort: SortField[];
  page: { number: number; size: number };
};

/** One page of a portal's accounts (search in name or e-mail, by role) and the total. */
export async function listAccounts(db: Db, params: ListAccountsParams) {
  const conditions: SQL[] = [eq(accounts.portalId, params.portalId)];
  const search = params.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(accounts.fullName, pattern), ilike(accounts.email, pattern)) as SQL);
  }
  if (params.role) {
    const hasRole = db
      .select({ one: sql`1` })
      .from(accountRoles)
      .where(
        and(
          eq(qualified(accountRoles.accountId), qualified(accounts.id)),
          eq(accountRoles.role, params.role),
        ),
      );
    conditions.push(exists(hasRole));
  }
  const where = and(...conditions);
  // Never-seen accounts sort last either way.
  const order = params.sort.map(({ field, desc: d }) => {
    const column = SORTS[field as keyof typeof SORTS] ?? accounts.fullName;
    return d ? sql`${column} desc nulls last` : asc(column);
  });
  const rows = await selectAccounts(db)
    .where(where)
    .orderBy(...(order.length > 0 ? order : [asc(accounts.fullName)]), asc(accounts.id))
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(accounts).where(where);
  return { rows, total: total?.value ?? 0 };
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
