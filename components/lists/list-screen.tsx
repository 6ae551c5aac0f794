'use client';

import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import { useListQuery } from '@/components/lists/use-list-query';
import { usePagination } from '@/components/lists/use-pagination';
import type { ViewAddress } from '@/components/lists/use-view-address';
import { useViewSettings } from '@/components/lists/use-view-settings';
import { writeViewCookie } from '@/components/lists/view-settings-store';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { ListPage } from '@/lib/api/transport';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type PaginationState } from '@/lib/lists/pagination';
import { parseViewAddress, viewAddressEntries, withViewAddress } from '@/lib/lists/view-address';
import { viewCookieValue } from '@/lib/lists/view-cookie';
import { storedPageSize } from '@/lib/lists/view-settings';
import { defineView, type FilterValue, type ViewSettings } from '@/lib/lists/view-settings-schema';

/**
 * The list-screen kit: the parts every list screen kept in view settings (spec §4) shares. A
 * screen starts from its view's settings (ViewSettingsGate), derives its query string and pages
 * from them (useListScreen), or has ListScreen do both and run its query; it searches
 * (ViewSearch) and shows its results (ListResults). It states only its query, filters, texts
 * and items.
 */

/** The handle of a view's settings, as useViewSettings returns it. */
export type ViewSettingsHandle = ReturnType<typeof useViewSettings>;

/** Where a screen's view settings start: its view, defaults and what its page read. */
interface ViewStart {
  view: string;
  defaults: Partial<ViewSettings>;
  /**
   * The settings the page read from the view's cookie (prefetchFirstPage; {} for none): the
   * screen renders with them at once, as the server did with its prefetched first page, and
   * mirrors its settings to that cookie. Without them it waits for local storage.
   */
  initial?: Partial<ViewSettings>;
  /** Filters the page's link brought: they replace the stored ones once, as they load. */
  linkedFilters?: Record<string, FilterValue> | null;
  /**
   * The page's address (useViewAddress), for a screen that mirrors its view and page number in
   * it: a view in the address as the screen mounts wins over the cookie's and the stored one.
   */
  address?: ViewAddress;
}

/** What a list screen's page hands it: the view's settings it prefetched with (`initial`). */
export type ListScreenProps = Pick<ViewStart, 'initial'>;

/**
 * Renders a screen with its view's settings: the address's view or the server's (`initial`) at
 * once, else once the stored ones have loaded (the loading indicator until then), so it does not
 * fetch the defaults first and its pages start at the kept page size. Local storage wins once
 * loaded, unless the address held the view; `children` also gets the page the address held.
 */
export function ViewSettingsGate({
  view,
  defaults,
  initial,
  linkedFilters,
  sizePreference,
  address,
  children,
}: ViewStart & {
  /** The view preference that keeps the page size (mirrored in the cookie with the rest). */
  sizePreference: string;
  children: (settings: ViewSettingsHandle, page: number) => ReactNode;
}) {
  // Read once, as the screen mounts: later changes of the address are the screen's own.
  const [addressed] = useState(() =>
    address
      ? parseViewAddress(new URLSearchParams(address.query), defineView(defaults), sizePreference)
      : null,
  );
  const settings = useViewSettings(view, defaults, {
    initial: addressed?.view ?? initial,
    linkedFilters,
    fromAddress: addressed && { sizePreference },
  });
  const mirrored = initial !== undefined;
  const cookie = mirrored
    ? viewCookieValue(settings.view, defineView(defaults), sizePreference)
    : null;
  // Written once local storage has decided the view, and again on every change of it.
  useEffect(() => {
    if (mirrored && settings.loaded) writeViewCookie(view, cookie);
  }, [mirrored, settings.loaded, view, cookie]);
  if (!settings.loaded && !mirrored && !addressed) return <LoadingIndicator />;
  return children(settings, addressed?.page ?? FIRST_PAGE);
}

/**
 * A view's API query string and its pages (from `page`): a new search, filter or sort starts
 * again at page 1, and a new page size is kept in the view's preference `sizePreference`.
 */
export function useListScreen(
  settings: ViewSettingsHandle,
  sizePreference: string,
  page: number = FIRST_PAGE,
) {
  const { view } = settings;
  const { criteria } = useListQuery(view);
  const size = storedPageSize(view, sizePreference) ?? DEFAULT_PAGE_SIZE;
  const { pagination, setPagination } = usePagination(criteria, { size, page });
  // Stored settings that load after the first render may keep another page size.
  if (pagination.size !== size) setPagination({ page: FIRST_PAGE, size });
  const { queryString } = useListQuery(view, pagination);
  const changePage = (next: PaginationState) => {
    setPagination(next);
    if (next.size !== pagination.size) settings.setPreference(sizePreference, next.size);
  };
  return { view, queryString, pagination, changePage };
}

/** What a ListScreen hands its content: the view's settings, pages and query. */
export type ListScreenState<D> = ReturnType<typeof useListScreen> & {
  settings: ViewSettingsHandle;
  query: UseQueryResult<D>;
};

/**
 * A list screen kept in view settings: with its view's settings (ViewSettingsGate), runs `query`
 * for the view's query string and pages (useListScreen) and renders `children` with them. Its
 * page prefetches the same first page with prefetchFirstPage and hands over `initial`.
 */
