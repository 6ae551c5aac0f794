import { getTranslations } from 'next-intl/server';
import { ProfileCard } from '@/components/profiles/profile-card';
import { profileQuery } from '@/lib/resources/profiles';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound } from '@/lib/server/query-client';

type Params = { params: Promise<{ account: string }> };

export async function generateMetadata({ params }: Params) {
  const [{ account }, t] = await Promise.all([params, getTranslations('profiles')]);
  const profile = await fetchOrNotFound(profileQuery(account)).catch(() => null);
  return { title: profile?.fullName ?? t('view.title') };
}

/**
 * /profiles/{account}: someone's profile as the portal may see it (signed in; a private
 * profile of someone the viewer neither coaches nor is coached by is a 404, like an unknown id).
 */
export default async function ProfileRoute({ params }: Params) {
  const [{ result }, { account }] = await Promise.all([requireRoute('/profiles'), params]);
  const profile = await fetchOrNotFound(profileQuery(account));
  return <ProfileCard profile={profile} own={profile.id === result.me.account?.id} />;
}
