import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** handlesErrors: the mutation shows its own errors (a form, in place); see UnhandledMutationErrors. */
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** Spec §9: stale 20 min, garbage collect 30 min, 1 retry, delay 2 s doubled, capped at 30 s. */
export const QUERY_DEFAULTS = {
  staleTime: 20 * 60 * 1000,
  gcTime: 30 * 60 * 1000,
  retry: 1,
  retryDelay: (attempt: number) => Math.min(2000 * 2 ** attempt, 30_000),
} as const;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408
  ) {
    return false;
  }
  return failureCount < QUERY_DEFAULTS.retry;
}

/** Called for every failed query and mutation (the browser wires reporting and ping here). */
export type QueryErrorHandler = (error: unknown) => void;

/**
 * The app's QueryClient. In the browser it retries a failed query once and forgets
 * unused data after 30 minutes. On the server (`server: true`, one client per request) it never
 * retries (a page must not wait 2 s to render an error the upstream has already given) and sets
 * no garbage-collection timers: the client is dropped with its request, while a 30-minute timer
 * per query would keep every request's data in memory for half an hour (4.4 GB).
 */
export function makeQueryClient(
  onError?: QueryErrorHandler,
  options: { server?: boolean } = {},
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: options.server ? Number.POSITIVE_INFINITY : QUERY_DEFAULTS.gcTime,
        retry: options.server ? false : shouldRetry,
        retryDelay: QUERY_DEFAULTS.retryDelay,
      },
    },
  });
}
