import { accountPageTitle, loadAccountPage } from '@/components/accounts/account-page';
import { AccountProfile } from '@/components/accounts/account-profile';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/query-client';
import '@/components/accounts/accounts.css';

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
  await requireRoute('/academy/accounts_support');
  const { account, enrollments } = await loadAccountPage((await params).id);
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile
          account={account}
          enrollments={enrollments}
          listHref="/academy/accounts_support"
        />
      </ClientMessages>
    </Hydrate>
  );
}
