import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import type { Read } from '@/shared/contract/resource';
import type { identityProviders, idpMetadata } from '@/shared/sso/contract';

/** A portal's identity provider (issue 39), camelCase; its secrets only as "set" or not. */
export type IdentityProvider = Read<typeof identityProviders>;

export const ssoKeys = {
  providers: () => ['sso', 'identity-providers'] as const,
};

/** Every identity provider of the portal, by name. */
export const identityProvidersQuery = () =>
  queryOptions({
    queryKey: ssoKeys.providers(),
    queryFn: async ({ signal }) =>
      (await deserialize<IdentityProvider[]>(await apiFetch('/v1/identity_providers', { signal })))
        .data,
  });

/** What the form sends (snake_case, as the API takes it); a secret only when typed. */
export type IdentityProviderInput = Record<string, unknown>;

export const saveIdentityProvider = async (id: string | null, attributes: IdentityProviderInput) =>
  (
    await deserialize<IdentityProvider>(
      await apiFetch(
        id ? `/v1/identity_providers/${encodeURIComponent(id)}` : '/v1/identity_providers',
        {
          method: id ? 'PATCH' : 'POST',
          body: { data: { type: 'identity_providers', ...(id ? { id } : {}), attributes } },
        },
      ),
    )
  ).data;

export const deleteIdentityProvider = (id: string) =>
  apiFetch(`/v1/identity_providers/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What an IdP's SAML metadata says, read by the API for the form (nothing is saved). */
export type IdpMetadata = Read<typeof idpMetadata>;

/** Reads an IdP's metadata from its address or its pasted XML (SAML form, "Read metadata"). */
export const readIdpMetadata = async (source: { url: string } | { xml: string }) =>
  (
    await deserialize<IdpMetadata>(
      await apiFetch('/v1/identity_providers/metadata', {
        method: 'POST',
        body: { data: { type: 'idp_metadata', attributes: source } },
      }),
    )
  ).data;
