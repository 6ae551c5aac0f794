'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { Pagination } from '@/components/lists/pagination';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@/lib/lists/pagination';
import { newsQuery } from '@/lib/resources/announcements';
import { NewsList } from './news-list';
import '@/components/rich-text/rich-text.css';
import './communication.css';

/** /coach/news: announcements whose audience includes coaches, newest first, paginated. */
export function CoachNews() {
  const t = useTranslations('communication.news');
  const [page, setPage] = useState<{ page: number; size: PageSize }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
  });
  const query = useQuery(newsQuery(page.page, page.size));
  const { data } = query;
  if (!data) return <QueryPending query={query} />;
  if (data.items.length === 0) {
    return (
      <div className="comm-empty" role="status">
        <p>{t('empty')}</p>
        <p className="muted">{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <div className="comm-section" aria-busy={query.isPlaceholderData}>
      <NewsList items={data.items} />
      {data.total > page.size && (
        <Pagination
          page={page.page}
          size={page.size}
          lastPage={data.lastPage}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
