'use client';

import { useLinkStatus } from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LoadingIndicator } from '@/components/ui/loading-indicator';

/** A page that answers within this long shows no loader at all (no flash on fast pages). */
export const NAVIGATION_LOADER_DELAY_MS = 300;

// How many menu links are waiting for their page: a module store, one per browser tab.
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Inside a menu <Link>: reports while its page is on its way (Next.js useLinkStatus). */
export function LinkPending() {
  const { pending: waiting } = useLinkStatus();
  useEffect(() => {
    if (!waiting) return;
    pending += 1;
    notify();
    return () => {
      pending -= 1;
      notify();
    };
  }, [waiting]);
  return null;
}

/**
 * Spec §2 full-screen loader: while a page chosen in the menu is loading on the server (for
 * longer than 300 ms), it covers the content under the header, with the escalating messages
 * of the loading indicator. The first page needs none: it arrives rendered.
 */
export function NavigationLoader() {
  const waiting = useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NAVIGATION_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (!shown) return null;
  return (
    <div className="navigation-loader">
      <LoadingIndicator fullScreen />
    </div>
  );
}
