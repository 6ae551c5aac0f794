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

/**
 * The two statements of a list: one page of rows and the total. Built apart from running them
 * so a test can EXPLAIN exactly these (the search must use the trigram indexes).
 */
export function accountListQueries(db: Db, params: ListAccountsParams) {
  const conditions: SQL[] = [eq(accounts.portalId, params.portalId)];
  const search = params.search?.trim();
  if (search) {
    // Plain ILIKE on each column: what the GIN trigram indexes on full_name and email serve.
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
  // Never-seen accounts sort last either way (accounts_portal_last_online_desc_idx).
  const order = params.sort.map(({ field, desc: d }) => {
    const column = SORTS[field as keyof typeof SORTS] ?? accounts.fullName;
    return d ? sql`${column} desc nulls last` : asc(column);
  });
  return {
    rows: selectAccounts(db)
      .where(where)
      .orderBy(...(order.length > 0 ? order : [asc(accounts.fullName)]), asc(accounts.id))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    total: db.select({ value: count() }).from(accounts).where(where),
  };
}

/** One page of a portal's accounts (search in name or e-mail, by role) and the total. */
export async function listAccounts(db: Db, params: ListAccountsParams) {
  const queries = accountListQueries(db, params);
  const rows = await queries.rows;
  const [total] = await queries.total;
  return { rows, total: total?.value ?? 0 };
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
  params: { id: string; fullName?: string; locale?: string },
): Promise<AccountRecord | null> {
  const changes = {
    ...(params.fullName !== undefined ? { fullName: params.fullName } : {}),
    ...(params.locale !== undefined ? { locale: params.locale } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db.update(accounts).set(changes).where(eq(accounts.id, params.id));
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
