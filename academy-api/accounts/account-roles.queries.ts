import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { accountRoleChanges, accountRoles, accounts } from '../db/schema';
import { rolesOf } from './sessions.queries';

export type RoleChangeRow = {
  id: string;
  oldRoles: string[];
  newRoles: string[];
  changedBy: string | null;
  changedByName: string;
  changedAt: Date;
};

/** The roles an account of a checked scope holds (null: no such account on that portal). */
export async function accountRolesOf(
  db: Db,
  params: { scope: AccountScope },
): Promise<string[] | null> {
  const { accountId, portalId } = params.scope;
  const [row] = await db
    .select({ roles: rolesOf })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.portalId, portalId)));
  return row?.roles ?? null;
}

/**
 * Sets an account's roles and records the change (who, before → after, when) in one
 * transaction. The account row is locked, so two admins changing the same account one after
 * the other each start from the other's result; `check` sees the roles as they are under that
 * lock and may refuse (it throws). Setting the roles to what they are changes and records
 * nothing. Sessions read the roles on every request, so the account's next page follows.
 */
export async function setAccountRoles(
  db: Db,
  params: {
    scope: AccountScope;
    roles: string[];
    changedBy: string;
    check: (current: string[]) => void;
  },
): Promise<{ roles: string[]; change: RoleChangeRow | null } | null> {
  const { accountId, portalId } = params.scope;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.portalId, portalId)))
      .for('update');
    if (!account) return null;
    const current = (
      await tx
        .select({ role: accountRoles.role })
        .from(accountRoles)
        .where(eq(accountRoles.accountId, accountId))
    ).map((row) => row.role);
    params.check(current);
    const same =
      current.length === params.roles.length &&
      params.roles.every((role) => current.includes(role));
    if (same) return { roles: params.roles, change: null };
    await tx.delete(accountRoles).where(eq(accountRoles.accountId, accountId));
    await tx.insert(accountRoles).values(params.roles.map((role) => ({ accountId, role })));
    const [change] = await tx
      .insert(accountRoleChanges)
      .values({
        portalId,
        accountId,
        oldRoles: current,
        newRoles: params.roles,
        changedBy: params.changedBy,
        changedByName: sql`(select ${accounts.fullName} from ${accounts} where ${accounts.id} = ${params.changedBy})`,
      })
      .returning();
    return { roles: params.roles, change: (change as RoleChangeRow | undefined) ?? null };
  });
}

/** An account's role changes, newest first (account_role_changes_account_changed_idx). */
export async function listRoleChanges(
  db: Db,
  params: { scope: AccountScope; page: { limit: number; offset: number } },
) {
  const { accountId, portalId } = params.scope;
  const where = and(
    eq(accountRoleChanges.accountId, accountId),
    eq(accountRoleChanges.portalId, portalId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accountRoleChanges.id,
        oldRoles: accountRoleChanges.oldRoles,
        newRoles: accountRoleChanges.newRoles,
        changedBy: accountRoleChanges.changedBy,
        changedByName: accountRoleChanges.changedByName,
        changedAt: accountRoleChanges.changedAt,
      })
      .from(accountRoleChanges)
      .where(where)
      .orderBy(desc(accountRoleChanges.changedAt), desc(accountRoleChanges.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(accountRoleChanges).where(where),
  ]);
  return { rows: rows as RoleChangeRow[], total: total?.value ?? 0 };
}
