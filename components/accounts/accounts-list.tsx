'use client';

import { useTranslations } from 'next-intl';
import { ListScreen, type ListScreenProps, ViewSearch } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { accountsListQuery } from '@/lib/resources/accounts';
import { AccountsTable } from './accounts-table';
import {
  ACCOUNTS_VIEW,
  ACCOUNTS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  ROLE_FILTER,
  roleFilterOf,
} from './accounts-view';
import { RoleFilter } from './role-filter';

/** /admin/accounts: search, role filter, sortable table and pagination, kept per browser. */
export function AccountsList({ initial }: ListScreenProps) {
  const address = useViewAddress();
  const t = useTranslations('accounts');
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
              />
            )}
          </ScreenResults>
        </div>
      )}
    </ListScreen>
  );
}
