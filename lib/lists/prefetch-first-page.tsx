import 'server-only';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { type AddressQuery, addressParams, firstPageOf } from './view-address';
import { type FirstPageView, viewCookieName } from './view-cookie';
import type { ViewSettings } from './view-settings-schema';

/** A list screen as its page prefetches it: its ListScreen's view, defaults, preference, query. */
export type FirstPageSource<D, K extends QueryKey> = FirstPageView & {
  query: (queryString: string) => FetchQueryOptions<D, Error, D, K>;
  /** The page's `searchParams`: a view in them wins over the cookie's (see view-address). */
  address?: AddressQuery;
};

/**
 * Prefetches the first page a list screen (ListScreen) asks for on its first render, from its
 * view's settings as the browser mirrored them in the page's address, else in the view's cookie
 * (the defaults without either), and the filters its link brought. Resolves to those settings, the screen's `initial`, so the
 * browser's first render is the server's and hydrates with the page already there.
 */
export async function prefetchFirstPage<D, K extends QueryKey>(
  source: FirstPageSource<D, K>,
): Promise<Partial<ViewSettings>> {
  const cookie = (await cookies()).get(viewCookieName(source.view))?.value;
  const address = source.address && addressParams(source.address);
  const { initial, queryString } = firstPageOf(source, cookie, address);
  await getQueryClient().prefetchQuery(source.query(queryString));
  return initial;
}

/**
 * A page's list screen with its first page in the server's HTML: prefetched (prefetchFirstPage)
 * and handed to the browser, the screen rendered with the settings it was prefetched for.
 */
export async function PrefetchedList<D, K extends QueryKey>({
  list,
  screen,
}: {
  list: FirstPageSource<D, K>;
  screen: (initial: Partial<ViewSettings>) => ReactNode;
}) {
  const initial = await prefetchFirstPage(list);
  return <Hydrate>{screen(initial)}</Hydrate>;
}
