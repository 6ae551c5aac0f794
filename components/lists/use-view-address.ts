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

/** How long after a click on a link the page counts as being left (a navigation that fails). */
const LEAVING_MS = 10_000;
let leaving: { from: string; at: number } | null = null;

/**
 * A click on a link that the app follows itself (Next.js's Link prevents the browser's own
 * navigation, then fetches the next page) starts leaving the page. Until the next page is there,
 * a list must not write the address: Next.js applies history.replaceState as a restore of the
 * current page, which discards the navigation in flight (a search whose 350 ms pause ended just
 * after the click undid the click). Read in the bubbling phase on window, after React's handlers
 * on the document.
 */
export function watchLeaving(target: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (!event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const to = new URL(link.href, target.location.href);
    if (to.origin !== target.location.origin || to.pathname === target.location.pathname) return;
    leaving = { from: target.location.pathname, at: Date.now() };
  };
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}
if (typeof window !== 'undefined') watchLeaving(window);

/** Whether the visitor has just followed a link away from this page (see watchLeaving). */
export function isLeavingPage(): boolean {
  return (
    leaving !== null &&
    leaving.from === window.location.pathname &&
    Date.now() - leaving.at < LEAVING_MS
  );
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
    (query: string) => {
      if (isLeavingPage()) return;
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
  const current = useCallback(() => window.location.search.replace(/^\?/, ''), []);
  return { query: params?.toString() ?? '', replace, current, linkParams };
}
