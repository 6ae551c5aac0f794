import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { fetchList } from '@/lib/api/transport';
import type { preferences } from '@/shared/accounts/contract';
import type { Read } from '@/shared/contract/resource';
import { accountKeys, accountPath } from './accounts';

/** An account preference: a property and its payload, private to the account. */
export type Preference = Read<typeof preferences>;

export const preferenceKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'preferences'] as const,
  property: (accountId: string, property: string) =>
    [...preferenceKeys.all(accountId), property] as const,
};

const base = (accountId: string) => `${accountPath(accountId)}/preferences`;

/** One preference by property, or null when it was never saved. */
export const preferenceQuery = (accountId: string, property: string) =>
  queryOptions({
    queryKey: preferenceKeys.property(accountId, property),
    queryFn: async (context) => {
      const path = `${base(accountId)}?filter[property]=${encodeURIComponent(property)}`;
      return (await fetchList<Preference>(context, path)).items[0] ?? null;
    },
  });

/** Creates or updates a preference (POST the first time, PUT after). */
export async function savePreference(
  accountId: string,
  existing: Preference | null,
  property: string,
  payload: unknown,
): Promise<void> {
  await apiFetch(
    existing ? `${base(accountId)}/${encodeURIComponent(existing.id)}` : base(accountId),
    {
      method: existing ? 'PUT' : 'POST',
      body: { data: { type: 'preferences', attributes: { property, payload } } },
    },
  );
}
