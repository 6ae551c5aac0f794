import { AccountPage, accountPageTitle } from '@/components/accounts/account-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';

interface AccountPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  return accountPageTitle((await params).id);
}

/** /admin/accounts/{id}: an account's page where the portal has `account-support`. */
export default async function AdminAccountPage({ params }: AccountPageProps) {
  const { result } = await requireRoute('/admin/accounts');
  const access = { roles: result.me.roles, features: result.features };
  // The roles editor pages its history (lists); the erasure forms (privacy.account); the rest
  // is the account's (accounts).
  return (
    <ClientMessages namespaces={['accounts', 'lists', 'privacy.account']}>
      <AccountPage
        id={(await params).id}
        listHref="/admin/accounts"
        access={access}
        viewerId={result.me.account?.id}
      />
    </ClientMessages>
  );
}
