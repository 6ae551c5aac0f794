import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PortalFeatureFlag } from '../../shared/portals/feature-flags';
import type { Db } from '../db/database';
import { accounts, featureFlagChanges, portals } from '../db/schema';

export type FlagChangeRow = {
  id: string;
  flag: PortalFeatureFlag;
  oldValue: boolean;
  newValue: boolean;
  changedBy: string | null;
  changedByName: string;
  changedAt: Date;
};

/** A portal's feature flags (spec §6, stored in portals.features), or null for no such portal. */
export async function portalFeatures(db: Db, params: { portalId: string }) {
  const [row] = await db
    .select({ features: portals.features })
    .from(portals)
    .where(eq(portals.id, params.portalId));
  return row?.features ?? null;
}

/**
 * Turns one flag on or off and records the change (who, old → new, when) in one transaction;
 * the portal row is locked, so two admins switching flags at once each see the other's result.
 * Setting a flag to what it is changes and records nothing. The portal's version rises with the
 * change (migration 0008), and every request reads the flags afresh: the next one follows it.
 */
export async function setFeatureFlag(
  db: Db,
  params: { portalId: string; flag: PortalFeatureFlag; enabled: boolean; accountId: string },
): Promise<{ features: string[]; change: FlagChangeRow | null } | null> {
  return db.transaction(async (tx) => {
    const [portal] = await tx
      .select({ features: portals.features })
      .from(portals)
      .where(eq(portals.id, params.portalId))
      .for('update');
    if (!portal) return null;
    const was = portal.features.includes(params.flag);
    if (was === params.enabled) return { features: portal.features, change: null };
    const features = params.enabled
      ? [...portal.features, params.flag]
      : portal.features.filter((flag) => flag !== params.flag);
    await tx.update(portals).set({ features }).where(eq(portals.id, params.portalId));
    const [change] = await tx
      .insert(featureFlagChanges)
      .values({
        portalId: params.portalId,
        flag: params.flag,
        oldValue: was,
        newValue: params.enabled,
        changedBy: params.accountId,
        changedByName: sql`(select ${accounts.fullName} from ${accounts} where ${accounts.id} = ${params.accountId})`,
      })
      .returning();
    return { features, change: change ?? null };
  });
}

/** A portal's flag changes, newest first (feature_flag_changes_portal_changed_idx). */
export async function listFlagChanges(
  db: Db,
  params: { portalId: string; flag?: string; page: { limit: number; offset: number } },
) {
  const where = and(
    eq(featureFlagChanges.portalId, params.portalId),
    // The filter as given: a name that is no flag matches no row.
    params.flag ? eq(featureFlagChanges.flag, params.flag as PortalFeatureFlag) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(featureFlagChanges)
      .where(where)
      .orderBy(desc(featureFlagChanges.changedAt), desc(featureFlagChanges.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(featureFlagChanges).where(where),
  ]);
  return { rows: rows as FlagChangeRow[], total: total?.value ?? 0 };
}
