import { useTranslations } from 'next-intl';

/** No items yet: say so, and what the form above is for. */
export function EmptyPortfolio() {
  const t = useTranslations('portfolio.list');
  return (
    <div className="portfolio-empty">
      <p className="portfolio-empty-title">{t('emptyTitle')}</p>
      <p>{t('emptyText')}</p>
    </div>
  );
}
