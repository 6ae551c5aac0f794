import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import type { Read } from '@/shared/contract/resource';
import type { ltiPlatforms } from '@/shared/lti/contract';

/** A platform that launches the portal as an LTI 1.3 tool (issue 38 item 2), camelCase. */
export type LtiPlatform = Read<typeof ltiPlatforms>;

export const ltiPlatformKeys = {
  all: () => ['lti', 'platforms'] as const,
};

/** Every platform registered on the portal, newest first. */
export const ltiPlatformsQuery = () =>
  queryOptions({
    queryKey: ltiPlatformKeys.all(),
    queryFn: async ({ signal }) =>
      (await deserialize<LtiPlatform[]>(await apiFetch('/v1/lti/platforms', { signal }))).data,
  });

export type LtiPlatformInput = {
  name?: string;
  issuer: string;
  client_id: string;
  deployment_ids: string[];
  auth_endpoint: string;
  token_endpoint: string;
  jwks_url: string;
  administrator_role: 'coach' | 'admin';
};

export const registerLtiPlatform = async (attributes: LtiPlatformInput) =>
  (
    await deserialize<LtiPlatform>(
      await apiFetch('/v1/lti/platforms', {
        method: 'POST',
        body: { data: { type: 'lti_platforms', attributes } },
      }),
    )
  ).data;

export const removeLtiPlatform = (id: string) =>
  apiFetch(`/v1/lti/platforms/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A platform's changes (PATCH: the fields given; each checked as when registering). */
export const updateLtiPlatform = async (id: string, attributes: Partial<LtiPlatformInput>) =>
  (
    await deserialize<LtiPlatform>(
      await apiFetch(`/v1/lti/platforms/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { data: { type: 'lti_platforms', id, attributes } },
      }),
    )
  ).data;
