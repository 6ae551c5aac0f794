'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { API_HEADERS } from '@/lib/api/client';

/** Spec §7: GET /auth/logout, then the cache is cleared and the user lands on /auth?loggedOut=true. */
export function SignOutButton() {
  const t = useTranslations('common');
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await fetch('/api/auth/logout', { credentials: 'include', headers: API_HEADERS });
    } finally {
      queryClient.clear();
      router.replace('/auth?loggedOut=true');
      router.refresh();
    }
  }

  return (
    <button type="button" className="button button-ghost" onClick={signOut} disabled={busy}>
      {t('signOut')}
    </button>
  );
}
