import { getTranslations } from 'next-intl/server';
import { CoachNews } from '@/components/communication/coach-news';
import { ClientMessages } from '@/components/i18n/client-messages';
import { newsQuery } from '@/lib/resources/announcements';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('communication'))('news.title') };
}

/** /coach/news (SCREENS "Coaching"): announcements whose audience includes coaches. */
export default async function CoachNewsRoute() {
  const [, t] = await Promise.all([requireRoute('/coach/news'), getTranslations('communication')]);
  await getQueryClient().prefetchQuery(newsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['communication', 'lists']}>
        <div className="comm-page">
          <header className="comm-page-head">
            <h1>{t('news.title')}</h1>
            <p className="lead">{t('news.intro')}</p>
          </header>
          <CoachNews />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
