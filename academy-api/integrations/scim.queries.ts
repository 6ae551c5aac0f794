import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { ACADEMY_ROLES } from '../../shared/access/roles';
import type { ScimComparison, ScimFilter } from '../../shared/integrations/scim';
import { SCIM_TOKEN_PREFIX } from '../../shared/integrations/scim';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  contracts,
  entities,
  scimGroupMembers,
  scimGroups,
  scimTokens,
  scimUsers,
} from '../db/schema';

/* ---------------------------------------------------------------- tokens */

export type ScimTokenRow = {
  id: string;
  name: string;
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const tokenColumns = {
  id: scimTokens.id,
  name: scimTokens.name,
  hint: scimTokens.hint,
  createdAt: scimTokens.createdAt,
  lastUsedAt: scimTokens.lastUsedAt,
  revokedAt: scimTokens.revokedAt,
};

export function listScimTokens(db: Db, portalId: string): Promise<ScimTokenRow[]> {
  return db
    .select(tokenColumns)
    .from(scimTokens)
    .where(eq(scimTokens.portalId, portalId))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
}

/** A new token: the answer holds it this once; only its sha256 is kept. */
export async function createScimToken(
  db: Db,
  params: { portalId: string; name: string; createdBy: string },
): Promise<{ row: ScimTokenRow; token: string }> {
  const token = `${SCIM_TOKEN_PREFIX}${newToken()}`;
  const [row] = await db
    .insert(scimTokens)
    .values({
      portalId: params.portalId,
      name: params.name,
      tokenHash: hashToken(token),
      hint: token.slice(0, SCIM_TOKEN_PREFIX.length + 4),
      createdBy: params.createdBy,
    })
    .returning(tokenColumns);
  if (!row) throw new Error('Inserting a SCIM token returned no row');
  return { row, token };
}

export async function revokeScimToken(db: Db, portalId: string, id: string) {
  const [row] = await db
    .update(scimTokens)
    .set({ revokedAt: sql`coalesce(${scimTokens.revokedAt}, now())` })
    .where(and(eq(scimTokens.id, id), eq(scimTokens.portalId, portalId)))
    .returning(tokenColumns);
  return row ?? null;
}

/**
 * The token a request presents, if it is this portal's: live, or revoked (the caller refuses
 * it, and the audit says a revoked token was tried). A live token's last use is written at most
 * once a minute.
 */
export async function findScimToken(db: Db, params: { token: string; portalId: string }) {
  const [row] = await db
    .select({ ...tokenColumns, portalId: scimTokens.portalId })
    .from(scimTokens)
    .where(eq(scimTokens.tokenHash, hashToken(params.token)));
  if (!row || row.portalId !== params.portalId) return null;
  if (!row.revokedAt && (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000)) {
    await db.update(scimTokens).set({ lastUsedAt: sql`now()` }).where(eq(scimTokens.id, row.id));
  }
  return row;
}

/* ---------------------------------------------------------------- users */

export type ScimUserRow = {
  id: string;
  email: string;
  fullName: string;
  locale: string;
  createdAt: Date;
  deactivatedAt: Date | null;
  entityId: string;
  entityName: string | null;
  provisioned: boolean;
  userName: string | null;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  updatedAt: Date | null;
  groups: { id: string; displayName: string }[];
};

const userColumns = sql`a.id, a.email, a.full_name, a.locale, a.created_at, a.deactivated_at,
  a.entity_id, e.name as entity_name, su.account_id is not null as provisioned, su.user_name,
  su.external_id, su.given_name, su.family_name, su.updated_at,
  coalesce((select json_agg(json_build_object('id', g.id, 'displayName', g.display_name)
    order by g.display_name) from scim_group_members m join scim_groups g on g.id = m.group_id
    where m.account_id = a.id), '[]'::json) as groups`;

/**
 * The accounts SCIM sees: the portal's, not erased; a deactivated one only while SCIM still
 * knows it (DELETE forgets it: RFC 7644 §3.6 wants a 404 after, the account and its history stay).
 * Never an academy role's holder: they act on every portal, which one portal's identity provider
 * must not deactivate or change.
 */
const notAcademy = sql`not exists (select 1 from account_roles r where r.account_id = a.id
    and r.role in (${sql.join(
      ACADEMY_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )}))`;

const userScope = (portalId: string) => sql`a.portal_id = ${portalId} and a.erased_at is null
  and (a.deactivated_at is null or su.account_id is not null) and ${notAcademy}`;

/** What a filter on Users reads (no filter names the organisation). */
const userFilterFrom = sql`from accounts a left join scim_users su on su.account_id = a.id`;
const userFrom = sql`${userFilterFrom} left join entities e on e.id = a.entity_id`;

type RawUser = Record<string, unknown>;

function userOf(row: RawUser): ScimUserRow {
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    id: row.id as string,
    email: row.email as string,
    fullName: row.full_name as string,
    locale: row.locale as string,
    createdAt: date(row.created_at) as Date,
    deactivatedAt: date(row.deactivated_at),
    entityId: row.entity_id as string,
    entityName: (row.entity_name as string | null) ?? null,
    provisioned: Boolean(row.provisioned),
    userName: (row.user_name as string | null) ?? null,
    externalId: (row.external_id as string | null) ?? null,
    givenName: (row.given_name as string | null) ?? null,
    familyName: (row.family_name as string | null) ?? null,
    updatedAt: date(row.updated_at),
    groups: (typeof row.groups === 'string' ? JSON.parse(row.groups) : row.groups) as {
      id: string;
      displayName: string;
    }[],
  };
}