export function ListScreen<D, K extends QueryKey>({
  view,
  defaults,
  initial,
  linkedFilters,
  address,
  sizePreference,
  query,
  children,
}: ViewStart & {
  sizePreference: string;
  query: (queryString: string) => UseQueryOptions<D, Error, D, K>;
  children: (screen: ListScreenState<D>) => ReactNode;
}) {
  return (
    <ViewSettingsGate
      view={view}
      defaults={defaults}
      initial={initial}
      linkedFilters={linkedFilters}
      sizePreference={sizePreference}
      address={address}
    >
      {(settings, page) => (
        <ListScreenBody
          settings={settings}
          defaults={defaults}
          address={address}
          page={page}
          sizePreference={sizePreference}
          query={query}
          render={children}
        />
      )}
    </ViewSettingsGate>
  );
}

function ListScreenBody<D, K extends QueryKey>({
  settings,
  defaults,
  address,
  page,
  sizePreference,
  query,
  render,
}: {
  settings: ViewSettingsHandle;
  defaults: Partial<ViewSettings>;
  address?: ViewAddress;
  page: number;
  sizePreference: string;
  query: (queryString: string) => UseQueryOptions<D, Error, D, K>;
  render: (screen: ListScreenState<D>) => ReactNode;
}) {
  const screen = useListScreen(settings, sizePreference, page);
  const entries = viewAddressEntries(
    settings.view,
    defineView(defaults),
    sizePreference,
    screen.pagination.page,
  );
  useAddressMirror(address, settings.loaded, entries);
  const result = useQuery(query(screen.queryString));
  return render({ ...screen, settings, query: result });
}

/**
 * Mirrors a view's address params (viewAddressEntries) into the page's address, once local
 * storage has decided the view and again on every change of it. An address a link wrote in its
 * own words (`?course=…`, the screen's `linkParams`) already names the view it opened: it stays
 * as the link wrote it until the view changes, and is then written as the view's.
 *
 * It compares with the address the browser holds now, not the router's copy: Next.js applies a
 * history.replaceState as a "restore" of the current page, and a restore discards a navigation
 * in flight. Compared with the router's copy (which a navigation started after the first write
 * leaves behind), every render until the new page arrived wrote the address again and undid the
 * visitor's click on a link.
 */
function useAddressMirror(
  address: ViewAddress | undefined,
  loaded: boolean,
  entries: [string, string][],
) {
  const replace = address?.replace;
  const live = address?.current;
  const linkParams = address?.linkParams;
  const view = JSON.stringify(entries);
  const opened = useRef<{ view: string; linked: boolean } | null>(null);
  useEffect(() => {
    if (!loaded || !replace || !live) return;
    const current = live();
    if (!opened.current) {
      const params = new URLSearchParams(current);
      const linked = (linkParams ?? []).some((name) => params.has(name));
      opened.current = { view, linked };
    }
    if (opened.current.linked && opened.current.view === view) return;
    const next = withViewAddress(current, JSON.parse(view) as [string, string][], linkParams);
    if (next !== current) replace(next);
  }, [loaded, replace, live, view, linkParams]);
}

/** The search box of a view: shows the view's search and stores a new one. */
export function ViewSearch({
  settings,
  label,
  placeholder,
}: {
  settings: ViewSettingsHandle;
  label: string;
  placeholder?: string;
}) {
  return (
    <SearchInput
      value={settings.view.search}
      onSearch={(term) => settings.setSearch(term)}
      label={label}
      placeholder={placeholder}
    />
  );
}

/** How a list says it found nothing: its text in a status paragraph, or an element of its own. */
type EmptyState =
  | {
      emptyClassName: string;
      /** The empty state's text, shown in a status paragraph of `emptyClassName`. */
      empty: ReactNode;
      emptyState?: undefined;
    }
  | {
      emptyClassName?: undefined;
      empty?: undefined;
      /** The whole empty state, as the screen renders it (its own element, role and class). */
      emptyState: Exclude<ReactNode, undefined>;
    };

/**
 * A paged list's results: the query's pending state (loading, or failed with "Try again"), then
 * the results (marked busy while the next page loads, not blanked) holding the summary, the
 * empty state or the items, and the pages whenever anything was found.
 */
export function ListResults<D extends ListPage<unknown>>({
  query,
  pagination,
  onPage,
  className,
  summary,
  emptyClassName,
  empty,
  emptyState,
  hideSinglePage = false,
  children,
}: {
  query: UseQueryResult<D>;
  pagination: PaginationState;
  onPage: (next: PaginationState) => void;
  className?: string;
  /** What stands above the items or the empty state, e.g. a count announced as a status. */
  summary?: (data: D) => ReactNode;
  /** Shows the pages only when more was found than a page holds, not whenever anything was. */
  hideSinglePage?: boolean;
  /** The items of a page that has some. */
  children: (data: D) => ReactNode;
} & EmptyState) {
  const { data } = query;
  if (!data) return <QueryPending query={query} />;
  const paged = hideSinglePage ? data.total > pagination.size : data.total > 0;
  return (
    <div className={className} aria-busy={query.isPlaceholderData}>
      {summary?.(data)}
      {data.items.length > 0 ? (
        children(data)
      ) : emptyState === undefined ? (
        <p className={emptyClassName} role="status">
          {empty}
        </p>
      ) : (
        emptyState
      )}
      {paged && (
        <Pagination
          page={pagination.page}
          size={pagination.size}
          lastPage={data.lastPage}
          onChange={onPage}
        />
      )}
    </div>
  );
}
