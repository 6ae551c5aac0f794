import { getTranslations } from 'next-intl/server';
import { AccountDetails } from '@/components/account/account-details';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('detailsTitle') };
}

export default async function AccountDetailsPage() {
  const { result } = await requireRoute('/account/details');
  return <AccountDetails result={result} />;
}
