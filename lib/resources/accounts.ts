import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import type {
  accounts,
  contracts,
  entities,
  primaryCoaches,
  profiles,
  subscriptions,
} from '@/shared/accounts/contract';
import type { Read, With } from '@/shared/contract/resource';

/**
 * Accounts and what hangs off them, as the app reads them (spec §3, camelCase): inferred from
 * their contracts (shared/accounts/contract.ts).
 */

export type Entity = Read<typeof entities>;
export type Subscription = Read<typeof subscriptions>;
export type Contract = Read<typeof contracts>;
export type PrimaryCoach = Read<typeof primaryCoaches>;

/** A profile as included with an account or Me; its id is the account's. */
export type Profile = Read<typeof profiles>;

/**
 * An account as its list and page read it (they always carry locale, roles and created_at),
 * with its entity and subscription when the request included them.
 */
export type Account = With<Read<typeof accounts>, 'locale' | 'roles' | 'createdAt'> & {
  entity?: Entity | null;
  subscription?: Subscription | null;
};

export const accountKeys = {
  all: () => ['accounts'] as const,
  /** One account; its own records (notifications, portfolio…) live beneath this key. */
  detail: (id: string) => ['accounts', id] as const,
  list: (queryString: string) => ['accounts', 'list', queryString] as const,
  search: (term: string) => ['accounts', 'search', term] as const,
};

export const accountPath = (id: string) => `/v1/accounts/${encodeURIComponent(id)}`;

/** GET /v1/accounts/{id} with its entity and subscription (the admin page and its crumb). */
export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: async (context) =>
      (await fetchResource<Account>(context, `${accountPath(id)}?include=entity,subscription`))
        .data,
  });

/** The list call: the view's query string (useListQuery) plus the entity each row shows. */
export function accountsListPath(queryString: string): string {
  const include = 'include=entity';
  return `/v1/accounts?${queryString ? `${queryString}&${include}` : include}`;
}

export interface AccountsPage extends ListPage<Account> {
  /** More than `total` accounts match (the API counts a broad search no further). */
  totalCapped: boolean;
  /** When the page was fetched: "online" is judged against this, also while it is a placeholder. */
  fetchedAt: number;
}

/** GET /v1/accounts: one page of the portal's accounts (support and sales staff). */
export const accountsListQuery = (queryString: string) =>
  queryOptions({
    queryKey: accountKeys.list(queryString),
    queryFn: async (context): Promise<AccountsPage> => {
      const page = await fetchList<Account>(context, accountsListPath(queryString));
      return { ...page, totalCapped: page.meta.totalCapped === true, fetchedAt: Date.now() };
    },
    // The previous page stays on screen while the next loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

/** Spec §7: the palette's account search returns at most 20 accounts. */
export const ACCOUNT_SEARCH_LIMIT = 20;

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

/**
 * Online dots age quickly, so search results count as fresh for a minute only (instead of the
 * app's 20). Cached results still show at once while they are refetched in the background.
 */
const SEARCH_STALE_MS = 60_000;

export const accountSearchQuery = (term: string) =>
  queryOptions({
    queryKey: accountKeys.search(term),
    queryFn: async (context) => (await fetchList<Account>(context, accountSearchPath(term))).items,
    staleTime: SEARCH_STALE_MS,
  });

/** PATCH /v1/accounts/{id}: what an account may change about itself (its own only). */
export function updateOwnAccount(
  id: string,
  attributes: { full_name?: string; locale?: string },
  signal?: AbortSignal,
) {
  return apiFetch(accountPath(id), {
    method: 'PATCH',
    body: { data: { type: 'accounts', id, attributes } },
    signal,
  });
}
