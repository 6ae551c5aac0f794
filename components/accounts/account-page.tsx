import 'server-only';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { AccountsListPath } from '@/lib/access/account-paths';
import { accountQuery } from '@/lib/resources/accounts';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { academyRequest } from '@/lib/server/academy';
import { fetchOrNotFound, Hydrate } from '@/lib/server/query-client';
import { AccountProfile } from './account-profile';
import '@/components/accounts/accounts.css';

/** The page's title: the account's name (the page guards itself first, so it leaks nothing). */
export async function accountPageTitle(id: string) {
  return { title: (await fetchOrNotFound(accountQuery(id))).fullName };
}

/**
 * One account's page beneath its list (spec §2: /admin/accounts/{id}, or
 * /academy/accounts_support/{id} where the portal has no `account-support`); the route guards
 * itself with that list's rule first (requireRoute). The account and its enrolments are fetched at the same time (neither needs the other)
 * and hydrated, so the breadcrumb's name needs no fetch of its own. An account the API does not
 * show (unknown, another portal's) is the 404 page.
 */
export async function AccountPage({ list, id }: { list: AccountsListPath; id: string }) {
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
        <AccountProfile account={account} enrollments={enrollments} listHref={list} />
      </ClientMessages>
    </Hydrate>
  );
}
