import { getTranslations } from 'next-intl/server';
import { AccountsList } from '@/components/accounts/accounts-list';
import {
  ACCOUNTS_VIEW,
  ACCOUNTS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/accounts/accounts-view';
import { PinnedAccounts } from '@/components/accounts/pinned-accounts';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { accountsListQuery } from '@/lib/resources/accounts';
import { requireRoute } from '@/lib/server/guard';
import '@/components/accounts/accounts.css';

export async function generateMetadata() {
  return { title: (await getTranslations('accounts'))('title') };
}

/**
 * /admin/accounts: support roles or the sales group, with account-support on. The list's view
 * lives in the browser and is mirrored in its address and cookie, so its first page is
 * prefetched here.
 */
export default async function AdminAccountsPage({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, t, address] = await Promise.all([
    requireRoute('/admin/accounts'),
    getTranslations('accounts'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['accounts', 'lists', 'people']}>
      <section className="accounts-page" aria-labelledby="accounts-title">
        <h1 id="accounts-title">{t('title')}</h1>
        <PinnedAccounts />
        <PrefetchedList
          list={{
            view: ACCOUNTS_VIEW,
            defaults: ACCOUNTS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: accountsListQuery,
            address,
          }}
          screen={(initial) => <AccountsList initial={initial} />}
        />
      </section>
    </ClientMessages>
  );
}
