'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys, recordAccountView } from '@/lib/resources/administration';

/** Notes that this account's page was opened (once per visit), for /admin/support. */
export function RecordAccountView({ accountId }: { accountId: string }) {
  const client = useQueryClient();
  useEffect(() => {
    recordAccountView(accountId)
      .then(() => client.invalidateQueries({ queryKey: adminKeys.recent() }))
      .catch(() => undefined);
  }, [accountId, client]);
  return null;
}
