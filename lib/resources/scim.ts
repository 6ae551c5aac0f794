import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import type { Read } from '@/shared/contract/resource';
import type { scimGroups, scimTokens } from '@/shared/integrations/contract';

/** SCIM provisioning's tokens and group mappings (issue 39), camelCase. */
export type ScimToken = Read<typeof scimTokens>;
export type ScimGroupMapping = Read<typeof scimGroups>;

export const scimKeys = {
  all: () => ['scim'] as const,
  tokens: () => ['scim', 'tokens'] as const,
  groups: () => ['scim', 'groups'] as const,
};

export const scimTokensQuery = () =>
  queryOptions({
    queryKey: scimKeys.tokens(),
    queryFn: async ({ signal }) =>
      (await deserialize<ScimToken[]>(await apiFetch('/v1/scim_tokens', { signal }))).data,
  });

export const scimGroupsQuery = () =>
  queryOptions({
    queryKey: scimKeys.groups(),
    queryFn: async ({ signal }) =>
      (await deserialize<ScimGroupMapping[]>(await apiFetch('/v1/scim_groups', { signal }))).data,
  });

/** A new token: the answer holds it, this once. */
export const createScimToken = async (name: string) =>
  (
    await deserialize<ScimToken>(
      await apiFetch('/v1/scim_tokens', {
        method: 'POST',
        body: { data: { type: 'scim_tokens', attributes: { name } } },
      }),
    )
  ).data;

export const revokeScimToken = (id: string) =>
  apiFetch(`/v1/scim_tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The mapping select's value (`role:coach`, `entity:<id>`) as the API takes it. */
export function mappingOf(value: string): { role: string | null; entityId: string | null } {
  const [kind, ...rest] = value.split(':');
  const target = rest.join(':');
  return {
    role: kind === 'role' && target ? target : null,
    entityId: kind === 'entity' && target ? target : null,
  };
}

/** Maps a group (by name: named ahead when the identity provider has not sent it yet). */
export const mapScimGroup = async (input: {
  displayName: string;
  role: string | null;
  entityId: string | null;
}) =>
  (
    await deserialize<ScimGroupMapping>(
      await apiFetch('/v1/scim_groups', {
        method: 'POST',
        body: {
          data: {
            type: 'scim_groups',
            attributes: {
              display_name: input.displayName,
              role: input.role,
              entity_id: input.entityId,
            },
          },
        },
      }),
    )
  ).data;
