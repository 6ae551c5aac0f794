import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { queryKeys } from '@/lib/api/queries';
import { makeQueryClient } from '@/lib/api/query-client';
import { loadPortalMe } from '@/lib/server/guard';
import { themeStyle } from '@/lib/theme/colors';

/** Every portal page: /v1/me once per request, hydrated into TanStack Query for the shell. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const result = await loadPortalMe();
  const queryClient = makeQueryClient();
  queryClient.setQueryData(queryKeys.me(), result);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div style={themeStyle(result.me.theme) as CSSProperties}>
        <AppShell>{children}</AppShell>
      </div>
    </HydrationBoundary>
  );
}
