import { AccountProfile } from '@/components/accounts/account-profile';
import { AccountRolesEditor } from '@/components/accounts/account-roles';
import { ClientMessages } from '@/components/i18n/client-messages';
import { accountRolesQuery } from '@/lib/resources/account-roles';
import { accountQuery } from '@/lib/resources/accounts';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { academyRequest } from '@/lib/server/academy';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound, Hydrate } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/accounts/accounts.css';

interface AccountPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  return { title: (await fetchOrNotFound(accountQuery((await params).id))).fullName };
}

/**
 * /admin/accounts/{id}: guarded like the list. The account, its enrolments and (for admins) its
 * roles are fetched at the same time (neither needs the other) and hydrated, so the breadcrumb's name needs no fetch
 * of its own. An account the API does not show (unknown, another portal's) is the 404 page.
 */
export default async function AdminAccountPage({ params }: AccountPageProps) {
  const { result } = await requireRoute('/admin/accounts');
  const { id } = await params;
  // Admins (spec §6) also set the account's roles; support and sales staff only read them.
  const managesRoles = RULES.accountRoles({ roles: result.me.roles, features: result.features });
  const [account, enrollments] = await Promise.all([
    fetchOrNotFound(accountQuery(id)),
    fetchOrNotFound(enrollmentsQuery(id)),
    // Issue 20: /admin/support's "recently viewed" (best effort: the page never waits on it).
    academyRequest(`/v1/accounts/${encodeURIComponent(id)}/views`, { method: 'POST' }).catch(
      () => undefined,
    ),
    managesRoles ? fetchOrNotFound(accountRolesQuery(id)) : undefined,
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile
          account={account}
          enrollments={enrollments}
          roles={managesRoles ? <AccountRolesEditor accountId={account.id} /> : null}
        />
      </ClientMessages>
    </Hydrate>
  );
}
