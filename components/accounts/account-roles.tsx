'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { Input } from '@/components/forms/native-fields';
import { useChangeColumns } from '@/components/lists/change-columns';
import { PagedList } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { roleList, roleName } from '@/lib/access/role-names';
import { ApiError } from '@/lib/api/errors';
import {
  type AccountRoles,
  accountRoleKeys,
  accountRolesQuery,
  type RoleChange,
  roleChangesQuery,
  saveAccountRoles,
} from '@/lib/resources/account-roles';
import { ALL_ROLES } from '@/shared/access/role-grants';
import {
  PAGE_SIZE_PREFERENCE,
  ROLE_CHANGES_VIEW,
  ROLE_CHANGES_VIEW_DEFAULTS,
} from './account-roles-view';

/**
 * /admin/accounts/{id} for admins: the account's roles as checkboxes. Roles the admin
 * may not give (shared/access/role-grants.ts: never above their own) show as they are, not to
 * be changed; their own account they only read. A save applies on the person's next page, and
 * every change is listed below (who, before → after, when).
 */
export function AccountRolesEditor({ accountId }: { accountId: string }) {
  const t = useTranslations('accounts.roles');
  const common = useTranslations('common');
  const query = useQuery(accountRolesQuery(accountId));
  if (!query.data) return <QueryPending query={query} />;
  return (
    <section className="account-roles" aria-labelledby="account-roles-title">
      <h2 id="account-roles-title">{t('title')}</h2>
      {query.data.editable ? (
        <RolesForm data={query.data} />
      ) : (
        <p className="muted">{t('own', { roles: roleList(query.data.roles, common) })}</p>
      )}
      <RoleHistory accountId={accountId} />
    </section>
  );
}

function RolesForm({ data }: { data: AccountRoles }) {
  const t = useTranslations('accounts.roles');
  const common = useTranslations('common');
  const router = useRouter();
  const errorId = useId();
  const [chosen, setChosen] = useState<string[]>(data.roles);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // The saved roles replace the cached ones; the history is refetched before the status says so.
  const save = useOptimisticMutation<string[], AccountRoles, AccountRoles>({
    queryKey: accountRolesQuery(data.id).queryKey,
    mutationFn: (roles) => saveAccountRoles(data.id, roles),
    confirmed: (_roles, saved) => saved,
    refetch: [accountRoleKeys.allChanges(data.id)],
    errors: (caught) =>
      setError(caught instanceof ApiError && caught.status === 403 ? t('refused') : t('failed')),
  });
  const busy = save.isPending;
  // Every role of §6 the admin may give, and any other the account holds (read-only).
  const shown = ALL_ROLES.filter(
    (role) => data.grantable.includes(role) || data.roles.includes(role),
  );
  const changed =
    chosen.length !== data.roles.length || chosen.some((role) => !data.roles.includes(role));

  const toggle = (role: string, on: boolean) => {
    setError('');
    setStatus('');
    setChosen((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(t('none'));
      return;
    }
    save.mutate(chosen, {
      onSuccess: (saved) => {
        // The form stays mounted (its status tells what was saved) and now starts from the
        // saved roles.
        setChosen(saved.roles);
        setStatus(t('saved', { roles: roleList(saved.roles, common) }));
        // The facts above (a server component) show the new roles too.
        router.refresh();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset
        className="role-choices"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend>{t('legend')}</legend>
        <p className="muted">{t('intro')}</p>
        <ul>
          {shown.map((role) => {
            const locked = !data.grantable.includes(role);
            return (
              <li key={role}>
                <label>
                  <Input
                    type="checkbox"
                    name="roles"
                    value={role}
                    checked={chosen.includes(role)}
                    disabled={locked || busy}
                    onChange={(event) => toggle(role, event.target.checked)}
                  />
                  <span>{roleName(role, common)}</span>
                  {locked && <span className="muted">{t('locked')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="account-roles-error">
          {error}
        </p>
      )}
      <div className="account-roles-actions">
        <button type="submit" className="button button-primary" disabled={busy || !changed}>
          {t('save')}
        </button>
        <p role="status" className="muted">
          {status}
        </p>
      </div>
    </form>
  );
}

/**
 * The account's role changes, newest first: a list screen of its own view (ROLE_CHANGES_VIEW),
 * its page in the address. The account's page has no other list there, so `?page=` is this
 * one's; it loads in the browser (the page prefetches the account and its roles only).
 */
function RoleHistory({ accountId }: { accountId: string }) {
  const t = useTranslations('accounts.roles.history');
  const address = useViewAddress();
  const columns = useRoleChangeColumns();
  return (
    <div className="role-history">
      <h3 id="role-history-title">{t('title')}</h3>
      <PagedList
        view={ROLE_CHANGES_VIEW}
        defaults={ROLE_CHANGES_VIEW_DEFAULTS}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={(queryString) => roleChangesQuery(accountId, queryString)}
        hideSinglePage
        // Not a status: the form's status line above is the one that says what a save did.
        emptyState={<p className="muted">{t('empty')}</p>}
      >
        {(data) => (
          <section
            className="table-scroll"
            aria-labelledby="role-history-title"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container needs focus to scroll by keyboard.
            tabIndex={0}
          >
            <AdminTable className="role-history-table" columns={columns} rows={data.items} />
          </section>
        )}
      </PagedList>
    </div>
  );
}

/** The history's columns: the roles before and after, who and when. */
function useRoleChangeColumns(): AdminColumn<RoleChange>[] {
  const t = useTranslations('accounts.roles.history');
  const common = useTranslations('common');
  return [
    { header: t('before'), cell: (change) => roleList(change.oldRoles, common) },
    { header: t('after'), cell: (change) => roleList(change.newRoles, common) },
    ...useChangeColumns<RoleChange>({ who: t('who'), when: t('when') }),
  ];
}
