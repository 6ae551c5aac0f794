'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import { Link } from '@/components/ui/link';
import { latestNewsQuery } from '@/lib/resources/announcements';
import { NewsList } from './news-list';
import '@/components/rich-text/rich-text.css';
import './communication.css';

/**
 * The coach dashboard's "3 latest news items" (SCREENS "/coach/dashboard"). The page prefetches
 * `latestNewsQuery()` and sends the `communication` messages (<ClientMessages>).
 */
export function LatestNews() {
  const t = useTranslations('communication.news');
  const query = useQuery(latestNewsQuery());
  return (
    <section className="comm-section" aria-labelledby="latest-news-title">
      <div className="comm-section-head">
        <h2 id="latest-news-title">{t('latest')}</h2>
        <Link href="/coach/news">{t('all')}</Link>
      </div>
      {!query.data ? (
        <QueryPending query={query} />
      ) : query.data.items.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <NewsList items={query.data.items} headingLevel={3} />
      )}
    </section>
  );
}
