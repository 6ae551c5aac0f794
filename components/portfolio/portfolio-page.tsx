import { getTranslations } from 'next-intl/server';
import { PortfolioBoard } from './portfolio-board';
import './portfolio.css';

/** Spec §2 /portfolio: "a portfolio that shows what you have learned", the student's own. */
export async function PortfolioPage({ accountId }: { accountId: string }) {
  const t = await getTranslations('portfolio');
  return (
    <section className="page-card portfolio" aria-labelledby="portfolio-title">
      <h1 id="portfolio-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <PortfolioBoard accountId={accountId} />
    </section>
  );
}
