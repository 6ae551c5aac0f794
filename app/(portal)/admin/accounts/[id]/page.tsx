import { AccountProfile } from '@/components/accounts/account-profile';
import { RecordAccountView } from '@/components/administration/record-account-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { accountQuery } from '@/lib/resources/accounts';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound, Hydrate } from '@/lib/server/query-client';
import '@/components/accounts/accounts.css';

interface AccountPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  return { title: (await fetchOrNotFound(accountQuery((await params).id))).fullName };
}

/**
 * /admin/accounts/{id}: guarded like the list. The account and its enrolments are fetched at
 * the same time (neither needs the other) and hydrated, so the breadcrumb's name needs no fetch
 * of its own. An account the API does not show (unknown, another portal's) is the 404 page.
 */
export default async function AdminAccountPage({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  const { id } = await params;
  const [account, enrollments] = await Promise.all([
    fetchOrNotFound(accountQuery(id)),
    fetchOrNotFound(enrollmentsQuery(id)),
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile account={account} enrollments={enrollments} />
        <RecordAccountView accountId={account.id} />
      </ClientMessages>
    </Hydrate>
  );
}
