'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { focusAfterRemoval } from '@/lib/portfolio/focus-after-removal';
import { meQuery } from '@/lib/resources/me';
import { portfolioQuery } from '@/lib/resources/portfolio';
import { itemsOf } from '@/lib/resources/portfolio-cache';
import { EmptyPortfolio } from './empty-portfolio';
import { type FocusTarget, itemTitleId } from './focus-target';
import { PortfolioItemCard } from './portfolio-item';

/**
 * The student's items, newest first, 20 at a time with "Show more". A failed load
 * is the §8 panel, never "your portfolio is empty".
 */
export function PortfolioList({
  accountId,
  focusTarget,
  onFocused,
  onDeleted,
}: {
  accountId: string;
  focusTarget: FocusTarget | null;
  onFocused: () => void;
  onDeleted: (nextItemId: string | null) => void;
}) {
  const t = useTranslations('portfolio.list');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useInfiniteQuery(portfolioQuery(accountId));
  const coachName = useQuery(meQuery()).data?.me.primaryCoach?.fullName ?? null;
  const items = itemsOf(query.data);
  const ids = items.map((item) => item.id);
  const total = query.data?.pages[0]?.total ?? items.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target may show up with new data.
  useEffect(() => {
    if (!focusTarget) return;
    const element =
      focusTarget.itemId === null
        ? heading.current
        : document.getElementById(itemTitleId(focusTarget.itemId));
    if (!element) return;
    element.focus();
    onFocused();
  }, [focusTarget, query.data, onFocused]);

  return (
    <section className="portfolio-items" aria-labelledby={headingId}>
      <div className="portfolio-items-head kit-wrap">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        {query.data && items.length > 0 && (
          <p className="portfolio-count">{t('count', { count: total })}</p>
        )}
      </div>
      {query.isPending ? (
        <LoadingIndicator />
      ) : !query.data ? (
        <ErrorPanel error={query.error} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyPortfolio />
      ) : (
        <>
          <ol className="portfolio-list kit-list">
            {items.map((item) => (
              <PortfolioItemCard
                key={item.id}
                accountId={accountId}
                item={item}
                coachName={coachName}
                onDeleted={() => onDeleted(focusAfterRemoval(ids, item.id))}
              />
            ))}
          </ol>
          {query.isFetchNextPageError && (
            <ErrorPanel error={query.error} onRetry={() => query.fetchNextPage()} />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <button
              type="button"
              className="button portfolio-more"
              onClick={() => query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
