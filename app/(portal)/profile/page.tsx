import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ProfileEditor } from '@/components/profiles/profile-editor';
import { profileQuery } from '@/lib/resources/profiles';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/profiles/profiles.css';

export async function generateMetadata() {
  return { title: (await getTranslations('profiles'))('edit.title') };
}

/** /profile: my profile (spec §2: the student environment, marked as the profile environment). */
export default async function MyProfileRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/profile'),
    getTranslations('profiles'),
  ]);
  const accountId = result.me.account?.id ?? '';
  await getQueryClient().prefetchQuery(profileQuery(accountId));
  return (
    <Hydrate>
      <ClientMessages namespaces={['profiles', 'files']}>
        <section className="page-card profile-page" aria-labelledby="profile-title">
          <h1 id="profile-title">{t('edit.title')}</h1>
          <p className="lead">{t('edit.lead', { portal: result.me.portal.name })}</p>
          <ProfileEditor accountId={accountId} portalName={result.me.portal.name} />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
