import { COACH_ROLES, hasRole } from '../../shared/access/roles';
import type { ResourceObject } from '../jsonapi/document';
import type { ProfileRecord } from '../queries/profiles';

export const PROFILE_FIELDS = [
  'full_name',
  'avatar_url',
  'headline',
  'bio',
  'links',
  'is_coach',
  'visibility',
  'updated_at',
] as const;

/**
 * A profile (/v1/profiles/{account}); its id is the account's. `visibility` only for the
 * account itself: whether someone chose private is nobody else's business.
 */
export function profileViewResource(profile: ProfileRecord, own: boolean): ResourceObject {
  return {
    type: 'profiles',
    id: profile.accountId,
    attributes: {
      full_name: profile.fullName,
      avatar_url: profile.avatarUrl,
      headline: profile.headline,
      bio: profile.bio,
      links: profile.links.map((link) => ({ label: link.label, url: link.url })),
      is_coach: hasRole(profile.roles, COACH_ROLES),
      ...(own ? { visibility: profile.visibility } : {}),
      updated_at: profile.updatedAt ? profile.updatedAt.toISOString() : null,
    },
    links: { self: `/v1/profiles/${profile.accountId}` },
  };
}
