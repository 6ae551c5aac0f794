'use client';

import { useTranslations } from 'next-intl';
import { ListScreen, type ListScreenProps, ViewSearch } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { PeopleToolbar } from '@/components/people/people-toolbar';
import { useSelection } from '@/components/people/use-selection';
import { useMe } from '@/components/shell/use-me';
import { accountsListQuery } from '@/lib/resources/accounts';
import { RULES } from '@/shared/access/rules';
import { AccountsTable } from './accounts-table';
import {
  ACCOUNTS_VIEW,
  ACCOUNTS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  ROLE_FILTER,
  roleFilterOf,
} from './accounts-view';
import { RoleFilter } from './role-filter';

/**
 * /admin/accounts: search, role filter, sortable table and pagination, kept per browser. The
 * admins and the sales group (RULES.people) also pick accounts for a bulk enrolment, invite
 * people and import them (issue 43).
 */
export function AccountsList({ initial }: ListScreenProps) {
  const address = useViewAddress();
  const t = useTranslations('accounts');
  const me = useMe();
  const bulk = me.authenticated && RULES.people({ roles: me.me.roles, features: me.features });
  const selection = useSelection();
  return (
    <ListScreen
      view={ACCOUNTS_VIEW}
      defaults={ACCOUNTS_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={accountsListQuery}
    >
      {(screen) => (
        <div className="accounts-list">
          {bulk && <PeopleToolbar selection={selection} />}
          <div className="accounts-toolbar">
            <ViewSearch settings={screen.settings} label={t('search')} />
            <RoleFilter
              value={roleFilterOf(screen.view)}
              onChange={(role) => screen.settings.setFilter(ROLE_FILTER, role || null)}
            />
          </div>
          <ScreenResults
            screen={screen}
            className="accounts-results"
            emptyClassName="accounts-empty"
            empty={t('empty')}
          >
            {(data) => (
              <AccountsTable
                accounts={data.items}
                total={data.total}
                totalCapped={data.totalCapped}
                sort={screen.view.sort}
                onSort={screen.settings.toggleSort}
                now={new Date(data.fetchedAt)}
                selection={bulk ? selection : undefined}
              />
            )}
          </ScreenResults>
        </div>
      )}
    </ListScreen>
  );
}
