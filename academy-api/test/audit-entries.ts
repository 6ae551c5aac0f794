import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '../../shared/audit/audit-actions';
import type { Db } from '../db/database';
import { accounts, auditEvents } from '../db/schema';

/** The newest audit entry of an action (the tests of what a route writes to the log). */
export async function lastAudit(db: Db, action: AuditAction) {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(sql`${auditEvents.seq} desc`)
    .limit(1);
  return row;
}

/** How many accounts there are: a refusal that made one shows here. */
export async function accountCount(db: Db) {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(accounts))[0]?.n ?? 0;
}
