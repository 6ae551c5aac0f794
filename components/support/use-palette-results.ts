'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminPins } from '@/components/accounts/use-admin-pins';
import { accountSearchQuery } from '@/lib/resources/accounts';
import { portalSearchQuery } from '@/lib/resources/portals';
import type { PaletteState } from '@/lib/support/palette-state';

/**
 * The data behind the palette's lists. The previous results stay on screen while the next
 * search runs (placeholder data), and cached searches answer synchronously, so typing never
 * flashes a spinner or an empty list.
 */
export function usePaletteResults(state: Pick<PaletteState, 'mode' | 'term'>) {
  const { pins, loading: pinsLoading } = useAdminPins();
  const searchesAccounts = state.mode !== 'portals' && state.term !== null;
  const accounts = useQuery({
    ...accountSearchQuery(state.term ?? ''),
    enabled: searchesAccounts,
    placeholderData: keepPreviousData,
  });
  const portals = useQuery({
    ...portalSearchQuery(state.term),
    enabled: state.mode === 'portals',
    placeholderData: keepPreviousData,
  });

  // The query whose answer decides what the list shows now (none: pins or commands only).
  const active = state.mode === 'portals' ? portals : searchesAccounts ? accounts : null;
  const pinsShown = state.mode === 'accounts' && state.term === null;
  return {
    pins,
    accounts: accounts.data,
    portals: portals.data,
    /** Nothing to show yet: the first answer is on its way. */
    loading: active ? active.isPending : pinsShown && pinsLoading,
    /** Old results are shown while the new ones load. */
    refreshing: Boolean(active?.isPlaceholderData),
    error: Boolean(active?.isError),
    /** The list shows the answer for the current term (so Enter may take its first item). */
    settled: active ? active.isError || (active.isSuccess && !active.isPlaceholderData) : true,
  };
}
