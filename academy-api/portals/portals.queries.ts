import { asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  type PortalInformation,
  portalDomains,
  portalLanguages,
  portalParameters,
  portals,
  themes,
} from '../db/schema';
import type { SortField } from '../jsonapi/query';

/** A parameter's data is a JSON object (portal_parameters.data). */
export type PortalParameter = { type: string; data: Record<string, unknown> };
export type PortalDomain = { id: string; domain: string; base_url: string };
export type PortalLanguage = { id: string; locale: string; is_primary: boolean; overrides: string };
export type Theme = {
  id: string;
  colors: Record<string, string>;
  styles: Record<string, unknown>;
  assets: Record<string, unknown>;
  version: number;
};

export type PortalRecord = {
  id: string;
  key: string;
  name: string;
  information: PortalInformation;
  features: string[];
  logoUrl: string | null;
  version: number;
  parameters: PortalParameter[];
  domains: PortalDomain[];
  languages: PortalLanguage[];
  theme: Theme | null;
};

// Children are aggregated in subqueries: a whole portal is one round trip (every request
// resolves one), and none of these tables grows beyond a handful of rows per portal.
const outerId = qualified(portals.id);

const record = {
  id: portals.id,
  key: portals.key,
  name: portals.name,
  information: portals.information,
  features: portals.features,
  logoUrl: portals.logoUrl,
  version: portals.version,
  parameters: sql<PortalParameter[]>`coalesce((select json_agg(json_build_object(
    'type', ${portalParameters.type}, 'data', ${portalParameters.data}) order by ${portalParameters.type})
    from ${portalParameters} where ${portalParameters.portalId} = ${outerId}), '[]'::json)`,
  domains: sql<PortalDomain[]>`coalesce((select json_agg(json_build_object(
    'id', ${portalDomains.id}, 'domain', ${portalDomains.domain}, 'base_url', ${portalDomains.baseUrl})
    order by ${portalDomains.position}, ${portalDomains.domain})
    from ${portalDomains} where ${portalDomains.portalId} = ${outerId}), '[]'::json)`,
  languages: sql<PortalLanguage[]>`coalesce((select json_agg(json_build_object(
    'id', ${portalLanguages.id}, 'locale', ${portalLanguages.locale},
    'is_primary', ${portalLanguages.isPrimary}, 'overrides', ${portalLanguages.overrides})
    order by ${portalLanguages.position}, ${portalLanguages.locale})
    from ${portalLanguages} where ${portalLanguages.portalId} = ${outerId}), '[]'::json)`,
  theme: sql<Theme | null>`(select json_build_object('id', ${themes.id}, 'colors', ${themes.colors},
    'styles', ${themes.styles}, 'assets', ${themes.assets}, 'version', ${themes.version})
    from ${themes} where ${themes.portalId} = ${outerId})`,
};

/** Just the id of the portal serving a host name: what every request needs (an index probe). */
/**
 * The portal a domain serves: its id and feature flags, which every request needs (tenant scope
 * and the spec §6 checks of every route), in one index probe and a primary-key join.
 */
export async function findPortalRefByDomain(db: Db, params: { domain: string }) {
  const [row] = await db
    .select({ id: portalDomains.portalId, features: portals.features })
    .from(portalDomains)
    .innerJoin(portals, eq(portals.id, portalDomains.portalId))
    .where(eq(portalDomains.domain, params.domain));
  return row ?? null;
}

export async function findPortal(db: Db, params: { id: string }) {
  const [row] = await db.select(record).from(portals).where(eq(portals.id, params.id));
  return (row as PortalRecord | undefined) ?? null;
}

const SORTS = { name: portals.name, key: portals.key } as const;

/** Every portal (for academy roles, who act on every portal), optionally filtered by name; one page of them and the total. */
export async function listPortals(
  db: Db,
  params: { name?: string; sort: SortField[]; page: { number: number; size: number } },
) {
  const where: SQL | undefined = params.name
    ? ilike(portals.name, likePattern(params.name))
    : undefined;
  const order = params.sort.map(({ field, desc: d }) => {
    const column = SORTS[field as keyof typeof SORTS] ?? portals.name;
    return d ? desc(column) : asc(column);
  });
  const rows = await db
    .select(record)
    .from(portals)
    .where(where)
    .orderBy(...order, asc(portals.name), asc(portals.id))
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(portals).where(where);
  return { rows: rows as PortalRecord[], total: total?.value ?? 0 };
}
