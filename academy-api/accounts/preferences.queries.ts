import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { accountPreferences } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export type Preference = typeof accountPreferences.$inferSelect;

/** Signals that the account already has a preference with this property. */
export class PropertyTakenError extends Error {}

const ofAccount = (scope: AccountScope, id: string) =>
  and(eq(accountPreferences.accountId, scope.accountId), eq(accountPreferences.id, id));

export async function listPreferences(
  db: Db,
  params: { scope: AccountScope; property?: string; page: { number: number; size: number } },
) {
  const conditions: SQL[] = [eq(accountPreferences.accountId, params.scope.accountId)];
  if (params.property !== undefined)
    conditions.push(eq(accountPreferences.property, params.property));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(accountPreferences)
    .where(where)
    .orderBy(asc(accountPreferences.property))
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(accountPreferences).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findPreference(db: Db, params: { scope: AccountScope; id: string }) {
  const [row] = await db
    .select()
    .from(accountPreferences)
    .where(ofAccount(params.scope, params.id));
  return row ?? null;
}

export async function createPreference(
  db: Db,
  params: { scope: AccountScope; property: string; payload: unknown },
): Promise<Preference> {
  const [row] = await db
    .insert(accountPreferences)
    .values({
      accountId: params.scope.accountId,
      property: params.property,
      payload: params.payload,
    })
    .onConflictDoNothing({ target: [accountPreferences.accountId, accountPreferences.property] })
    .returning();
  if (!row) throw new PropertyTakenError();
  return row;
}

export async function updatePreference(
  db: Db,
  params: { scope: AccountScope; id: string; property?: string; payload?: unknown },
): Promise<Preference | null> {
  const changes = {
    ...(params.property !== undefined ? { property: params.property } : {}),
    ...(params.payload !== undefined ? { payload: params.payload } : {}),
  };
  if (Object.keys(changes).length === 0) return findPreference(db, params);
  try {
    const [row] = await db
      .update(accountPreferences)
      .set(changes)
      .where(ofAccount(params.scope, params.id))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new PropertyTakenError();
    throw error;
  }
}

export async function deletePreference(db: Db, params: { scope: AccountScope; id: string }) {
  const rows = await db
    .delete(accountPreferences)
    .where(ofAccount(params.scope, params.id))
    .returning({ id: accountPreferences.id });
  return rows.length > 0;
}
