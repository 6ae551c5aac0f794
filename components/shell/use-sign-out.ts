'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { apiHeaders } from '@/lib/api/client';

/**
 * Signs out with a POST to this app, which makes spec §7's GET /auth/logout upstream; then the
 * cache is cleared and the user lands on /auth?loggedOut=true (through their identity provider's
 * own sign-out first, when they signed in with one).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    let providerLogout: string | null = null;
    try {
      const response = await fetch('/api/auth/logout', {
        method: 'POST',
        credentials: 'include',
        headers: apiHeaders(),
      });
      const body = (await response.json().catch(() => null)) as {
        meta?: { redirect?: unknown };
      } | null;
      if (typeof body?.meta?.redirect === 'string') providerLogout = body.meta.redirect;
    } finally {
      queryClient.clear();
      // Signed in through a provider (issue 39): its own sign-out next, which sends the
      // browser back to /auth?loggedOut=true.
      if (providerLogout) window.location.assign(providerLogout);
      else {
        router.replace('/auth?loggedOut=true');
        router.refresh();
      }
    }
  }, [queryClient, router]);
}
