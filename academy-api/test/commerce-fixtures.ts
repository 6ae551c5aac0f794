import { and, eq } from 'drizzle-orm';
import { accountRoles, accounts, contracts, entities, portals } from '../db/schema';
import type { TestApi } from './api-client';
import { DEMO_EMAILS } from './demo-people';

/**
 * A Demo Academy organisation of its own (a subscription contract) with `n` students who sign
 * in with the demo password, so what a test grants or sells is its own.
 */
export async function freshEntity(t: TestApi, name: string, n: number) {
  const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
  if (!portal) throw new Error('No demo portal');
  const portalId = portal.id;
  // Stijn's hash of the demo password: these students can sign in too.
  const [stijn] = await t.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.portalId, portalId), eq(accounts.email, DEMO_EMAILS.stijn)));
  const [entity] = await t.db.insert(entities).values({ portalId, name }).returning();
  if (!entity) throw new Error('No entity');
  const rows = await t.db
    .insert(accounts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        portalId,
        entityId: entity.id,
        email: `${name.replace(/\W/g, '').toLowerCase()}-${i}-${Date.now()}@example.org`,
        fullName: `${name} student ${i + 1}`,
        passwordHash: stijn?.hash ?? '',
      })),
    )
    .returning({ id: accounts.id, email: accounts.email });
  await t.db
    .insert(accountRoles)
    .values(rows.map((row) => ({ accountId: row.id, role: 'student' })));
  await t.db.insert(contracts).values({ entityId: entity.id, businessModels: ['subscription'] });
  return {
    entityId: entity.id,
    accountIds: rows.map((row) => row.id),
    emails: rows.map((row) => row.email),
  };
}
