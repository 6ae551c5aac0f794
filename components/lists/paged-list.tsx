'use client';

import type { QueryKey } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { ListResults, ListScreen, type ListScreenState } from '@/components/lists/list-screen';
import type { ListPage } from '@/lib/api/transport';
import type { PaginationState } from '@/lib/lists/pagination';

/** Omit over each member of a union, so ListResults' two kinds of empty state stay apart. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a list's results state besides the query and pages its list screen hands them. */
export type ResultsProps<D extends ListPage<unknown>> = OmitEach<
  ComponentProps<typeof ListResults<D>>,
  'query' | 'pagination' | 'onPage'
>;

/**
 * A list screen's results (ListResults) on the screen's own query and pages, so a screen states
 * only its texts, empty state and items. A new page goes to the screen's `changePage`, or to
 * `onPage` where the screen does more on a page change (e.g. scrolls to the top).
 */
export function ScreenResults<D extends ListPage<unknown>>(
  props: ResultsProps<D> & {
    screen: ListScreenState<D>;
    onPage?: (next: PaginationState) => void;
  },
) {
  const { screen, onPage = screen.changePage, ...results } = props;
  return (
    <ListResults {...results} query={screen.query} pagination={screen.pagination} onPage={onPage} />
  );
}

/** What a ListScreen takes besides its content. */
type ScreenProps<D, K extends QueryKey> = Omit<ComponentProps<typeof ListScreen<D, K>>, 'children'>;

/**
 * A list screen that is only its results, such as a history under a form: ListScreen with its
 * ScreenResults. It takes ListScreen's props (view, defaults, initial, address, sizePreference,
 * query) and ListResults' (texts, empty state, `children` for the items).
 */
export function PagedList<D extends ListPage<unknown>, K extends QueryKey>(
  props: ScreenProps<D, K> & ResultsProps<D>,
) {
  const { view, defaults, initial, linkedFilters, address, sizePreference, query, ...results } =
    props;
  return (
    <ListScreen
      view={view}
      defaults={defaults}
      initial={initial}
      linkedFilters={linkedFilters}
      address={address}
      sizePreference={sizePreference}
      query={query}
    >
      {(screen) => <ScreenResults {...results} screen={screen} />}
    </ListScreen>
  );
}
