import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/client';
import type { Account } from '@/lib/api/types';
import { isPageSize, type PageSize } from '@/lib/lists/pagination';
import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { ALL_STAFF_ROLES, COACH_ROLES, STUDENT_ROLES } from '@/shared/access/roles';

/** The named view whose settings (search, sort, role filter, page size) are kept. */
export const ACCOUNTS_VIEW = 'admin-accounts';

/** Sort fields of GET /v1/accounts that the list offers (upstream contract). */
export const ACCOUNT_SORTS = { name: 'full_name', lastOnline: 'last_online' } as const;

export const ACCOUNTS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  sort: { field: ACCOUNT_SORTS.name, direction: 'asc' },
};

/** The filter[role] choices: every role string of DEMO-DATA.md (spec §6). */
export const ACCOUNT_ROLES: readonly string[] = [
  ...ALL_STAFF_ROLES,
  ...COACH_ROLES,
  ...STUDENT_ROLES,
];

export const ROLE_FILTER = 'role';
/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The stored page size, when it is still one of the choices (25, 50, 75). */
export function storedPageSize(view: ViewSettings): PageSize | undefined {
  const size = view.preferences[PAGE_SIZE_PREFERENCE];
  return isPageSize(size) ? size : undefined;
}

/** The role filter as the select shows it: '' for every role. */
export function roleFilterOf(view: ViewSettings): string {
  const role = view.filters[ROLE_FILTER];
  return typeof role === 'string' ? role : '';
}

/** The list call: the view's query (useListQuery) plus the entity each row shows. */
export function accountsListPath(queryString: string): string {
  const include = 'include=entity';
  return `/v1/accounts?${queryString ? `${queryString}&${include}` : include}`;
}

export interface AccountsPage {
  accounts: Account[];
  total: number;
  /** More than `total` accounts match (the API counts a broad search no further). */
  totalCapped: boolean;
  lastPage: number;
  /** When the page was fetched: "online" is judged against this, also while it is a placeholder. */
  fetchedAt: number;
}

/** Reads meta total / last_page (camelCase once deserialized); absent means one page. */
export function pageMeta(
  meta: Record<string, unknown>,
): Pick<AccountsPage, 'total' | 'totalCapped' | 'lastPage'> {
  const total = typeof meta.total === 'number' ? meta.total : 0;
  const lastPage = typeof meta.lastPage === 'number' ? Math.max(1, meta.lastPage) : 1;
  return { total, totalCapped: meta.totalCapped === true, lastPage };
}

/** Query keys of the accounts list; the detail key is accountQueryOptions' ['accounts', id]. */
export const accountsKeys = {
  all: () => ['accounts'] as const,
  list: (queryString: string) => ['accounts', 'list', queryString] as const,
};

export const accountsListQueryOptions = (queryString: string) =>
  queryOptions({
    queryKey: accountsKeys.list(queryString),
    queryFn: async ({ signal }): Promise<AccountsPage> => {
      const { data, meta } = await apiGet<Account[]>(accountsListPath(queryString), signal);
      return { accounts: data, ...pageMeta(meta), fetchedAt: Date.now() };
    },
    // The previous page stays on screen while the next loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
