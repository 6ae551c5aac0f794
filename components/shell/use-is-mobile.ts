'use client';

import { useSyncExternalStore } from 'react';

/** Spec §9: "mobile" is 640 px wide or narrower. */
export const MOBILE_QUERY = '(max-width: 640px)';

function subscribe(callback: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

/** Whether the viewport is mobile-sized; false during server rendering. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
