'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { type FilterOption, FilterSelect, optionsOf } from '@/components/lists/filter-select';
import { ListResults } from '@/components/lists/list-screen';
import { SearchInput } from '@/components/lists/search-input';
import type { ListPage } from '@/lib/api/transport';
import type { PaginationState } from '@/lib/lists/pagination';

/**
 * The parts the communication lists share (announcements, mailings, a mailing's recipients, the
 * mailing list's subscribers): a toolbar of a search and select filters, and the results: the
 * query's pending state, an empty state, or the count, the table and its pages. Each list states
 * only its namespace's texts, its filters, columns and rows (CommList).
 */

/** A list namespace's translator (next-intl's `t`), for the texts every list keeps. */
export type ListMessages = (key: string, values?: { count: number }) => string;

/** What every communication list keeps in its params. */
interface ListParamsBase {
  search: string | null;
  page: number;
}

/**
 * One select of the toolbar over a field of the params; with `all` (an option that filters
 * nothing) the field is null until a value is chosen. Choosing goes back to page 1.
 */
export interface CommFilter<P> {
  id: string;
  field: keyof P & string;
  label: string;
  all?: string;
  options: readonly FilterOption[];
}

/** The toolbar of a communication list (search, then its filters). */
function CommToolbar<P extends ListParamsBase>({
  params,
  setParams,
  searchLabel,
  filters,
}: {
  params: P;
  setParams: Dispatch<SetStateAction<P>>;
  searchLabel: string;
  filters: readonly CommFilter<P>[];
}) {
  return (
    <div className="comm-toolbar kit-toolbar">
      <div className="comm-search">
        <SearchInput
          value={params.search ?? ''}
          label={searchLabel}
          onSearch={(search) => setParams((current) => ({ ...current, search, page: 1 }))}
        />
      </div>
      {filters.map((filter) => (
        <FilterSelect
          key={filter.id}
          id={filter.id}
          className="comm-filter"
          label={filter.label}
          value={String(params[filter.field] ?? '')}
          onChange={(choice) => {
            const value = choice || (filter.all === undefined ? '' : null);
            setParams((current) => ({ ...current, [filter.field]: value, page: 1 }));
          }}
          all={filter.all}
          options={filter.options}
        />
      ))}
    </div>
  );
}

/** A row's header naming a person (a recipient, a subscriber): the name, the e-mail under it. */
export function PersonRowHeader({ name, email }: { name: string; email: string }) {
  return (
    <th scope="row">
      {name}
      <span className="comm-sub">{email}</span>
    </th>
  );
}

/**
 * The status filter of a list whose namespace names them under statusFilter, allStatuses and
 * statusNames.<status>; it filters nothing until a status is chosen.
 */
export const statusFilter = (
  t: ListMessages,
  id: string,
  statuses: readonly string[],
): CommFilter<{ status: unknown }> => ({
  id,
  field: 'status',
  label: t('statusFilter'),
  all: t('allStatuses'),
  options: optionsOf(statuses, (value) => t(`statusNames.${value}`)),
});

/**
 * A communication list's toolbar and results, with its namespace's texts: search, count, caption,
 * and empty, or emptyFiltered while searching or filtering (a filter with `all` chosen), followed
 * by emptyHint when `hint` is set.
 */
export function CommList<T, P extends ListParamsBase & PaginationState>({
  t,
  query,
  params,
  setParams,
  filters,
  hint = false,
  columns,
  row,
}: {
  t: ListMessages;
  query: UseQueryResult<ListPage<T>>;
  params: P;
  setParams: Dispatch<SetStateAction<P>>;
  filters: readonly CommFilter<P>[];
  hint?: boolean;
  /** The header cells' contents, in order. */
  columns: readonly ReactNode[];
  row: (item: T) => ReactNode;
}) {
  const filtered =
    Boolean(params.search) ||
    filters.some((filter) => filter.all !== undefined && Boolean(params[filter.field]));
  const emptyText = <p>{filtered ? t('emptyFiltered') : t('empty')}</p>;
  return (
    <>
      <CommToolbar
        params={params}
        setParams={setParams}
        searchLabel={t('search')}
        filters={filters}
      />
      <CommResults
        query={query}
        params={params}
        setParams={setParams}
        empty={
          hint ? (
            <>
              {emptyText}
              <p className="muted">{t('emptyHint')}</p>
            </>
          ) : (
            emptyText
          )
        }
        count={t('count', { count: query.data?.total ?? 0 })}
        caption={t('caption')}
        columns={columns}
        row={row}
      />
    </>
  );
}

/**
 * The results of a communication list on the list kit's ListResults: pending, empty, or the
 * count, table and pages (only when more was found than a page holds).
 */
function CommResults<T, P extends PaginationState>({
  query,
  params,
  setParams,
  empty,
  count,
  caption,
  columns,
  row,
}: {
  query: UseQueryResult<ListPage<T>>;
  params: P;
  setParams: Dispatch<SetStateAction<P>>;
  /** The empty state's paragraphs (a filtered list says so). */
  empty: ReactNode;
  /** "12 mailings". */
  count: string;
  caption: string;
  /** The header cells' contents, in order. */
  columns: readonly ReactNode[];
  row: (item: T) => ReactNode;
}) {
  return (
    <ListResults
      query={query}
      pagination={{ page: params.page, size: params.size }}
      onPage={(next) => setParams((current) => ({ ...current, ...next }))}
      hideSinglePage
      summary={(data) => data.items.length > 0 && <p className="muted comm-total">{count}</p>}
      emptyState={
        <div className="comm-empty" role="status">
          {empty}
        </div>
      }
    >
      {(data) => (
        <table className="comm-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in order
                <th scope="col" key={index}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{data.items.map(row)}</tbody>
        </table>
      )}
    </ListResults>
  );
}
