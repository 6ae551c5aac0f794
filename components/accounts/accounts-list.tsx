'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SearchInput } from '@/components/lists/search-input';
import { useListQuery } from '@/components/lists/use-list-query';
import { usePagination } from '@/components/lists/use-pagination';
import { useViewSettings } from '@/components/lists/use-view-settings';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { PaginationState } from '@/lib/lists/pagination';
import { accountsListQuery } from '@/lib/resources/accounts';
import { AccountsResults } from './accounts-results';
import {
  ACCOUNTS_VIEW,
  ACCOUNTS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  ROLE_FILTER,
  roleFilterOf,
  storedPageSize,
} from './accounts-view';
import { RoleFilter } from './role-filter';

type ViewSettingsHandle = ReturnType<typeof useViewSettings>;

/** /admin/accounts: search, role filter, sortable table and pagination, kept per browser. */
export function AccountsList() {
  const settings = useViewSettings(ACCOUNTS_VIEW, ACCOUNTS_VIEW_DEFAULTS);
  // Stored settings load after mount. Waiting for them avoids fetching the defaults first and
  // lets the pagination start at the stored page size.
  if (!settings.loaded) return <LoadingIndicator />;
  return <AccountsBrowser settings={settings} />;
}

function AccountsBrowser({ settings }: { settings: ViewSettingsHandle }) {
  const t = useTranslations('accounts');
  const { view } = settings;
  const { criteria } = useListQuery(view);
  const { pagination, setPagination } = usePagination(criteria, { size: storedPageSize(view) });
  const { queryString } = useListQuery(view, pagination);
  const query = useQuery(accountsListQuery(queryString));

  const changePage = (next: PaginationState) => {
    setPagination(next);
    if (next.size !== pagination.size) settings.setPreference(PAGE_SIZE_PREFERENCE, next.size);
  };

  return (
    <div className="accounts-list">
      <div className="accounts-toolbar">
        <SearchInput
          value={view.search}
          onSearch={(term) => settings.setSearch(term)}
          label={t('search')}
        />
        <RoleFilter
          value={roleFilterOf(view)}
          onChange={(role) => settings.setFilter(ROLE_FILTER, role || null)}
        />
      </div>
      <AccountsResults
        query={query}
        pagination={pagination}
        onPage={changePage}
        sort={view.sort}
        onSort={settings.toggleSort}
      />
    </div>
  );
}
