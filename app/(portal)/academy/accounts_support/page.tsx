import { getTranslations } from 'next-intl/server';
import { AccountsList } from '@/components/accounts/accounts-list';
import { PinnedAccounts } from '@/components/accounts/pinned-accounts';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import '@/components/accounts/accounts.css';

export async function generateMetadata() {
  return { title: (await getTranslations('accounts'))('title') };
}

/**
 * /academy/accounts_support: the account list where the portal has no
 * `account-support` (with it, the list is /admin/accounts). The same list and pins.
 */
export default async function AccountsSupportPage() {
  const [, t] = await Promise.all([
    requireRoute('/academy/accounts_support'),
    getTranslations('accounts'),
  ]);
  return (
    <ClientMessages namespaces={['accounts', 'lists', 'people']}>
      <section className="accounts-page" aria-labelledby="accounts-title">
        <h1 id="accounts-title">{t('title')}</h1>
        <PinnedAccounts />
        <AccountsList />
      </section>
    </ClientMessages>
  );
}
