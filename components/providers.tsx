'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { UnhandledMutationErrors } from '@/components/errors/unhandled-mutation-errors';
import { ModalQueueProvider } from '@/components/modals/modal-queue';
import { makeQueryClient } from '@/lib/api/query-client';
import { queryErrorEffects } from '@/lib/api/query-errors';
import { reportError } from '@/lib/monitoring/client';
import { TOAST_DEFAULTS } from '@/lib/ui-state/toast';

/** One query client per browser tab; the server hydrates it per request. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = makeQueryClient((error) => {
      const effects = queryErrorEffects(error);
      if (effects.refetchPing) void queryClient.invalidateQueries({ queryKey: ['ping'] });
      if (effects.report) reportError(error);
    });
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <ModalQueueProvider>
        {children}
        <UnhandledMutationErrors />
      </ModalQueueProvider>
      {/* Spec §9: toasts stay 5000 ms. */}
      <Toaster position="top-center" duration={TOAST_DEFAULTS.durationMs} richColors closeButton />
    </QueryClientProvider>
  );
}
