'use client';

import { useTranslations } from 'next-intl';
import { ListResults, ListScreen, type ListScreenProps } from '@/components/lists/list-screen';
import { useViewAddress } from '@/components/lists/use-view-address';
import { newsQuery } from '@/lib/resources/announcements';
import { COACH_NEWS_VIEW, COACH_NEWS_VIEW_DEFAULTS, PAGE_SIZE_PREFERENCE } from './coach-news-view';
import { NewsList } from './news-list';
import '@/components/rich-text/rich-text.css';
import './communication.css';

/**
 * /coach/news: announcements whose audience includes coaches, newest first, paginated (the pages
 * only when more than one), a new page starting at the top; the page size kept per browser.
 */
export function CoachNews({ initial }: ListScreenProps) {
  const address = useViewAddress();
  const t = useTranslations('communication.news');
  return (
    <ListScreen
      view={COACH_NEWS_VIEW}
      defaults={COACH_NEWS_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={newsQuery}
    >
      {({ query, pagination, changePage }) => (
        <ListResults
          query={query}
          pagination={pagination}
          onPage={(next) => {
            changePage(next);
            window.scrollTo({ top: 0 });
          }}
          className="comm-section"
          hideSinglePage
          emptyState={
            <div className="comm-empty" role="status">
              <p>{t('empty')}</p>
              <p className="muted">{t('emptyHint')}</p>
            </div>
          }
        >
          {(data) => <NewsList items={data.items} />}
        </ListResults>
      )}
    </ListScreen>
  );
}
