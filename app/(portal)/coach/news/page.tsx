import { getTranslations } from 'next-intl/server';
import { CoachNews } from '@/components/communication/coach-news';
import {
  COACH_NEWS_VIEW,
  COACH_NEWS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/communication/coach-news-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { newsQuery } from '@/lib/resources/announcements';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('communication'))('news.title') };
}

/**
 * /coach/news (SCREENS "Coaching"): announcements whose audience includes coaches. The list's
 * view lives in the browser and is mirrored in its address and cookie, so its first page is
 * prefetched here.
 */
export default async function CoachNewsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, t, address] = await Promise.all([
    requireRoute('/coach/news'),
    getTranslations('communication'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['communication', 'lists']}>
      <div className="comm-page">
        <header className="comm-page-head">
          <h1>{t('news.title')}</h1>
          <p className="lead">{t('news.intro')}</p>
        </header>
        <PrefetchedList
          list={{
            view: COACH_NEWS_VIEW,
            defaults: COACH_NEWS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: newsQuery,
            address,
          }}
          screen={(initial) => <CoachNews initial={initial} />}
        />
      </div>
    </ClientMessages>
  );
}
