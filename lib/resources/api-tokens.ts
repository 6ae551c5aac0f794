import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type { ApiTokenScope } from '@/shared/integrations/api-token-scopes';
import type { apiTokens } from '@/shared/integrations/contract';

/** GET /v1/api_tokens: a token as /admin/settings/api-tokens lists it (never the token itself). */
export type ApiToken = Read<typeof apiTokens>;

/** What the new-token form sends: a name, its scopes and the last day it works. */
export interface ApiTokenInput {
  name: string;
  scopes: ApiTokenScope[];
  /** `yyyy-MM-dd`. */
  expiresOn: string;
}

export const apiTokenKeys = {
  all: () => ['api_tokens'] as const,
  list: () => ['api_tokens', 'list'] as const,
};

/** A portal has a handful of tokens: the first hundred, newest first, are the whole list. */
export const apiTokensQuery = () =>
  queryOptions({
    queryKey: apiTokenKeys.list(),
    queryFn: async (context) =>
      (await fetchResource<ApiToken[]>(context, '/v1/api_tokens?page[size]=100')).data ?? [],
  });

/** POST /v1/api_tokens: the token made, with `token` set (the only time it is shown). */
export async function createApiToken(input: ApiTokenInput): Promise<ApiToken> {
  const document = await apiFetch('/v1/api_tokens', {
    method: 'POST',
    body: serialize('api_tokens', {
      name: input.name,
      scopes: input.scopes,
      expiresOn: input.expiresOn,
    }),
  });
  return (await deserialize<ApiToken>(document)).data;
}

/** DELETE /v1/api_tokens/{id}: revoked at once; it stays in the list as revoked. */
export function revokeApiToken(id: string) {
  return apiFetch(`/v1/api_tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Where a token stands today. */
export function tokenState(token: ApiToken, now = Date.now()): 'active' | 'revoked' | 'expired' {
  if (token.revokedAt) return 'revoked';
  return new Date(token.expiresAt).getTime() <= now ? 'expired' : 'active';
}
