import 'server-only';
import { AccountProfile } from '@/components/accounts/account-profile';
import { AccountRolesEditor } from '@/components/accounts/account-roles';
import { ActAsButton } from '@/components/acting/act-as-button';
import { Hydrate } from '@/lib/server/hydrate';
import { actingRefusal } from '@/shared/access/acting';
import type { AccessContext } from '@/shared/access/rules';
import { RULES } from '@/shared/access/rules';
import '@/components/accounts/accounts.css';
import { accountRolesQuery } from '@/lib/resources/account-roles';
import { accountQuery } from '@/lib/resources/accounts';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { latestErasureRequestQuery } from '@/lib/resources/erasure-requests';
import { academyRequest } from '@/lib/server/academy';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

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
 * Admins (spec §6, `managesRoles`) also get the account's roles to edit, and those with data
 * rights (issue 42, item 4) its open erasure request, in the same round.
 */
export async function loadAccountPage(
  id: string,
  { managesRoles, dataRights = false }: { managesRoles: boolean; dataRights?: boolean },
) {
  const [account, enrollments, , , erasureRequest] = await Promise.all([
    fetchOrNotFound(accountQuery(id)),
    fetchOrNotFound(enrollmentsQuery(id)),
    // /admin/support's "recently viewed" (best effort: the page never waits on it).
    academyRequest(`/v1/accounts/${encodeURIComponent(id)}/views`, { method: 'POST' }).catch(
      () => undefined,
    ),
    managesRoles ? fetchOrNotFound(accountRolesQuery(id)) : undefined,
    // The rest of the page stands without it: a failure leaves the request out, not the page.
    dataRights
      ? getQueryClient()
          .fetchQuery(latestErasureRequestQuery(id, 'open'))
          .catch(() => null)
      : null,
  ]);
  return { account, enrollments, erasureRequest: erasureRequest ?? null };
}

/**
 * One account's page beneath `listHref` (the route guarded itself with `access`, what its
 * viewer may; it wraps this in <ClientMessages> with `accounts`, `lists` and `privacy.account`).
 * Admins also set the account's roles; support and sales staff read them. Those with data rights
 * also download, and erase, its data, except their own account's (`viewerId`); an erased account
 * has no roles left to edit.
 */
export async function AccountPage({
  id,
  listHref,
  access,
  viewerId,
}: {
  id: string;
  listHref: string;
  access: AccessContext;
  viewerId: string | undefined;
}) {
  const managesRoles = RULES.accountRoles(access);
  const dataRights = RULES.dataRights(access);
  const { account, enrollments, erasureRequest } = await loadAccountPage(id, {
    managesRoles,
    dataRights,
  });
  const erased = Boolean(account.erasedAt);
  // Support and admins act as a learner or coach of the portal (issue 43, item 3).
  const mayActAs =
    RULES.actAs(access) &&
    viewerId !== undefined &&
    actingRefusal({ id: viewerId }, { id: account.id, roles: account.roles, erased }) === null;
  return (
    <Hydrate>
      <AccountProfile
        account={account}
        enrollments={enrollments}
        listHref={listHref}
        roles={managesRoles && !erased ? <AccountRolesEditor accountId={account.id} /> : null}
        personalData={dataRights}
        erasure={{ request: erasureRequest, canErase: viewerId !== account.id }}
        actAs={mayActAs ? <ActAsButton accountId={account.id} name={account.fullName} /> : null}
      />
    </Hydrate>
  );
}
