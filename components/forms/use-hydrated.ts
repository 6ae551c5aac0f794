import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once React runs the page. A
 * textarea rendered on the server with text loses what was typed into it before hydration:
 * React 19 sets a hydrated textarea's value back to its initial text (it keeps an <input>'s).
 * Such a textarea stays read-only until then (native-fields.tsx), so nothing typed is dropped.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
