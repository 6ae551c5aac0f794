import { getTranslations } from 'next-intl/server';
import { StartPage } from '@/components/dashboard/start-page';
import { PaymentRequired } from '@/components/errors/payment-required';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('catalog'))('title') };
}

export default async function CatalogPage() {
  const [{ result, paymentRequired }, t] = await Promise.all([
    requireRoute('/catalog'),
    getTranslations('catalog'),
  ]);
  if (paymentRequired) return <PaymentRequired result={result} />;
  return <StartPage result={result} title={t('title')} />;
}
