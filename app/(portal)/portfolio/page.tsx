import { getTranslations } from 'next-intl/server';
import { PaymentRequired } from '@/components/errors/payment-required';
import { PortfolioPage } from '@/components/portfolio/portfolio-page';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('portfolio'))('title') };
}

/** /portfolio: the student's own portfolio (403 without portfolio_feature, 402 without access). */
export default async function PortfolioRoute() {
  const { result, paymentRequired } = await requireRoute('/portfolio');
  if (paymentRequired) return <PaymentRequired result={result} />;
  return <PortfolioPage accountId={result.me.account?.id ?? ''} />;
}
