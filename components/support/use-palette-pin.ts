'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdminPins } from '@/components/accounts/use-admin-pins';
import type { Pin } from '@/lib/lists/view-settings-schema';

export interface PaletteNotice {
  text: string;
  error: boolean;
}

/**
 * Pinning from inside the palette (Shift+Enter or the star): the same admin_account_pins
 * preference as the account pages. The outcome is said in the palette's own status line: a
 * toast outside the modal dialog would be hidden from screen readers while it is open.
 */
export function usePalettePin() {
  const t = useTranslations('support');
  const { isPinned, toggle } = useAdminPins();
  const [notice, setNotice] = useState<PaletteNotice | null>(null);

  function togglePin(pin: Pin) {
    const wasPinned = isPinned(pin.uri);
    setNotice(null);
    toggle(pin).then(
      () =>
        setNotice({
          text: t(wasPinned ? 'pin.unpinned' : 'pin.pinned', { name: pin.title }),
          error: false,
        }),
      // The hook has already rolled the pin back; only the message is left to give.
      () => setNotice({ text: t('pin.failed'), error: true }),
    );
  }

  return { isPinned, togglePin, notice, clearNotice: () => setNotice(null) };
}
