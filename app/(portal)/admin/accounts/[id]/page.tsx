import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { AccountProfile } from '@/components/accounts/account-profile';
import { loadAccount } from '@/components/accounts/load-account';
import { loadEnrollments } from '@/components/accounts/load-enrollments';
import { accountQueryOptions } from '@/lib/api/queries';
import { makeQueryClient } from '@/lib/api/query-client';
import { requireRoute } from '@/lib/server/guard';
import '@/components/accounts/accounts.css';

interface AccountPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  return { title: (await loadAccount((await params).id)).fullName };
}

/**
 * /admin/accounts/{id}: guarded like the list. The account is fetched here and hydrated under
 * accountQueryOptions' key, the one the breadcrumb reads, so the crumb needs no fetch of its own.
 * Its enrolments are fetched at the same time: neither call needs the other's answer.
 */
export default async function AdminAccountPage({ params }: AccountPageProps) {
  await requireRoute('/admin/accounts');
  const { id } = await params;
  const [account, enrollments] = await Promise.all([loadAccount(id), loadEnrollments(id)]);
  const queryClient = makeQueryClient();
  queryClient.setQueryData(accountQueryOptions(id).queryKey, account);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <AccountProfile account={account} enrollments={enrollments} />
    </HydrationBoundary>
  );
}
