import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/client';
import type { Account, Portal } from '@/lib/api/types';
import { accountSearchPath, portalSearchPath } from '@/lib/support/search-paths';

/**
 * Online dots age quickly, so search results count as fresh for a minute only (instead of the
 * app's 20). Cached results still show at once while they are refetched in the background.
 */
const SEARCH_STALE_MS = 60_000;

export const supportAccountsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['accounts', 'support-search', term] as const,
    queryFn: async ({ signal }) => (await apiGet<Account[]>(accountSearchPath(term), signal)).data,
    staleTime: SEARCH_STALE_MS,
  });

export const supportPortalsQueryOptions = (term: string | null) =>
  queryOptions({
    queryKey: ['portals', 'support-search', term ?? ''] as const,
    queryFn: async ({ signal }) => (await apiGet<Portal[]>(portalSearchPath(term), signal)).data,
  });
