import { accountPageTitle, loadAccountPage } from '@/components/accounts/account-page';
import { AccountProfile } from '@/components/accounts/account-profile';
import { AccountRolesEditor } from '@/components/accounts/account-roles';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
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
  const { result } = await requireRoute('/admin/accounts');
  // Admins (spec §6) also set the account's roles; support and sales staff only read them.
  const managesRoles = RULES.accountRoles({ roles: result.me.roles, features: result.features });
  const { account, enrollments } = await loadAccountPage((await params).id, { managesRoles });
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile
          account={account}
          enrollments={enrollments}
          listHref="/admin/accounts"
          roles={managesRoles ? <AccountRolesEditor accountId={account.id} /> : null}
        />
      </ClientMessages>
    </Hydrate>
  );
}
