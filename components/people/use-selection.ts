'use client';

import { useState } from 'react';

/** Accounts picked in a list for a bulk action, kept across its pages until cleared. */
export interface Selection {
  ids: readonly string[];
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  /** Picks or drops every id of a page at once. */
  toggleAll: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

export function useSelection(): Selection {
  const [ids, setIds] = useState<readonly string[]>([]);
  return {
    ids,
    has: (id) => ids.includes(id),
    toggle: (id, on) =>
      setIds((current) =>
        on ? [...current.filter((other) => other !== id), id] : current.filter((o) => o !== id),
      ),
    toggleAll: (page, on) =>
      setIds((current) =>
        on
          ? [...current, ...page.filter((id) => !current.includes(id))]
          : current.filter((id) => !page.includes(id)),
      ),
    clear: () => setIds([]),
  };
}
