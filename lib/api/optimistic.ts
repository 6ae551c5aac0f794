import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The cached queries an optimistic update changed, as they were before it. */
export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/**
 * Applies `update` to every cached query under `queryKey` (a list's pages, the bell, a detail),
 * after cancelling their fetches so an answer in flight cannot overwrite it. Queries without
 * data are left alone. Returns what to restore if the server refuses.
 */
export async function applyToCache<TData>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (data: TData) => TData,
): Promise<CacheSnapshot> {
  await client.cancelQueries({ queryKey });
  const snapshot = client.getQueriesData<TData>({ queryKey });
  client.setQueriesData<TData>({ queryKey }, (data) => (data === undefined ? data : update(data)));
  return snapshot;
}

/** Puts back what applyToCache changed. */
export function restoreCache(client: QueryClient, snapshot: CacheSnapshot): void {
  for (const [queryKey, data] of snapshot) client.setQueryData(queryKey, data);
}
