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
  await requireRoute('/admin/accounts');
  return accountPageTitle((await params).id);
}

/** /admin/accounts/{id} (spec §2): an account's page where the portal has `account-support`. */
export default async function AdminAccountPage({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  const { account, enrollments } = await loadAccountPage((await params).id);
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile account={account} enrollments={enrollments} listHref="/admin/accounts" />
      </ClientMessages>
    </Hydrate>
  );
}
