'use client';

import { isServer, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { UnhandledMutationErrors } from '@/components/errors/unhandled-mutation-errors';
import { ModalQueueProvider } from '@/components/modals/modal-queue';
import { makeQueryClient } from '@/lib/api/query-client';
import { queryErrorEffects } from '@/lib/api/query-errors';
import { reportError } from '@/lib/monitoring/client';
import { meKeys } from '@/lib/resources/me';

/**
 * One query client per browser tab; the server hydrates it per request. The server render of
 * this component makes one per request too, and that one must be a server client (no gc
 * timers): a browser client's 30-minute gc timer per hydrated query, started inside the
 * request's async context, kept the whole request (its response, its rendered payload) in memory
 * for half an hour (found with heap snapshots of the load drill).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = makeQueryClient(
      (error) => {
        const effects = queryErrorEffects(error);
        if (effects.refetchPing) void queryClient.invalidateQueries({ queryKey: meKeys.ping() });
        if (effects.report) reportError(error);
      },
      { server: isServer },
    );
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <ModalQueueProvider>
        {children}
        <UnhandledMutationErrors />
      </ModalQueueProvider>
    </QueryClientProvider>
  );
}
