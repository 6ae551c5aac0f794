'use client';

import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@/lib/api/queries';

/** The signed-in user's name, read from the /v1/me query the server hydrated (no extra fetch). */
export function AccountName() {
  const { data } = useQuery(meQueryOptions());
  return <span className="site-header-user">{data?.me.account?.fullName}</span>;
}
