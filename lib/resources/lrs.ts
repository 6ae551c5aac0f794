import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import type { Read } from '@/shared/contract/resource';
import type { lrsCredentials } from '@/shared/lrs/contract';

/** The learning record store's credentials (issue 37 item 4), camelCase. */
export type LrsCredential = Read<typeof lrsCredentials>;

export const lrsKeys = {
  all: () => ['lrs', 'credentials'] as const,
};

/** Every credential of the portal's outside tools, newest first. */
export const lrsCredentialsQuery = () =>
  queryOptions({
    queryKey: lrsKeys.all(),
    queryFn: async ({ signal }) =>
      (await deserialize<LrsCredential[]>(await apiFetch('/v1/lrs_credentials', { signal }))).data,
  });

/** A new credential: the answer holds its secret, this once. */
export const createLrsCredential = async (label: string) =>
  (
    await deserialize<LrsCredential>(
      await apiFetch('/v1/lrs_credentials', {
        method: 'POST',
        body: { data: { type: 'lrs_credentials', attributes: { label } } },
      }),
    )
  ).data;

export const revokeLrsCredential = (id: string) =>
  apiFetch(`/v1/lrs_credentials/${encodeURIComponent(id)}`, { method: 'DELETE' });
