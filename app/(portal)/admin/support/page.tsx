import { getTranslations } from 'next-intl/server';
import { PinnedAccounts } from '@/components/accounts/pinned-accounts';
import { PaletteCommands, RecentAccounts } from '@/components/administration/support-overview';
import { ClientMessages } from '@/components/i18n/client-messages';
import { accountsListPath } from '@/lib/access/account-paths';
import { recentAccountsQuery } from '@/lib/resources/administration';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/accounts/accounts.css';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('support.title') };
}

/**
 * /admin/support: pinned accounts, the accounts this person opened lately,
 * and the support palette's commands as buttons.
 */
export default async function SupportRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/support'),
    getTranslations('administration'),
  ]);
  const context = { roles: result.me.roles, features: result.features };
  const accounts = RULES.accounts(context);
  if (accounts) await getQueryClient().prefetchQuery(recentAccountsQuery());
  const accountsHref = accountsListPath(result.features);
  return (
    <Hydrate>
      <ClientMessages namespaces={['administration.support', 'accounts', 'support']}>
        <div className="admin-page">
          <header>
            <h1>{t('support.title')}</h1>
            <p className="lead">{t('support.intro')}</p>
          </header>
          <PaletteCommands accountsHref={accountsHref} />
          {accounts && (
            <div className="admin-columns">
              <div className="admin-card">
                <PinnedAccounts />
              </div>
              <RecentAccounts />
            </div>
          )}
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
