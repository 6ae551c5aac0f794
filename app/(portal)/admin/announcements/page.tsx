import { getTranslations } from 'next-intl/server';
import { AnnouncementsAdmin } from '@/components/communication/announcements-admin';
import { ClientMessages } from '@/components/i18n/client-messages';
import { announcementsQuery, INITIAL_ANNOUNCEMENT_PARAMS } from '@/lib/resources/announcements';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('communication'))('announcements.title') };
}

/**
 * /admin/announcements (SCREENS "Communication"), for RULES.announcements: a banner under the
 * header, coach news and notifications to an audience of roles and entities.
 */
export default async function AnnouncementsRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/announcements'),
    getTranslations('communication'),
  ]);
  await getQueryClient().prefetchQuery(announcementsQuery(INITIAL_ANNOUNCEMENT_PARAMS));
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'communication.announcements',
          'communication.roles',
          'communication.severity',
          'lists',
          'editor',
          'translations',
        ]}
      >
        <div className="comm-page">
          <header className="comm-page-head">
            <h1>{t('announcements.title')}</h1>
            <p className="lead">{t('announcements.intro')}</p>
          </header>
          <AnnouncementsAdmin />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
