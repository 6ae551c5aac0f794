'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useMe } from '@/components/shell/use-me';
import { ADMIN_PINS_PROPERTY, parsePins, withPinToggled } from '@/lib/lists/admin-pins';
import type { Pin } from '@/lib/lists/view-settings-schema';
import { type Preference, preferenceQuery, savePreference } from '@/lib/resources/preferences';

/**
 * The signed-in admin's pinned accounts, kept in the admin_account_pins preference on the
 * server (so they follow the admin across devices and show in the support palette). Toggling is
 * optimistic and rolls back when saving fails; the caller says so (the promise rejects), in a
 * toast or the palette's own status line.
 */
export function useAdminPins() {
  const { me } = useMe();
  const accountId = me.account?.id ?? '';
  const queryClient = useQueryClient();
  const options = preferenceQuery(accountId, ADMIN_PINS_PROPERTY);
  const preference = useQuery({ ...options, enabled: Boolean(accountId) });
  const pins = parsePins(preference.data?.payload);

  const toggle = useOptimisticMutation<Pin, void, Preference | null>({
    queryKey: options.queryKey,
    optimistic: (data, pin) => withPinToggled(data, pin),
    // The cache already shows the toggle: save exactly what the user sees.
    mutationFn: async () => {
      const shown = queryClient.getQueryData(options.queryKey) ?? null;
      await savePreference(
        accountId,
        shown?.id ? shown : null,
        ADMIN_PINS_PROPERTY,
        parsePins(shown?.payload),
      );
    },
    errors: 'inline',
  });

  return {
    pins,
    loading: preference.isPending,
    isPinned: (uri: string) => pins.some((pin) => pin.uri === uri),
    toggle: toggle.mutateAsync,
  };
}
