import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { loadPortalMe } from '@/lib/server/guard';

/**
 * For a public page whose client components use TanStack Query (unsubscribe): guests
 * get a query client for this page only (the guest shell has none); signed-in users
 * already have the shell's.
 */
export async function GuestQueries({ children }: { children: ReactNode }) {
  const result = await loadPortalMe();
  if (result.authenticated) return children;
  return <Providers>{children}</Providers>;
}