const rowsOf = (result: unknown) => (result as { rows: RawUser[] }).rows;

/** The SQL of a User attribute path a filter may name; null: one we do not filter on. */
/**
 * A column a filter names: its SQL, whether it compares case-sensitively, and whether it is never
 * null (then a comparison is written bare, so an index on it can serve; a nullable one is wrapped
 * in coalesce so that null compares false, never unknown under `not`).
 */
type FilterColumn = { sql: SQL; caseExact: boolean; kind?: 'boolean'; notNull?: true };

function userColumn(path: string): FilterColumn | null {
  switch (path) {
    case 'id':
      return { sql: sql`a.id::text`, caseExact: true, notNull: true };
    case 'username':
      return { sql: sql`coalesce(su.user_name, a.email)`, caseExact: false, notNull: true };
    case 'emails':
    case 'emails.value':
      return { sql: sql`a.email`, caseExact: false, notNull: true };
    case 'externalid':
      return { sql: sql`su.external_id`, caseExact: true };
    case 'displayname':
    case 'name.formatted':
      return { sql: sql`a.full_name`, caseExact: false, notNull: true };
    case 'name.givenname':
      return { sql: sql`su.given_name`, caseExact: false };
    case 'name.familyname':
      return { sql: sql`su.family_name`, caseExact: false };
    case 'active':
      return { sql: sql`(a.deactivated_at is null)`, caseExact: true, kind: 'boolean' };
    case 'emails.type':
      return { sql: sql`'work'`, caseExact: false };
    case 'emails.primary':
      return { sql: sql`true`, caseExact: true, kind: 'boolean' };
    case 'meta.created':
      return { sql: sql`a.created_at`, caseExact: true };
    case 'meta.lastmodified':
      return { sql: sql`coalesce(su.updated_at, a.created_at)`, caseExact: true };
    default:
      return null;
  }
}

function groupColumn(path: string): FilterColumn | null {
  switch (path) {
    case 'id':
      return { sql: sql`g.id::text`, caseExact: true };
    case 'displayname':
      return { sql: sql`g.display_name`, caseExact: false };
    case 'externalid':
      return { sql: sql`g.external_id`, caseExact: true };
    case 'members':
    case 'members.value':
      return {
        sql: sql`(select string_agg(m.account_id::text, ' ') from scim_group_members m where m.group_id = g.id)`,
        caseExact: true,
      };
    default:
      return null;
  }
}

