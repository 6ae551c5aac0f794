'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useSignOut } from '@/components/shell/use-sign-out';
import { acceptAgreement } from '@/lib/resources/administration';
import { safePortalPath } from '@/shared/navigation/safe-path';

/** Accept (every pending version, then on to `next`) or decline (signs out). */
export function AgreementAcceptance({ ids, next }: { ids: string[]; next: string }) {
  const t = useTranslations('administration.accept');
  const router = useRouter();
  const client = useQueryClient();
  const signOut = useSignOut();
  const [error, setError] = useState('');
  // Nothing to refetch: accepting clears the whole cache and moves on (see `go`).
  const acceptAll = useOptimisticMutation({
    mutationFn: (versions: string[]) => Promise.all(versions.map((id) => acceptAgreement(id))),
    errors: () => setError(t('failed')),
  });
  // Once accepted the answers stay disabled while the next page loads.
  const busy = acceptAll.isPending || acceptAll.isSuccess;
  // Both answers act through React: until it has hydrated them, a click would do nothing (seen
  // as a 'Decline and sign out' that kept the page), so they wait, disabled, for it.
  const hydrated = useHydrated();
  const go = () => {
    client.clear();
    router.replace(safePortalPath(next, '/'));
    router.refresh();
  };
  if (ids.length === 0) {
    return (
      <button type="button" className="button button-primary" disabled={!hydrated} onClick={go}>
        {t('continue')}
      </button>
    );
  }
  const accept = () => {
    setError('');
    acceptAll.mutate(ids, { onSuccess: go });
  };
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={busy || !hydrated}
        onClick={accept}
      >
        {t('accept')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy || !hydrated}
        onClick={() => void signOut()}
      >
        {t('decline')}
      </button>
      <p role="alert" className="field-error">
        {error}
      </p>
    </div>
  );
}
