import { getTranslations } from 'next-intl/server';
import { AccountDetails } from '@/components/account/account-details';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('detailsTitle') };
}

export default async function AccountDetailsPage() {
  const { result } = await requireRoute('/account/details');
  return (
    <ClientMessages namespaces={['communication']}>
      <AccountDetails result={result} />
    </ClientMessages>
  );
}
