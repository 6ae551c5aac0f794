import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, sendResource } from '@/lib/api/transport';
import type { accountRoleChanges, accountRoles } from '@/shared/accounts/contract';
import type { Read } from '@/shared/contract/resource';
import { accountKeys, accountPath } from './accounts';

/**
 * An account's roles on /admin/accounts/{id} (spec §6; GET/PATCH /v1/accounts/{id}/roles and
 * GET /v1/accounts/{id}/role_changes): what it holds, which roles the asking admin may give or
 * take away, and the history of changes.
 */
export type AccountRoles = Read<typeof accountRoles>;
export type RoleChange = Read<typeof accountRoleChanges>;

export const accountRoleKeys = {
  roles: (id: string) => [...accountKeys.detail(id), 'roles'] as const,
  allChanges: (id: string) => [...accountKeys.detail(id), 'role-changes'] as const,
  changes: (id: string, queryString: string) =>
    [...accountRoleKeys.allChanges(id), queryString] as const,
};

export const accountRolesQuery = (id: string) =>
  queryOptions({
    queryKey: accountRoleKeys.roles(id),
    queryFn: async (context) =>
      (await fetchResource<AccountRoles>(context, `${accountPath(id)}/roles`)).data,
  });

/** One page of an account's role history, newest first, for the view's query string. */
export const roleChangesQuery = (id: string, queryString: string) =>
  queryOptions({
    queryKey: accountRoleKeys.changes(id, queryString),
    queryFn: (context) =>
      fetchList<RoleChange>(context, `${accountPath(id)}/role_changes?${queryString}`),
    // The previous page stays on screen while the next loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

export async function saveAccountRoles(id: string, roles: string[]): Promise<AccountRoles> {
  return sendResource<AccountRoles>(`${accountPath(id)}/roles`, {
    method: 'PATCH',
    body: serialize('account_roles', { roles }),
  });
}
