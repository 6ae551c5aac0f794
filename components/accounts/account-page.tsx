import 'server-only';
import { AccountProfile } from '@/components/accounts/account-profile';
import { AccountRolesEditor } from '@/components/accounts/account-roles';
import { Hydrate } from '@/lib/server/hydrate';
import type { AccessContext } from '@/shared/access/rules';
import { RULES } from '@/shared/access/rules';
import '@/components/accounts/accounts.css';
import { accountRolesQuery } from '@/lib/resources/account-roles';
import { accountQuery } from '@/lib/resources/accounts';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { academyRequest } from '@/lib/server/academy';
import { fetchOrNotFound } from '@/lib/server/query-client';

/** The page's title: the account's name (the page guards itself first, so it leaks nothing). */
export async function accountPageTitle(id: string) {
  return { title: (await fetchOrNotFound(accountQuery(id))).fullName };
}

/**
 * What one account's page shows (spec §2: /admin/accounts/{id}, or
 * /academy/accounts_support/{id} where the portal has no `account-support`; each route guards
 * itself with its list's rule first). The account and its enrolments are fetched at the same
 * time (neither needs the other) and hydrated by the page, so the breadcrumb's name needs no
 * fetch of its own. An account the API does not show (unknown, another portal's) is the 404 page.
 * Admins (spec §6, `managesRoles`) also get the account's roles to edit, in the same round.
 */
export async function loadAccountPage(id: string, { managesRoles }: { managesRoles: boolean }) {
  const [account, enrollments] = await Promise.all([
    fetchOrNotFound(accountQuery(id)),
    fetchOrNotFound(enrollmentsQuery(id)),
    // /admin/support's "recently viewed" (best effort: the page never waits on it).
    academyRequest(`/v1/accounts/${encodeURIComponent(id)}/views`, { method: 'POST' }).catch(
      () => undefined,
    ),
    managesRoles ? fetchOrNotFound(accountRolesQuery(id)) : undefined,
  ]);
  return { account, enrollments };
}

/**
 * One account's page beneath `listHref` (the route guarded itself with `access`, what its
 * viewer may; it wraps this in <ClientMessages> with `accounts` and `lists`). Admins also set the account's roles; support and sales staff read them.
 */
export async function AccountPage({
  id,
  listHref,
  access,
}: {
  id: string;
  listHref: string;
  access: AccessContext;
}) {
  const managesRoles = RULES.accountRoles(access);
  const { account, enrollments } = await loadAccountPage(id, { managesRoles });
  return (
    <Hydrate>
      <AccountProfile
        account={account}
        enrollments={enrollments}
        listHref={listHref}
        roles={managesRoles ? <AccountRolesEditor accountId={account.id} /> : null}
        personalData={RULES.dataRights(access)}
      />
    </Hydrate>
  );
}
