'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { apiHeaders } from '@/lib/api/client';

/**
 * Signs out with a POST to this app, which makes spec §7's GET /auth/logout upstream; then the
 * cache is cleared and the user lands on /auth?loggedOut=true.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    try {
      await fetch('/api/auth/logout', {
        method: 'POST',
        credentials: 'include',
        headers: apiHeaders(),
      });
    } finally {
      queryClient.clear();
      router.replace('/auth?loggedOut=true');
      router.refresh();
    }
  }, [queryClient, router]);
}
