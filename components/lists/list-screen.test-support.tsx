import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ModalQueueProvider } from '@/components/modals/modal-queue';
import { firstPageOf } from '@/lib/lists/view-address';
import type { FirstPageView } from '@/lib/lists/view-cookie';
import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { loadMessages } from '@/messages';
import { testQueryClient } from '@/tests/support/render-with-providers';

// Test support for list screens whose page prefetches their first page (prefetchFirstPage).

const en = await loadMessages('en');

/** A page's providers, on the server and in the browser alike, with what the server prefetched. */
function PageProviders({
  client,
  prefetched,
  children,
}: {
  client: QueryClient;
  prefetched: DehydratedState;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      <QueryClientProvider client={client}>
        <ModalQueueProvider>
          <HydrationBoundary state={prefetched}>{children}</HydrationBoundary>
        </ModalQueueProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

export interface ServedListScreen<D, K extends QueryKey> {
  /** The screen's view, as its page hands it to prefetchFirstPage. */
  source: FirstPageView;
  /** The view's cookie as the server reads it (viewCookieValue), or none. */
  cookie?: string | null;
  /** The page's address query (without `?`), as the server reads it; none by default. */
  address?: string;
  query: (queryString: string) => UseQueryOptions<D, Error, D, K>;
  /** The first page as the API answers it; without it, the query fetches it (a faked fetch). */
  page?: D;
  /** When the server fetched `page` (default: now). */
  fetchedAt?: number;
  /** Anything else the page's layouts prefetched (e.g. /v1/me). */
  seed?: (client: QueryClient) => void;
  /** The screen, given the settings its page hands it. */
  screen: (initial: Partial<ViewSettings>) => ReactElement;
}

/**
 * Serves a list screen as its page does (the view's cookie read, the first page prefetched, the
 * HTML rendered on the server), then hydrates that HTML in the browser with local storage as the
 * test left it. Resolves to the server's HTML, the query string it prefetched and the errors
 * hydrating raised (a mismatch between the two renders is one).
 */
export async function serveListScreen<D, K extends QueryKey>({
  source,
  cookie,
  address,
  query,
  page,
  fetchedAt,
  seed,
  screen,
}: ServedListScreen<D, K>) {
  const { initial, queryString } = firstPageOf(source, cookie, new URLSearchParams(address));
  const server = testQueryClient();
  seed?.(server);
  const options = query(queryString);
  if (page === undefined) await server.prefetchQuery(options);
  else server.setQueryData<D, QueryKey>(options.queryKey, page, { updatedAt: fetchedAt });
  const prefetched = dehydrate(server);
  const ui = screen(initial);
  const html = renderToString(
    <PageProviders client={testQueryClient()} prefetched={prefetched}>
      {ui}
    </PageProviders>,
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const errors: unknown[] = [];
  const browser = testQueryClient();
  render(ui, {
    container,
    hydrate: true,
    wrapper: ({ children }) => (
      <PageProviders client={browser} prefetched={prefetched}>
        {children}
      </PageProviders>
    ),
    onRecoverableError: (error) => errors.push(error),
  });
  return { html, queryString, errors };
}
