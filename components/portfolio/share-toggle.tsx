'use client';

import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import {
  type PortfolioItem,
  portfolioKeys,
  setPortfolioItemShared,
} from '@/lib/resources/portfolio';
import { type PortfolioPages, withItemShared } from '@/lib/resources/portfolio-cache';

/**
 * "Share with {coach}": a switch per item. A shared item shows on the participant's
 * page of the student's primary coach; the switch flips at once and rolls back with the §8
 * toast when the server refuses.
 */
export function ShareToggle({
  accountId,
  item,
  coachName,
}: {
  accountId: string;
  item: PortfolioItem;
  coachName: string;
}) {
  const t = useTranslations('portfolio.share');
  const share = useOptimisticMutation<boolean, PortfolioItem, PortfolioPages>({
    queryKey: portfolioKeys.list(accountId),
    mutationFn: (shared) => setPortfolioItemShared(accountId, item.id, shared),
    optimistic: (pages, shared) => withItemShared(pages, item.id, shared) ?? pages,
    errorTitle: t('failed'),
  });
  const shared = item.sharedWithCoach;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={shared}
      className="portfolio-share"
      data-shared={shared}
      aria-label={t('label', { coach: coachName, title: item.title })}
      onClick={() => share.mutate(!shared)}
    >
      <span className="portfolio-share-track" aria-hidden="true">
        <span className="portfolio-share-thumb" />
      </span>
      <span>{t('visible', { coach: coachName })}</span>
    </button>
  );
}