export class UnknownFilterAttributeError extends Error {}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function comparisonSql(comparison: ScimComparison, columnOf: typeof userColumn): SQL {
  const column = columnOf(comparison.path);
  if (!column) throw new UnknownFilterAttributeError(comparison.path);
  const { op } = comparison;
  let condition: SQL;
  if (op === 'pr') condition = sql`(${column.sql} is not null and ${column.sql}::text <> '')`;
  else if (op === 'np') condition = sql`(${column.sql} is null or ${column.sql}::text = '')`;
  else if (column.kind === 'boolean') {
    if (typeof comparison.value !== 'boolean' || (op !== 'eq' && op !== 'ne')) {
      throw new UnknownFilterAttributeError(comparison.path);
    }
    condition =
      op === 'eq'
        ? sql`${column.sql} = ${comparison.value}`
        : sql`${column.sql} <> ${comparison.value}`;
  } else {
    const raw = String(comparison.value ?? '');
    const lhs = column.caseExact ? sql`${column.sql}::text` : sql`lower(${column.sql}::text)`;
    const value = column.caseExact ? raw : raw.toLowerCase();
    const test = (comparisonSql: SQL, whenNull: boolean) =>
      column.notNull ? comparisonSql : sql`coalesce(${comparisonSql}, ${whenNull})`;
    const like = (pattern: string) => test(sql`${lhs} like ${pattern}`, false);
    switch (op) {
      case 'eq':
        condition = test(sql`${lhs} = ${value}`, false);
        break;
      case 'ne':
        condition = test(sql`${lhs} <> ${value}`, true);
        break;
      case 'co':
        condition = like(`%${escapeLike(value)}%`);
        break;
      case 'sw':
        condition = like(`${escapeLike(value)}%`);
        break;
      case 'ew':
        condition = like(`%${escapeLike(value)}`);
        break;
      case 'gt':
        condition = test(sql`${lhs} > ${value}`, false);
        break;
      case 'ge':
        condition = test(sql`${lhs} >= ${value}`, false);
        break;
      case 'lt':
        condition = test(sql`${lhs} < ${value}`, false);
        break;
      default:
        condition = test(sql`${lhs} <= ${value}`, false);
    }
  }
  return comparison.negated ? sql`not ${condition}` : condition;
}

/** A filter as SQL over the columns `columnOf` names (a member of a group: `members eq id`). */
export function filterSql(filter: ScimFilter | null, columnOf: typeof userColumn): SQL {
  if (!filter || filter.length === 0) return sql`true`;
  const groups = filter.map(
    (branch) =>
      sql`(${sql.join(
        branch.map((comparison) =>
          columnOf === groupColumn &&
          comparison.path.startsWith('members') &&
          comparison.op === 'eq'
            ? sql`exists (select 1 from scim_group_members m where m.group_id = g.id
              and m.account_id::text = ${String(comparison.value)})`
            : comparisonSql(comparison, columnOf),
        ),
        sql` and `,
      )})`,
  );
  return sql`(${sql.join(groups, sql` or `)})`;
}

type PageParams = {
  portalId: string;
  filter: ScimFilter | null;
  startIndex: number;
  count: number;
};

/**
 * One page of a list (oldest first, by id on a tie) and how many match in all. The page's keys
 * are found first and only its rows are read in full (their groups aggregated): a page deep in
 * the list does not build every row before it (bench:scim).
 */
