'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { AvatarPicker } from '@/components/profiles/avatar-picker';
import { meKeys } from '@/lib/resources/me';
import { type ProfileView, profileKeys, profileQuery } from '@/lib/resources/profiles';

/**
 * /account/details' picture: the same control as /profile (upload through the file
 * storage, kept at 150 px; or removed). The header's avatar follows at once.
 */
export function AccountAvatar({ accountId }: { accountId: string }) {
  const { data: profile } = useQuery(profileQuery(accountId));
  const client = useQueryClient();
  const router = useRouter();
  if (!profile) return null;
  const saved = (next: ProfileView) => {
    client.setQueryData(profileKeys.detail(next.id), next);
    void client.invalidateQueries({ queryKey: meKeys.me() });
    router.refresh();
  };
  return <AvatarPicker profile={profile} onSaved={saved} />;
}
