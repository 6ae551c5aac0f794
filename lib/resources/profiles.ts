import { queryOptions } from '@tanstack/react-query';
import { serialize } from '@/lib/api/jsonapi';
import { fetchResource, sendResource } from '@/lib/api/transport';
import type { profiles } from '@/shared/accounts/contract';
import type { Read, With } from '@/shared/contract/resource';
import type { ProfileLink, ProfileVisibility } from '@/shared/profiles/rules';

/**
 * Profiles (SCREENS "/profile", "/profiles/{account}"): GET and PATCH /v1/profiles/{account}.
 * A profile's id is its account's.
 */
/**
 * /v1/profiles/{account}: with the name, avatar and coach mark; visibility only when own. This
 * view sends headline and bio as text, empty when never written (included, they are null).
 */
export type ProfileView = With<
  Read<typeof profiles>,
  'fullName' | 'avatarUrl' | 'isCoach' | 'updatedAt'
> & { headline: string; bio: string };

/** What the /profile form sends; `avatarFileId` null removes the picture. */
export interface ProfileInput {
  headline?: string;
  bio?: string;
  links?: ProfileLink[];
  visibility?: ProfileVisibility;
  avatarFileId?: string | null;
}

export const profileKeys = {
  all: () => ['profiles'] as const,
  detail: (accountId: string) => ['profiles', accountId] as const,
};

export const profilePath = (accountId: string) => `/v1/profiles/${encodeURIComponent(accountId)}`;

/** The profile as the viewer may see it (404: not theirs to see). */
export const profileQuery = (accountId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(accountId),
    queryFn: async (context) =>
      (await fetchResource<ProfileView>(context, profilePath(accountId))).data,
  });

/** PATCH the own profile; the profile as saved. */
export async function updateProfile(accountId: string, input: ProfileInput): Promise<ProfileView> {
  return sendResource<ProfileView>(profilePath(accountId), {
    method: 'PATCH',
    body: serialize('profiles', { ...input }),
  });
}
