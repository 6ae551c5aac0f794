import { getTranslations } from 'next-intl/server';
import { AccountsList } from '@/components/accounts/accounts-list';
import { PinnedAccounts } from '@/components/accounts/pinned-accounts';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import '@/components/accounts/accounts.css';

export async function generateMetadata() {
  return { title: (await getTranslations('accounts'))('title') };
}

/** /admin/accounts: support roles or the sales group, with account-support on. */
export default async function AdminAccountsPage() {
  const [, t] = await Promise.all([requireRoute('/admin/accounts'), getTranslations('accounts')]);
  return (
    <ClientMessages namespaces={['accounts', 'lists']}>
      <section className="accounts-page" aria-labelledby="accounts-title">
        <h1 id="accounts-title">{t('title')}</h1>
        <PinnedAccounts />
        <AccountsList />
      </section>
    </ClientMessages>
  );
}
