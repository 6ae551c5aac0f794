'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/** A page's address as a list screen mirrors its view in it (ListScreen's `address`). */
export interface ViewAddress {
  /** The address's query, without its `?`. */
  query: string;
  /** Replaces the address's query (no new history entry, no scroll). */
  replace: (query: string) => void;
  /**
   * The query the browser's address holds now (without `?`). `query` is what Next.js's router
   * has taken in, which trails a replace until the router has applied it, and never catches up
   * when a navigation the visitor started meanwhile supersedes that (see useAddressMirror).
   */
  current: () => string;
  /** Params a link brought that the view carries once mirrored (e.g. ?risk=): then dropped. */
  linkParams?: readonly string[];
}

/**
 * The page's address, for a list screen to start from the view in it and mirror its view into
 * it, so a shared link opens the same view and Back comes back to it. The address alone changes
 * (history.replaceState, which Next.js keeps usePathname and useSearchParams in step with): a
 * router.replace would render the page on the server again and prefetch the list a second time.
 */
export function useViewAddress(linkParams?: readonly string[]): ViewAddress {
  const params = useSearchParams();
  const pathname = usePathname();
  const replace = useCallback(
    (query: string) =>
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname),
    [pathname],
  );
  const current = useCallback(() => window.location.search.replace(/^\?/, ''), []);
  return { query: params?.toString() ?? '', replace, current, linkParams };
}
