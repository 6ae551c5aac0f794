import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { portalDomains, portalLanguages, portalParameters, portals, themes } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/** Signals which unique value is taken: the portal's key, or one of its domains. */
export class TakenError extends Error {
  constructor(readonly field: 'key' | 'domain') {
    super(`${field} taken`);
  }
}

/** Which unique constraint a violation names (the driver may wrap the database's error). */
function violated(error: unknown): string {
  const parts: string[] = [];
  for (
    let e = error as { constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
  ) {
    parts.push(String(e.constraint ?? ''), String(e.message ?? ''));
    e = e.cause as typeof e;
  }
  return parts.join(' ');
}

const takenFrom = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    throw new TakenError(violated(error).includes('portal_domains') ? 'domain' : 'key');
  }
  throw error;
};

export type NewPortal = {
  key: string;
  name: string;
  domains: { domain: string; baseUrl: string }[];
  /** Primary first. */
  locales: string[];
  features: string[];
  primaryColor: string;
};

/**
 * A new portal with its domains, languages, default language and theme, in one transaction.
 * Requests find portals by domain on every request (no list is cached anywhere), so it is
 * served on its domains as soon as this commits.
 */
export async function createPortal(db: Db, input: NewPortal): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [portal] = await tx
        .insert(portals)
        .values({ key: input.key, name: input.name, features: input.features })
        .returning({ id: portals.id });
      if (!portal) throw new Error('Creating a portal returned no row');
      const portalId = portal.id;
      await tx.insert(portalDomains).values(
        input.domains.map((domain, position) => ({
          portalId,
          domain: domain.domain,
          baseUrl: domain.baseUrl,
          position,
        })),
      );
      await tx.insert(portalLanguages).values(
        input.locales.map((locale, position) => ({
          portalId,
          locale,
          isPrimary: position === 0,
          position,
        })),
      );
      await tx
        .insert(portalParameters)
        .values({ portalId, type: 'default_language', data: { locale: input.locales[0] } });
      await tx.insert(themes).values({
        portalId,
        colors: { primary: input.primaryColor },
        assets: { favicon: null, styles: [] },
      });
      return portalId;
    });
  } catch (error) {
    return takenFrom(error);
  }
}

/** Renames a portal or changes its logo (a path of this site, or null for the default logo). */
export async function updatePortal(
  db: Db,
  params: { id: string; name?: string; logoUrl?: string | null },
) {
  const { id, ...changes } = params;
  if (Object.keys(changes).length === 0) return true;
  const updated = await db
    .update(portals)
    .set(changes)
    .where(eq(portals.id, id))
    .returning({ id: portals.id });
  return updated.length > 0;
}

/** Adds a domain last (never the main one; that is the first). */
export async function addDomain(
  db: Db,
  params: { portalId: string; domain: string; baseUrl: string },
) {
  try {
    const [last] = await db
      .select({ position: max(portalDomains.position) })
      .from(portalDomains)
      .where(eq(portalDomains.portalId, params.portalId));
    const [row] = await db
      .insert(portalDomains)
      .values({ ...params, position: (last?.position ?? -1) + 1 })
      .returning();
    return row ?? null;
  } catch (error) {
    return takenFrom(error);
  }
}

export type RemoveDomainResult = 'removed' | 'not_found' | 'last';

/** Removes a domain, unless it is the portal's last one (a portal must stay reachable). */
export async function removeDomain(
  db: Db,
  params: { portalId: string; id: string },
): Promise<RemoveDomainResult> {
  const others = sql`(select count(*) from ${portalDomains} as other
    where other.portal_id = ${params.portalId} and other.id <> ${params.id}) > 0`;
  const removed = await db
    .delete(portalDomains)
    .where(
      and(eq(portalDomains.portalId, params.portalId), eq(portalDomains.id, params.id), others),
    )
    .returning({ id: portalDomains.id });
  if (removed.length > 0) return 'removed';
  const [exists] = await db
    .select({ value: count() })
    .from(portalDomains)
    .where(and(eq(portalDomains.portalId, params.portalId), eq(portalDomains.id, params.id)));
  return (exists?.value ?? 0) > 0 ? 'last' : 'not_found';
}

/** Sets theme colours (merged into the theme's colours; a theme is made when there is none). */
export async function setThemeColors(
  db: Db,
  params: { portalId: string; colors: Record<string, string> },
) {
  const json = JSON.stringify(params.colors);
  await db
    .insert(themes)
    .values({ portalId: params.portalId, colors: params.colors })
    .onConflictDoUpdate({
      target: themes.portalId,
      set: {
        colors: sql`${themes.colors} || ${json}::jsonb`,
        version: sql`${themes.version} + 1`,
      },
    });
}
