'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/components/shell/use-me';
import { preferenceQueryOptions, savePreference } from '@/lib/api/queries';
import { ADMIN_PINS_PROPERTY, parsePins, togglePin } from '@/lib/lists/admin-pins';
import type { Pin } from '@/lib/lists/view-settings-schema';

/**
 * The signed-in admin's pinned accounts, kept in the admin_account_pins preference on the
 * server (so they follow the admin across devices and show in the support palette). Toggling is
 * optimistic and rolls back when saving fails.
 */
export function useAdminPins() {
  const { me } = useMe();
  const accountId = me.account?.id ?? '';
  const queryClient = useQueryClient();
  const options = preferenceQueryOptions(accountId, ADMIN_PINS_PROPERTY);
  const preference = useQuery({ ...options, enabled: Boolean(accountId) });
  const pins = parsePins(preference.data?.payload);

  const toggle = useMutation({
    // onMutate has already applied the toggle to the cache: save exactly what the user sees.
    mutationFn: async (_pin: Pin) => {
      const optimistic = queryClient.getQueryData(options.queryKey) ?? null;
      const existing = optimistic?.id ? optimistic : null;
      await savePreference(
        accountId,
        existing,
        ADMIN_PINS_PROPERTY,
        parsePins(optimistic?.payload),
      );
    },
    onMutate: async (pin) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, (old) =>
        old
          ? { ...old, payload: togglePin(parsePins(old.payload), pin) }
          : { id: '', property: ADMIN_PINS_PROPERTY, payload: [pin] },
      );
      return { previous };
    },
    onError: (_error, _pin, context) =>
      queryClient.setQueryData(options.queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });

  return {
    pins,
    loading: preference.isPending,
    isPinned: (uri: string) => pins.some((pin) => pin.uri === uri),
    toggle: toggle.mutateAsync,
  };
}