async function listPage<T>(
  db: Db,
  query: {
    key: SQL;
    columns: SQL;
    from: SQL;
    /** The joins the filter needs (the count reads no more); `from` when not given. */
    filterFrom?: SQL;
    where: SQL;
    order: SQL;
    of: (row: RawUser) => T;
  },
  params: PageParams,
) {
  const filterFrom = query.filterFrom ?? query.from;
  const [total] = rowsOf(
    await db.execute(sql`select count(*)::int as n ${filterFrom} where ${query.where}`),
  );
  const rows =
    params.count === 0
      ? []
      : rowsOf(
          await db.execute(sql`select ${query.columns} ${query.from}
            where ${query.key} in (select ${query.key} ${filterFrom} where ${query.where}
              order by ${query.order} offset ${params.startIndex - 1} limit ${params.count})
            order by ${query.order}`),
        );
  return { total: Number(total?.n ?? 0), rows: rows.map(query.of) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The accounts one equality (or user-name prefix) of a filter can match, found by an index
 * (null: not such a comparison). An identity provider looks every person up this way on every cycle (`userName eq`,
 * `externalId eq`), and `coalesce(su.user_name, a.email)` itself can use no index.
 */
function userCandidates(portalId: string, comparison: ScimComparison): SQL | null {
  if (comparison.negated || typeof comparison.value !== 'string') return null;
  const value = comparison.value;
  // `userName sw`: a prefix of three or more characters, by the same two indexes (trigrams on
  // the e-mail address, the user name's btree); a shorter one would match too many to help.
  if (comparison.op === 'sw' && comparison.path === 'username' && value.length >= 3) {
    const prefix = `${escapeLike(value.toLowerCase())}%`;
    return sql`select s.account_id from scim_users s where s.portal_id = ${portalId}
      and lower(s.user_name) like ${prefix}
      union all select c.id from accounts c where lower(c.email) like ${prefix}`;
  }
  if (comparison.op !== 'eq') return null;
  switch (comparison.path) {
    case 'username':
      return sql`select s.account_id from scim_users s where s.portal_id = ${portalId}
        and lower(s.user_name) = ${value.toLowerCase()}
        union all select c.id from accounts c where lower(c.email) = ${value.toLowerCase()}`;
    case 'emails':
    case 'emails.value':
      return sql`select c.id from accounts c where lower(c.email) = ${value.toLowerCase()}`;
    case 'externalid':
      return sql`select s.account_id from scim_users s where s.portal_id = ${portalId}
        and s.external_id = ${value}`;
    case 'id':
      return UUID.test(value)
        ? sql`select c.id from accounts c where c.id = ${value.toLowerCase()}::uuid`
        : sql`select null::uuid where false`;
    default:
      return null;
  }
}

/**
 * A condition no weaker than the filter that an index can serve: when every `or` branch has an
 * equality userCandidates knows, the accounts any of them can match. It narrows; the filter
 * itself still decides.
 */
function userNarrowing(portalId: string, filter: ScimFilter | null): SQL {
  if (!filter || filter.length === 0) return sql`true`;
  const branches: SQL[] = [];
  for (const branch of filter) {
    const found = branch
      .map((comparison) => userCandidates(portalId, comparison))
      .find((candidate) => candidate !== null);
    if (!found) return sql`true`;
    branches.push(found);
  }
  return sql`a.id in (${sql.join(branches, sql` union all `)})`;
}

export function listScimUsers(db: Db, params: PageParams) {
  const where = sql`${userScope(params.portalId)} and ${userNarrowing(params.portalId, params.filter)}
    and ${filterSql(params.filter, userColumn)}`;
  return listPage(
    db,
    {
      key: sql`a.id`,
      columns: userColumns,
      from: userFrom,
      filterFrom: userFilterFrom,
      where,
      order: sql`a.created_at, a.id`,
      of: userOf,
    },
    params,
  );
}

export async function findScimUser(db: Db, params: { portalId: string; id: string }) {
  const rows = rowsOf(
    await db.execute(sql`select ${userColumns} ${userFrom}
      where ${userScope(params.portalId)} and a.id = ${params.id}`),
  );
  return rows[0] ? userOf(rows[0]) : null;
}

/** An account of any portal with this address (the e-mail is unique across portals). */
export async function findAccountByEmail(db: Db, email: string) {
  const rows = rowsOf(
    await db.execute(sql`select a.id, a.portal_id, a.deactivated_at, a.erased_at,
      su.account_id is not null as provisioned
      from accounts a left join scim_users su on su.account_id = a.id
      where lower(a.email) = ${email.toLowerCase()}`),
  );
  const row = rows[0];
  return row
    ? {
        id: row.id as string,
        portalId: row.portal_id as string,
        deactivated: row.deactivated_at !== null,
        erased: row.erased_at !== null,
        provisioned: Boolean(row.provisioned),
      }
    : null;
}

/** The organisation of this name on the portal, made (with an empty contract) when it is new. */
export async function entityNamed(db: Db, portalId: string, name: string): Promise<string> {
  const [found] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(eq(entities.portalId, portalId), eq(sql`lower(${entities.name})`, name.toLowerCase())),
    )
    .limit(1);
  if (found) return found.id;
  const [made] = await db
    .insert(entities)
    .values({ portalId, name })
    .returning({ id: entities.id });
  if (!made) throw new Error('Inserting an entity returned no row');
  await db.insert(contracts).values({ entityId: made.id });
  return made.id;
}

export type ScimUserWrite = {
  email: string;
  fullName: string;
  locale: string | null;
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  organisation: string | null;
};

/** A provisioned person: an account (a student, no password yet) and its SCIM record. */
export async function insertScimUser(db: Db, portalId: string, user: ScimUserWrite) {
  return db.transaction(async (tx) => {
    const entityId = await entityNamed(tx, portalId, user.organisation ?? user.fullName);
    const [account] = await tx
      .insert(accounts)
      .values({
        portalId,
        entityId,
        email: user.email,
        fullName: user.fullName,
        ...(user.locale ? { locale: user.locale } : {}),
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('Inserting an account returned no row');
    await tx.insert(accountRoles).values({ accountId: account.id, role: 'student' });
    await upsertScimRecord(tx, portalId, account.id, user);
    return account.id;
  });
}

async function upsertScimRecord(db: Db, portalId: string, accountId: string, user: ScimUserWrite) {
  const values = {
    userName: user.userName,
    externalId: user.externalId,
    givenName: user.givenName,
    familyName: user.familyName,
    updatedAt: new Date(),
  };
  await db
    .insert(scimUsers)
    .values({ accountId, portalId, ...values })
    .onConflictDoUpdate({ target: scimUsers.accountId, set: values });
}

/** Writes a User's attributes to its account and SCIM record (PUT, PATCH, a POST that relinks). */
export async function updateScimUser(
  db: Db,
  params: { portalId: string; accountId: string; user: ScimUserWrite },
) {
  const { user } = params;
  await db.transaction(async (tx) => {
    const entityId = user.organisation
      ? await entityNamed(tx, params.portalId, user.organisation)
      : null;
    await tx
      .update(accounts)
      .set({
        email: user.email,
        fullName: user.fullName,
        ...(user.locale ? { locale: user.locale } : {}),
        ...(entityId ? { entityId } : {}),
      })
      .where(and(eq(accounts.id, params.accountId), eq(accounts.portalId, params.portalId)));
    await upsertScimRecord(tx, params.portalId, params.accountId, user);
  });
}

/** DELETE: SCIM forgets the person (404 from now on); the deactivated account stays. */
export async function forgetScimUser(db: Db, accountId: string) {
  await db.delete(scimUsers).where(eq(scimUsers.accountId, accountId));
  await db.delete(scimGroupMembers).where(eq(scimGroupMembers.accountId, accountId));
}

/* ---------------------------------------------------------------- groups */

/** The accounts in a group. */
async function membersOf(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ accountId: scimGroupMembers.accountId })
    .from(scimGroupMembers)
    .where(eq(scimGroupMembers.groupId, groupId));
  return rows.map((row) => row.accountId);
}

export type ScimGroupRow = {
  id: string;
  displayName: string;
  externalId: string | null;
  role: string | null;
  entityId: string | null;
  entityName: string | null;
  createdAt: Date;
  updatedAt: Date;
  members: { value: string; display: string }[];
};

const groupColumns = sql`g.id, g.display_name, g.external_id, g.role, g.entity_id,
  e.name as entity_name, g.created_at, g.updated_at,
  coalesce((select json_agg(json_build_object('value', a.id, 'display', a.full_name)
    order by a.full_name) from scim_group_members m join accounts a on a.id = m.account_id
    where m.group_id = g.id), '[]'::json) as members`;

function groupOf(row: RawUser): ScimGroupRow {
  return {
    id: row.id as string,
    displayName: row.display_name as string,
    externalId: (row.external_id as string | null) ?? null,
    role: (row.role as string | null) ?? null,
    entityId: (row.entity_id as string | null) ?? null,
    entityName: (row.entity_name as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
    members: (typeof row.members === 'string' ? JSON.parse(row.members) : row.members) as {
      value: string;
      display: string;
    }[],
  };
}

const groupFrom = sql`from scim_groups g left join entities e on e.id = g.entity_id`;

export function listScimGroups(db: Db, params: PageParams) {
  const where = sql`g.portal_id = ${params.portalId} and ${filterSql(params.filter, groupColumn)}`;
  return listPage(
    db,
    {
      key: sql`g.id`,
      columns: groupColumns,
      from: groupFrom,
      where,
      order: sql`g.created_at, g.id`,
      of: groupOf,
    },
    params,
  );
}

export async function findScimGroup(db: Db, params: { portalId: string; id: string }) {
  const rows = rowsOf(
    await db.execute(sql`select ${groupColumns} ${groupFrom}
      where g.portal_id = ${params.portalId} and g.id = ${params.id}`),
  );
  return rows[0] ? groupOf(rows[0]) : null;
}

export async function findScimGroupByName(db: Db, portalId: string, displayName: string) {
  const [row] = await db
    .select({ id: scimGroups.id, externalId: scimGroups.externalId })
    .from(scimGroups)
    .where(
      and(
        eq(scimGroups.portalId, portalId),
        eq(sql`lower(${scimGroups.displayName})`, displayName.toLowerCase()),
      ),
    );
  return row ?? null;
}

/** Of these ids, the portal's accounts SCIM may name (not erased). */
export async function portalAccountIds(db: Db, portalId: string, ids: readonly string[]) {
  const wanted = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return new Set<string>();
  const rows = rowsOf(
    await db.execute(sql`select a.id from accounts a where a.portal_id = ${portalId} and ${notAcademy}
      and a.erased_at is null and a.id::text in (${sql.join(
        wanted.map((id) => sql`${id.toLowerCase()}`),
        sql`, `,
      )})`),
  );
  return new Set(rows.map((row) => row.id as string));
}

/**
 * A group's name, externalId and members as the identity provider says (members: the whole
 * list), and what its mapping gives: a role group's new members hold the role, its former members
 * lose it unless another role group of theirs gives it; an organisation group's members belong
 * to the organisation. The ids of the accounts whose roles or organisation changed.
 */
export async function writeScimGroup(
  db: Db,
  params: {
    portalId: string;
    id: string | null;
    displayName: string;
    externalId: string | null;
    members: readonly string[];
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    let id = params.id;
    if (id) {
      await tx
        .update(scimGroups)
        .set({
          displayName: params.displayName,
          externalId: params.externalId,
          updatedAt: new Date(),
        })
        .where(and(eq(scimGroups.id, id), eq(scimGroups.portalId, params.portalId)));
    } else {
      const [made] = await tx
        .insert(scimGroups)
        .values({
          portalId: params.portalId,
          displayName: params.displayName,
          externalId: params.externalId,
        })
        .returning({ id: scimGroups.id });
      if (!made) throw new Error('Inserting a SCIM group returned no row');
      id = made.id;
    }
    const before = await membersOf(tx, id);
    const wanted = new Set(params.members);
    const removed = before.filter((member) => !wanted.has(member));
    const added = [...wanted].filter((member) => !before.includes(member));
    if (removed.length > 0) {
      await tx.execute(sql`delete from scim_group_members where group_id = ${id}
        and account_id in (${sql.join(
          removed.map((m) => sql`${m}::uuid`),
          sql`, `,
        )})`);
    }
    if (added.length > 0) {
      await tx
        .insert(scimGroupMembers)
        .values(added.map((accountId) => ({ groupId: id as string, accountId })))
        .onConflictDoNothing();
    }
    await applyGroupMapping(tx, id, added, removed);
    return id;
  });
}

/** What a group's mapping gives its new members, and takes from its former ones. */
export async function applyGroupMapping(
  db: Db,
  groupId: string,
  added: readonly string[],
  removed: readonly string[],
) {
  const [group] = await db
    .select({ role: scimGroups.role, entityId: scimGroups.entityId })
    .from(scimGroups)
    .where(eq(scimGroups.id, groupId));
  if (!group) return;
  if (group.role && added.length > 0) {
    await db
      .insert(accountRoles)
      .values(added.map((accountId) => ({ accountId, role: group.role as string })))
      .onConflictDoNothing();
  }
  if (group.role && removed.length > 0) {
    // Another role group of theirs may give it still.
    await db.execute(sql`delete from account_roles r where r.role = ${group.role}
      and r.account_id in (${sql.join(
        removed.map((m) => sql`${m}::uuid`),
        sql`, `,
      )})
      and not exists (select 1 from scim_group_members m join scim_groups g on g.id = m.group_id
        where m.account_id = r.account_id and g.role = ${group.role})`);
  }
  if (group.entityId && added.length > 0) {
    await db.execute(sql`update accounts set entity_id = ${group.entityId}
      where id in (${sql.join(
        added.map((m) => sql`${m}::uuid`),
        sql`, `,
      )})`);
  }
}

export async function deleteScimGroup(db: Db, params: { portalId: string; id: string }) {
  return db.transaction(async (tx) => {
    const members = await membersOf(tx, params.id);
    await tx.delete(scimGroupMembers).where(eq(scimGroupMembers.groupId, params.id));
    await applyGroupMapping(tx, params.id, [], members);
    const [gone] = await tx
      .delete(scimGroups)
      .where(and(eq(scimGroups.id, params.id), eq(scimGroups.portalId, params.portalId)))
      .returning({ id: scimGroups.id });
    return Boolean(gone);
  });
}

/* ------------------------------------------------- the admin's group mapping */

/** Every group of the portal with its mapping and member count (the Provisioning section). */
export async function listGroupMappings(db: Db, portalId: string) {
  const rows = rowsOf(
    await db.execute(sql`select g.id, g.display_name, g.role, g.entity_id, e.name as entity_name,
      (select count(*)::int from scim_group_members m where m.group_id = g.id) as members
      from scim_groups g left join entities e on e.id = g.entity_id
      where g.portal_id = ${portalId} order by lower(g.display_name)`),
  );
  return rows.map((row) => ({
    id: row.id as string,
    displayName: row.display_name as string,
    role: (row.role as string | null) ?? null,
    entityId: (row.entity_id as string | null) ?? null,
    entityName: (row.entity_name as string | null) ?? null,
    members: Number(row.members),
  }));
}

/**
 * Sets what a group maps to (a role, an organisation or nothing), named ahead by the admin when
 * the identity provider has not pushed it yet. The new mapping applies to its members at once;
 * the roles the old one gave are taken back (unless another group gives them).
 */
export async function mapGroup(
  db: Db,
  params: {
    portalId: string;
    id: string | null;
    displayName: string;
    role: string | null;
    entityId: string | null;
  },
) {
  return db.transaction(async (tx) => {
    let id = params.id;
    if (!id) {
      const existing = await findScimGroupByName(tx, params.portalId, params.displayName);
      id = existing?.id ?? null;
    }
    if (!id) {
      const [made] = await tx
        .insert(scimGroups)
        .values({ portalId: params.portalId, displayName: params.displayName })
        .returning({ id: scimGroups.id });
      if (!made) throw new Error('Inserting a SCIM group returned no row');
      id = made.id;
    }
    const members = await membersOf(tx, id);
    // The old mapping's roles go first (as if the members left), then the new one's come.
    await tx.delete(scimGroupMembers).where(eq(scimGroupMembers.groupId, id));
    await applyGroupMapping(tx, id, [], members);
    const [row] = await tx
      .update(scimGroups)
      .set({ role: params.role, entityId: params.entityId, updatedAt: new Date() })
      .where(and(eq(scimGroups.id, id), eq(scimGroups.portalId, params.portalId)))
      .returning({ id: scimGroups.id });
    if (members.length > 0) {
      await tx
        .insert(scimGroupMembers)
        .values(members.map((accountId) => ({ groupId: id as string, accountId })));
      await applyGroupMapping(tx, id, members, []);
    }
    return row?.id ?? null;
  });
}

export async function portalEntity(db: Db, portalId: string, id: string) {
  const [row] = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(and(eq(entities.id, id), eq(entities.portalId, portalId)));
  return row ?? null;
}
