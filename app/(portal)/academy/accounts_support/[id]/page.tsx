import { AccountPage, accountPageTitle } from '@/components/accounts/account-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';

interface AccountPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: AccountPageProps) {
  await requireRoute('/academy/accounts_support');
  return accountPageTitle((await params).id);
}

/**
 * /academy/accounts_support/{id}: an account's page where the portal has no `account-support`
 * (spec §2 moves the list here, so the account a name in it opens lives here too, under the
 * list's rule; /admin/accounts/{id} stays the account-support portal's page).
 */
export default async function AccountsSupportAccountPage({ params }: AccountPageProps) {
  const { result } = await requireRoute('/academy/accounts_support');
  const access = { roles: result.me.roles, features: result.features };
  // The roles editor pages its history (lists); the erasure forms (privacy.account); the rest
  // is the account's (accounts).
  return (
    <ClientMessages namespaces={['accounts', 'lists', 'privacy.account']}>
      <AccountPage
        id={(await params).id}
        listHref="/academy/accounts_support"
        access={access}
        viewerId={result.me.account?.id}
      />
    </ClientMessages>
  );
}
