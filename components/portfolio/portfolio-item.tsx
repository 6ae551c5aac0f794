'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRelativeDate } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import type { PortfolioItem } from '@/lib/resources/portfolio';
import { DeleteItemButton } from './delete-item-button';
import { itemTitleId } from './focus-target';
import { ItemFiles } from './item-files';
import { ShareToggle } from './share-toggle';

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * One item: its kind as a badge, when it was added, the title, linked course and text, and its
 * files where the portal has `account_files`.
 */
export function PortfolioItemCard({
  accountId,
  item,
  coachName,
  onDeleted,
}: {
  accountId: string;
  item: PortfolioItem;
  /** The student's primary coach, with whom an item can be shared (none: no switch). */
  coachName: string | null;
  onDeleted: () => void;
}) {
  const t = useTranslations('portfolio');
  const locale = useLocale() as Locale;
  return (
    <li className="portfolio-item kit-card kit-stack" aria-labelledby={itemTitleId(item.id)}>
      <div className="portfolio-item-meta kit-row">
        <span className="portfolio-kind" data-kind={item.kind}>
          {t(`kinds.${item.kind}`)}
        </span>
        <time dateTime={item.createdAt} className="portfolio-date" suppressHydrationWarning>
          {formatRelativeDate(item.createdAt, new Date(), locale, { timeZone: TIME_ZONE })}
        </time>
      </div>
      <h3 id={itemTitleId(item.id)} className="portfolio-item-title" tabIndex={-1}>
        {item.title}
      </h3>
      {item.course && (
        <p className="portfolio-item-course">{t('list.course', { course: item.course.title })}</p>
      )}
      {item.description && <p className="portfolio-item-description">{item.description}</p>}
      <ItemFiles accountId={accountId} item={item} />
      <div className="portfolio-item-actions kit-row">
        {coachName && <ShareToggle accountId={accountId} item={item} coachName={coachName} />}
        <DeleteItemButton accountId={accountId} item={item} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
