'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { apiFetch } from '@/lib/api/client';

/**
 * Starting and stopping to act as someone (issue 43, item 3). Either way the session is another
 * person's from the next request: everything cached goes, and the page is loaded anew where the
 * person lands (the learner's home; the page of the account acted as).
 */
export function useActing(landing: string) {
  const client = useQueryClient();
  const router = useRouter();
  const land = () => {
    client.clear();
    router.replace(landing);
    router.refresh();
  };
  const start = useOptimisticMutation<string>({
    mutationFn: (accountId) =>
      apiFetch('/v1/acting_session', {
        method: 'POST',
        body: { data: { type: 'acting_sessions', attributes: { account_id: accountId } } },
      }),
    errors: 'inline',
  });
  const stop = useOptimisticMutation<void>({
    mutationFn: () => apiFetch('/v1/acting_session', { method: 'DELETE' }),
    errors: 'inline',
  });
  return {
    start: (accountId: string) => start.mutate(accountId, { onSuccess: land }),
    stop: () => stop.mutate(undefined, { onSuccess: land }),
    starting: start.isPending,
    stopping: stop.isPending,
    startError: start.error,
    stopFailed: stop.isError,
  };
}
