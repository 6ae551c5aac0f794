/** Spec §7: the palette's account search returns at most 20 accounts, its portal list 5. */
export const ACCOUNT_SEARCH_LIMIT = 20;
export const PORTAL_SEARCH_LIMIT = 5;

/**
 * Spec §7 accounts search: filter[search], only the fields a result shows (full_name,
 * avatar_url, last_online) plus the entity relationship, which a sparse fieldset must name for
 * the included entity to stay linked.
 */
export function accountSearchPath(term: string): string {
  const params = new URLSearchParams({
    'filter[search]': term,
    'fields[accounts]': 'full_name,avatar_url,last_online,entity',
    'fields[entities]': 'name',
    include: 'entity',
    'page[size]': String(ACCOUNT_SEARCH_LIMIT),
  });
  return `/v1/accounts?${params}`;
}

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
