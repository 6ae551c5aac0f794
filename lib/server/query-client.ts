import 'server-only';
import {
  type DehydratedState,
  dehydrate,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api/errors';
import { makeQueryClient } from '@/lib/api/query-client';
import { setTransport } from '@/lib/api/transport';
import { academyRequest } from './academy';

/**
 * One QueryClient per request (React cache): layouts and pages prefetch into it with the same
 * query-options factories the browser uses, and its transport calls the Academy API directly
 * with the request's session, portal and language (no HTTP hop to this app itself).
 */
export const getQueryClient = cache((): QueryClient => {
  const client = makeQueryClient(undefined, { server: true });
  setTransport(client, (path, request) =>
    academyRequest(path, { method: request?.method, body: request?.body }),
  );
  return client;
});

/** What this request prefetched so far, for the browser's QueryClient. */
export function dehydrateRequest(): DehydratedState {
  return dehydrate(getQueryClient());
}

/**
 * Fetches a query into the request's client for a page that cannot render without it; a 404
 * from the API (unknown id, another portal's record, not yours) is the 404 page.
 */
export async function fetchOrNotFound<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  try {
    return await getQueryClient().fetchQuery(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
