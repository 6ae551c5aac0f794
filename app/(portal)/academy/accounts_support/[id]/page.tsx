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
  // Admins (spec §6) also set the account's roles; support and sales staff only read them.
  const managesRoles = RULES.accountRoles({ roles: result.me.roles, features: result.features });
  const { account, enrollments } = await loadAccountPage((await params).id, { managesRoles });
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile
          account={account}
          enrollments={enrollments}
          listHref="/academy/accounts_support"
          roles={managesRoles ? <AccountRolesEditor accountId={account.id} /> : null}
        />
      </ClientMessages>
    </Hydrate>
  );
}
