import { AccountProfile } from '@/components/accounts/account-profile';
import { ClientMessages } from '@/components/i18n/client-messages';
import { accountQuery } from '@/lib/resources/accounts';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { academyRequest } from '@/lib/server/academy';
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
    // Issue 20: /admin/support's "recently viewed" (best effort: the page never waits on it).
    academyRequest(`/v1/accounts/${encodeURIComponent(id)}/views`, { method: 'POST' }).catch(
      () => undefined,
    ),
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['accounts']}>
        <AccountProfile account={account} enrollments={enrollments} />
      </ClientMessages>
    </Hydrate>
  );
}
