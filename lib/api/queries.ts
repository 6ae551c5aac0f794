import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { Me, MeResult } from './types';

/** Query keys, one factory per resource: the server prefetches and the browser reads the same keys. */
export const queryKeys = {
  me: () => ['me'] as const,
};

export const ME_INCLUDE =
  'account,entity,portal,portal.portal_domains,portal.languages,subscription,contract,primary_coach,profile,theme';

export function toMeResult(data: Me, meta: Record<string, unknown>): MeResult {
  return {
    me: data,
    features: Array.isArray(meta.features) ? (meta.features as string[]) : [],
    authenticated: meta.authenticated === true,
  };
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: async ({ signal }) => {
      const { data, meta } = await apiGet<Me>(`/v1/me?include=${ME_INCLUDE}`, signal);
      return toMeResult(data, meta);
    },
  });
