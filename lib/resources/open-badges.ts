import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource, sendResource } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type { badgeIssuerKeys, openBadgeVerifications } from '@/shared/learning/contract';
import { PRESENTED_MAX_CHARS } from '@/shared/open-badges/presented';

/**
 * Open Badges 3.0 (docs/open-badges.md): checking a presented credential on /verify. The
 * certificate's own downloads are plain links (components/certificates/open-badge-downloads).
 */

export type BadgeCheck = Read<typeof openBadgeVerifications>;

/** The most characters a check takes (the API's own limit). */
export const BADGE_CHECK_MAX_CHARS = PRESENTED_MAX_CHARS;

/** POST /v1/open_badges/verifications (public): the verdict on a credential's text. */
export async function checkBadge(credential: string): Promise<BadgeCheck> {
  const document = await apiFetch('/v1/open_badges/verifications', {
    method: 'POST',
    body: serialize('open_badge_verifications', { credential }),
  });
  return (await deserialize<BadgeCheck>(document)).data;
}

export type BadgeIssuerKey = Read<typeof badgeIssuerKeys>;

export const openBadgeKeys = {
  all: () => ['badge_issuer_keys'] as const,
};

/** GET /v1/open_badges/keys (RULES.certifications): the portal's issuer keys and its DID. */
export const badgeIssuerKeysQuery = () =>
  queryOptions({
    queryKey: openBadgeKeys.all(),
    queryFn: async (context) => {
      const { data, meta } = await fetchResource<BadgeIssuerKey[]>(context, '/v1/open_badges/keys');
      return { keys: data ?? [], did: typeof meta.did === 'string' ? meta.did : '' };
    },
  });

/** POST /v1/open_badges/keys: a new key signs from now on; the old ones stay published. */
export const rotateBadgeKey = () =>
  sendResource<BadgeIssuerKey>('/v1/open_badges/keys', {
    method: 'POST',
    body: serialize('badge_issuer_keys', { rotate: true }),
  });
