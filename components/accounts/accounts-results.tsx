'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Pagination } from '@/components/lists/pagination';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import type { PaginationState } from '@/lib/lists/pagination';
import type { Sort } from '@/lib/lists/view-settings-schema';
import type { AccountsPage } from '@/lib/resources/accounts';
import { AccountsTable } from './accounts-table';

interface AccountsResultsProps {
  query: UseQueryResult<AccountsPage>;
  pagination: PaginationState;
  onPage: (next: PaginationState) => void;
  sort: Sort;
  onSort: (field: string) => void;
}

/** The list's states: loading, failed, nothing found, or the table with its pagination. */
export function AccountsResults({ query, pagination, onPage, sort, onSort }: AccountsResultsProps) {
  const t = useTranslations('accounts');
  const { data } = query;

  if (!data) {
    if (query.isError) return <ErrorPanel error={query.error} onRetry={() => query.refetch()} />;
    return <LoadingIndicator />;
  }

  return (
    // The previous page stays while the next loads (placeholder data): marked busy, not blanked.
    <div className="accounts-results" aria-busy={query.isPlaceholderData}>
      {data.items.length === 0 ? (
        <p className="accounts-empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <AccountsTable
          accounts={data.items}
          total={data.total}
          totalCapped={data.totalCapped}
          sort={sort}
          onSort={onSort}
          now={new Date(data.fetchedAt)}
        />
      )}
      {data.total > 0 && (
        <Pagination
          page={pagination.page}
          size={pagination.size}
          lastPage={data.lastPage}
          onChange={onPage}
        />
      )}
    </div>
  );
}
