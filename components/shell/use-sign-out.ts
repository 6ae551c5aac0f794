'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { API_HEADERS } from '@/lib/api/client';

/** Spec §7: GET /auth/logout, then the cache is cleared and the user lands on /auth?loggedOut=true. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    try {
      await fetch('/api/auth/logout', { credentials: 'include', headers: API_HEADERS });
    } finally {
      queryClient.clear();
      router.replace('/auth?loggedOut=true');
      router.refresh();
    }
  }, [queryClient, router]);
}
