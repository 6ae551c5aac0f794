import { and, asc, count, eq, exists, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import { accountLinks, accountRoles, accounts, profiles, subscriptions } from '../db/schema';
import type { SortField } from '../jsonapi/query';
import { type AccountRecord, accountRecord } from './accounts.queries';

const SORTS = {
  full_name: accounts.fullName,
  last_online: accounts.lastOnline,
  created_at: accounts.createdAt,
} as const;
type SortColumn = (typeof SORTS)[keyof typeof SORTS];

export type ListAccountsParams = {
  portalId: string;
  search?: string;
  role?: string;
  sort: SortField[];
  page: { number: number; size: number };
};

// Same values and order, but no index provides them, so the planner sorts the matches.
const unindexed = (column: SortColumn) =>
  column === accounts.fullName ? sql`${column} || ''` : sql`${column} + interval '0 s'`;
const plain = (column: SortColumn) => sql`${column}`;

function conditions(db: Db, params: ListAccountsParams): { where: SQL; filtered: boolean } {
  const all: SQL[] = [eq(accounts.portalId, params.portalId)];
  const search = params.search?.trim();
  if (search) {
    // Exactly the expressions of the GIN trigram indexes on lower(full_name) and lower(email).
    const pattern = sql`lower(${likePattern(search)})`;
    const name = like(sql`lower(${accounts.fullName})`, pattern);
    all.push(or(name, like(sql`lower(${accounts.email})`, pattern)) as SQL);
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
    all.push(exists(hasRole));
  }
  return { where: and(...all) as SQL, filtered: all.length > 1 };
}

/**
 * A filtered list counts its matches exactly only up to this many; beyond, the total is given
 * as "more than" (meta.total_capped). Counting a third of 100,000 accounts exactly took ~50 ms;
 * knowing there are more than 1,000 takes ~2 ms, and nobody pages through a thousand results:
 * they narrow the search.
 */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * Invited and not yet accepted (issue 43, item 2): no password, and an invitation link that is
 * neither used nor expired. The list marks them "Invited"; one index probe per row of the page.
 */
const invitationPending = sql<boolean>`(${accounts.passwordHash} is null and exists (
  select 1 from ${accountLinks} where ${accountLinks.accountId} = ${qualified(accounts.id)}
    and ${accountLinks.purpose} = 'invitation' and ${accountLinks.usedAt} is null
    and ${accountLinks.expiresAt} > now()))`;

/**
 * The statements of a list, apart from running them so a test can EXPLAIN exactly these.
 * - Filtered (search, role), up to SEARCH_TOTAL_CAP matches: one statement finds the matches
 *   through the filter's indexes (trigram, role), counts them (`count(*) over ()`) and picks
 *   the page from them sorted. Walking the name index instead, hoping matches come soon, is
 *   what the planner likes to do, and for "ann" it read 10,000 accounts before the Annas.
 * - Filtered with more matches than that (a broad term: "de", "@acme"): the page is read in
 *   order from the sort index, where matches are common enough to come soon, and not counted.
 *   `matchesUpTo` tells the two apart, counting no further than the cap.
 * - Unfiltered: the total, and the page read in order from the sort index.
 * Either way the page is chosen on narrow rows (ids) and only its 20 rows are read in full.
 */
export function accountListQueries(db: Db, params: ListAccountsParams) {
  const { where, filtered } = conditions(db, params);
  const sort = params.sort.length > 0 ? params.sort : [{ field: 'full_name', desc: false }];
  // Never-seen accounts sort last either way (accounts_portal_last_online_desc_idx).
  const orderBy = (key: (column: SortColumn) => SQL) => [
    ...sort.map(({ field, desc }) => {
      const column = key(SORTS[field as keyof typeof SORTS] ?? accounts.fullName);
      return desc ? sql`${column} desc nulls last` : sql`${column} asc`;
    }),
    asc(accounts.id),
  ];
  const pageOf = (strategy: 'matches' | 'sort-index') => {
    const counted = strategy === 'matches';
    const page = db
      .select({
        id: accounts.id,
        total: (counted ? sql`(count(*) over ())::int` : sql`null::int`)
          .mapWith(Number)
          .as('total'),
      })
      .from(accounts)
      .where(where)
      .orderBy(...orderBy(counted ? unindexed : plain))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size)
      .as('page');
    return db
      .select({ ...accountRecord, invited: invitationPending, total: page.total })
      .from(page)
      .innerJoin(accounts, eq(accounts.id, page.id))
      .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
      .leftJoin(profiles, eq(profiles.accountId, accounts.id))
      .orderBy(...orderBy(plain));
  };
  const upToCap = db
    .select({ one: sql`1` })
    .from(accounts)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('matches');
  return {
    filtered,
    rows: pageOf(filtered ? 'matches' : 'sort-index'),
    broadRows: pageOf('sort-index'),
    matchesUpTo: db.select({ value: count() }).from(upToCap),
    total: db.select({ value: count() }).from(accounts).where(where),
  };
}

export type AccountList = {
  /** `invited`: the invitation is pending (the list marks it). */
  rows: (AccountRecord & { invited: boolean })[];
  total: number;
  /** More than `total` match (SEARCH_TOTAL_CAP): the total is a lower bound. */
  capped: boolean;
};

/** One page of a portal's accounts (search in name or e-mail, by role) and the total. */
export async function listAccounts(db: Db, params: ListAccountsParams): Promise<AccountList> {
  const queries = accountListQueries(db, params);
  const strip = (rows: (AccountRecord & { invited: boolean; total: number | null })[]) =>
    rows.map(({ total: _, ...row }) => row);
  if (queries.filtered) {
    const [matches] = await queries.matchesUpTo;
    if ((matches?.value ?? 0) > SEARCH_TOTAL_CAP) {
      return { rows: strip(await queries.broadRows), total: SEARCH_TOTAL_CAP, capped: true };
    }
  }
  const rows = await queries.rows;
  const counted = rows[0]?.total;
  // Unfiltered, or a page past the last match: the total comes from counting.
  const total =
    counted ??
    (queries.filtered && params.page.number === 1 ? 0 : (await queries.total)[0]?.value) ??
    0;
  return { rows: strip(rows), total, capped: false };
}
