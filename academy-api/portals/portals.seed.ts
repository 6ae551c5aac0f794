import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  contracts,
  entities,
  portalDomains,
  portalLanguages,
  portalParameters,
  portals,
  themes,
} from '../db/schema';
import { ENTITIES, PORTALS, type PortalSeed } from '../db/seed-data';

async function insertPortal(db: Db, seed: PortalSeed): Promise<string> {
  const [portal] = await db
    .insert(portals)
    .values({
      key: seed.key,
      name: seed.name,
      information: seed.information,
      features: seed.features,
      logoUrl: seed.logoUrl,
    })
    .returning({ id: portals.id });
  if (!portal) throw new Error(`Seeding portal ${seed.key} returned no row`);
  const portalId = portal.id;
  await db.insert(portalDomains).values(
    seed.domains.map((domain, position) => ({
      portalId,
      domain,
      // The demo's address; on a loopback domain the app prints the port of each request instead
      // (shared/portals/base-url.ts: PORT=3100 npm start, the e2e servers on one snapshot).
      baseUrl: `http://${domain}:3000`,
      position,
    })),
  );
  await db.insert(portalLanguages).values(
    seed.languages.map((language, position) => ({
      portalId,
      locale: language.locale,
      isPrimary: position === 0,
      position,
      overrides: JSON.stringify(language.overrides ?? {}),
    })),
  );
  const primary = seed.languages[0]?.locale ?? 'nl';
  await db
    .insert(portalParameters)
    .values({ portalId, type: 'default_language', data: { locale: primary } });
  await db.insert(themes).values({
    portalId,
    colors: { primary: seed.primaryColor },
    styles: {},
    assets: { favicon: seed.favicon ?? null, styles: seed.styles ?? [] },
    version: 1,
  });
  return portalId;
}

/** Creates each missing portal with its domains, languages, parameters and theme; key → id. */
export async function seedPortals(db: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const seed of PORTALS) {
    const [existing] = await db
      .select({ id: portals.id })
      .from(portals)
      .where(eq(portals.key, seed.key));
    ids.set(seed.key, existing?.id ?? (await insertPortal(db, seed)));
  }
  return ids;
}

/** Creates each missing entity with its contract; entity name → id. */
export async function seedEntities(
  db: Db,
  portalIds: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const seed of ENTITIES) {
    const portalId = portalIds.get(seed.portal);
    if (!portalId) throw new Error(`Seed entity ${seed.name}: unknown portal ${seed.portal}`);
    const [existing] = await db
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.portalId, portalId), eq(entities.name, seed.name)));
    if (existing) {
      ids.set(seed.name, existing.id);
      continue;
    }
    const [entity] = await db
      .insert(entities)
      .values({ portalId, name: seed.name })
      .returning({ id: entities.id });
    if (!entity) throw new Error(`Seeding entity ${seed.name} returned no row`);
    await db.insert(contracts).values({ entityId: entity.id, businessModels: seed.businessModels });
    ids.set(seed.name, entity.id);
  }
  return ids;
}
