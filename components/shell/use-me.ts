'use client';

import { useQuery } from '@tanstack/react-query';
import type { MeResult } from '@/lib/resources/me';
import { meQuery } from '@/lib/resources/me';

/**
 * The current user, portal and flags from the /v1/me query the server hydrated. The portal
 * layout always prefetches it, so inside the shell it is never undefined.
 */
export function useMe(): MeResult {
  const { data } = useQuery(meQuery());
  if (!data) throw new Error('useMe() is used outside the portal layout, which hydrates /v1/me');
  return data;
}
