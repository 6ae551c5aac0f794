import { queryOptions } from '@tanstack/react-query';
import { PING_QUERY_TIMING } from '@/lib/ui-state/ping';
import { apiFetch, apiGet } from './client';
import type { Account, Me, MeResult, Portal } from './types';

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

export const portalsQueryOptions = () =>
  queryOptions({
    queryKey: ['portals', 'switcher'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<Portal[]>('/v1/portals?include=portal_domains&page[size]=100', signal)).data,
  });

export const accountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['accounts', id] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<Account>(
          `/v1/accounts/${encodeURIComponent(id)}?include=entity,subscription`,
          signal,
        )
      ).data,
  });

export interface PingResult {
  authenticated: boolean;
  redirect?: unknown;
}

/** Spec §7/§9: /ping is stale after 10 min and refetched every 30 min and on focus. */
export const pingQueryOptions = () =>
  queryOptions({
    queryKey: ['ping'] as const,
    queryFn: async ({ signal }): Promise<PingResult> => {
      const document = (await apiFetch('/ping', { signal })) as {
        meta?: { authenticated?: boolean };
        redirect?: unknown;
      };
      return { authenticated: document.meta?.authenticated === true, redirect: document.redirect };
    },
    staleTime: PING_QUERY_TIMING.staleTimeMs,
    refetchInterval: PING_QUERY_TIMING.refetchIntervalMs,
    refetchOnWindowFocus: PING_QUERY_TIMING.refetchOnWindowFocus,
  });

export interface Preference {
  id: string;
  property: string;
  payload: unknown;
}

/** One account preference by property (spec §3), or null when it was never saved. */
export const preferenceQueryOptions = (accountId: string, property: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'preferences', property] as const,
    queryFn: async ({ signal }) => {
      const path = `/v1/accounts/${encodeURIComponent(accountId)}/preferences?filter[property]=${encodeURIComponent(property)}`;
      const { data } = await apiGet<Preference[]>(path, signal);
      return data[0] ?? null;
    },
  });

/** Creates or updates an account preference (POST the first time, PUT after). */
export async function savePreference(
  accountId: string,
  existing: Preference | null,
  property: string,
  payload: unknown,
): Promise<void> {
  const base = `/v1/accounts/${encodeURIComponent(accountId)}/preferences`;
  await apiFetch(existing ? `${base}/${encodeURIComponent(existing.id)}` : base, {
    method: existing ? 'PUT' : 'POST',
    body: { data: { type: 'preferences', attributes: { property, payload } } },
  });
}
