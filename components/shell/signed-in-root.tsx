'use client';

import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { AppShell } from './app-shell';

/** The signed-in shell on TanStack Query, with what the server prefetched for this request. */
export function SignedInRoot({ state, children }: { state: DehydratedState; children: ReactNode }) {
  return (
    <Providers>
      <HydrationBoundary state={state}>
        <AppShell>{children}</AppShell>
      </HydrationBoundary>
    </Providers>
  );
}
