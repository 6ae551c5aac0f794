import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type { portalDomains, portalLanguages, portals, themes } from '@/shared/portals/contract';

/**
 * Portals (tenants) and their parts, as the app reads them: inferred from their
 * contracts (shared/portals/contract.ts).
 */

export type PortalDomain = Read<typeof portalDomains>;
export type PortalLanguage = Read<typeof portalLanguages>;

/** A portal with the relationships the request included. */
export type Portal = Read<typeof portals> & {
  portalDomains?: PortalDomain[];
  languages?: PortalLanguage[];
  /** Only when asked for (`include=theme`): the portals screen edits its colour. */
  theme?: Theme | null;
};

/** The hosts besides the file storage whose images the portal's rich text shows. */
export function portalImageHosts(portal: Pick<Portal, 'information'> | null | undefined): string[] {
  const hosts: unknown = portal?.information?.imageHosts;
  return Array.isArray(hosts)
    ? hosts.filter((host): host is string => typeof host === 'string')
    : [];
}

/** Colours by name; assets (favicon, stylesheets) free-form: lib/theme/assets.ts checks them. */
export type Theme = Read<typeof themes>;

export const portalKeys = {
  all: () => ['portals'] as const,
  switcher: () => ['portals', 'switcher'] as const,
  managed: () => ['portals', 'managed'] as const,
  search: (term: string) => ['portals', 'search', term] as const,
};

/** The portals staff may switch to (spec §2 side navigation), with their domains. */
export const portalSwitcherQuery = () =>
  queryOptions({
    queryKey: portalKeys.switcher(),
    queryFn: async (context) =>
      (await fetchList<Portal>(context, '/v1/portals?include=portal_domains&page[size]=100')).items,
  });

/**
 * The portals screen (/admin/settings/portals): every portal with its domains and theme, in one
 * request the page prefetches on the server (the switcher's list carries no theme).
 */
export const managedPortalsQuery = () =>
  queryOptions({
    queryKey: portalKeys.managed(),
    queryFn: async (context) =>
      (
        await fetchList<Portal>(
          context,
          '/v1/portals?include=portal_domains,theme&sort=name&page[size]=100',
        )
      ).items,
  });

/** Spec §7: the palette's portal list shows at most 5. */
export const PORTAL_SEARCH_LIMIT = 5;

/** Spec §7 portals list: include portal_domains, filter name (when typed), limit 5. */
export function portalSearchPath(term: string | null): string {
  const params = new URLSearchParams({
    include: 'portal_domains',
    sort: 'name',
    'page[size]': String(PORTAL_SEARCH_LIMIT),
  });
  if (term) params.set('filter[name]', term);
  return `/v1/portals?${params}`;
}

export const portalSearchQuery = (term: string | null) =>
  queryOptions({
    queryKey: portalKeys.search(term ?? ''),
    queryFn: async (context) => (await fetchList<Portal>(context, portalSearchPath(term))).items,
  });
