import type { QueryClient } from '@tanstack/react-query';
import { type ApiRequest, apiFetch } from './client';
import { type Deserialized, deserialize, type JsonApiDocument } from './jsonapi';

/** How a query function reaches the Academy API: a path relative to the API root. */
export type Transport = (path: string, request?: ApiRequest) => Promise<JsonApiDocument>;

const transports = new WeakMap<QueryClient, Transport>();

/**
 * Gives a QueryClient its way to the API. The server's per-request client calls the upstream
 * directly with the request's session (lib/server/query-client.ts); a client without one (the
 * browser's) calls this origin's /api. So one query-options factory serves both sides.
 */
export function setTransport(client: QueryClient, transport: Transport): void {
  transports.set(client, transport);
}

export function transportOf(client: QueryClient | undefined): Transport {
  return (client && transports.get(client)) ?? apiFetch;
}

/** What a query function receives (TanStack Query's context: its client and abort signal). */
export interface FetchContext {
  client?: QueryClient;
  signal?: AbortSignal;
}

/** GET a JSON:API document and read it as camelCase objects. */
export async function fetchResource<T>(
  context: FetchContext,
  path: string,
): Promise<Deserialized<T>> {
  return deserialize<T>(await transportOf(context.client)(path, { signal: context.signal }));
}

/**
 * A write (POST, PUT, PATCH) of a resource module: sent the way the browser's reads go (/api),
 * its answer read as camelCase, so the write is one call: `sendResource<Order>(path, request)`.
 */
export async function sendResource<T>(
  path: string,
  request: ApiRequest & { method: 'POST' | 'PUT' | 'PATCH' },
): Promise<T> {
  return (await deserialize<T>(await apiFetch(path, request))).data;
}

/** One page of a list, with the list meta of the upstream contract. */
export interface ListPage<T> {
  items: T[];
  total: number;
  lastPage: number;
  currentPage: number;
  /** Every other meta key, camelCase (e.g. unreadCount, totalCapped). */
  meta: Record<string, unknown>;
}

/** Reads meta total / last_page / current_page (camelCase once deserialized). */
export function listPageOf<T>(items: T[], meta: Record<string, unknown>): ListPage<T> {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const currentPage = number(meta.currentPage, 1);
  return {
    items,
    total: number(meta.total, items.length),
    lastPage: Math.max(1, number(meta.lastPage, currentPage)),
    currentPage,
    meta,
  };
}

/** GET one page of a list resource. */
export async function fetchList<T>(context: FetchContext, path: string): Promise<ListPage<T>> {
  const { data, meta } = await fetchResource<T[]>(context, path);
  return listPageOf(data ?? [], meta);
}
