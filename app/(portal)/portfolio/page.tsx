import { getTranslations } from 'next-intl/server';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PortfolioPage } from '@/components/portfolio/portfolio-page';
import { portfolioQuery } from '@/lib/resources/portfolio';
import { requireRoute, titleUnlessPaymentRequired } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return titleUnlessPaymentRequired('/portfolio', async () =>
    (await getTranslations('portfolio'))('title'),
  );
}

/** /portfolio: the student's own portfolio (403 without portfolio_feature, 402 without access). */
export default async function PortfolioRoute() {
  const { result, paymentRequired } = await requireRoute('/portfolio');
  if (paymentRequired) return <PaymentRequired result={result} />;
  const accountId = result.me.account?.id ?? '';
  // The first 20 items arrive with the page: no spinner, no second round trip.
  await getQueryClient().prefetchInfiniteQuery(portfolioQuery(accountId));
  return (
    <Hydrate>
      <ClientMessages namespaces={['portfolio']}>
        <PortfolioPage accountId={accountId} />
      </ClientMessages>
    </Hydrate>
  );
}
