import { ApiError } from '@/lib/api/errors';

/** Spec §7/§9: /ping is stale after 10 min, refetched every 30 min and on window focus. */
export const PING_QUERY_TIMING = {
  staleTimeMs: 10 * 60 * 1000,
  refetchIntervalMs: 30 * 60 * 1000,
  refetchOnWindowFocus: true,
} as const;

/** Spec §4: a ping answer with a redirect field forces a page reload (e.g. after a deploy). */
export function pingRequiresReload(response: unknown): boolean {
  if (typeof response !== 'object' || response === null) return false;
  const redirect = (response as { redirect?: unknown }).redirect;
  return redirect !== undefined && redirect !== null && redirect !== false && redirect !== '';
}

/** Spec §4: a 401 on any query refetches ping, which finds out whether the session is gone. */
export function errorRefetchesPing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
