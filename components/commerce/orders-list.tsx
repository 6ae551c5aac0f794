'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import { SortHeader } from '@/components/lists/sort-header';
import { useListQuery } from '@/components/lists/use-list-query';
import { usePagination } from '@/components/lists/use-pagination';
import { useViewSettings } from '@/components/lists/use-view-settings';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import {
  filterText,
  ORDERS_VIEW,
  ORDERS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  storedPageSize,
} from '@/lib/commerce/orders-view';
import type { PaginationState } from '@/lib/lists/pagination';
import { type Order, ordersCsvPath, ordersQuery } from '@/lib/resources/commerce';
import { ORDER_STATUSES } from '@/shared/commerce/order-status';
import { OrderStatusBadge } from './order-status-badge';
import { useFormatAmount } from './use-format-amount';
import '@/components/forms/forms.css';
import './commerce.css';
import { DateField } from '@/components/forms/date-field';

type Settings = ReturnType<typeof useViewSettings>;

/**
 * /admin/sales/orders (SCREENS "Commerce"): search (number, customer, billing reference), a
 * status filter and a creation period, sortable columns, 25/50/75 a page, CSV of what the
 * filters show; the view kept per browser (spec §4 view settings).
 */
export function OrdersList() {
  const settings = useViewSettings(ORDERS_VIEW, ORDERS_VIEW_DEFAULTS);
  if (!settings.loaded) return <LoadingIndicator />;
  return <OrdersBrowser settings={settings} />;
}

function OrdersBrowser({ settings }: { settings: Settings }) {
  const t = useTranslations('commerce.orders');
  const ts = useTranslations('commerce.status');
  const id = useId();
  const { view } = settings;
  const { criteria } = useListQuery(view);
  const { pagination, setPagination } = usePagination(criteria, { size: storedPageSize(view) });
  const { queryString } = useListQuery(view, pagination);
  const query = useQuery(ordersQuery(queryString));
  const { data } = query;
  const filtered =
    view.search.trim() !== '' ||
    ['status', 'created_from', 'created_to'].some((name) => filterText(view, name) !== '');

  const changePage = (next: PaginationState) => {
    setPagination(next);
    if (next.size !== pagination.size) settings.setPreference(PAGE_SIZE_PREFERENCE, next.size);
  };

  return (
    <div className="commerce-list">
      <div className="commerce-toolbar">
        <SearchInput
          value={view.search}
          onSearch={(term) => settings.setSearch(term)}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
        />
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('statusFilter')}</label>
          <NativeSelect
            id={`${id}-status`}
            value={filterText(view, 'status')}
            onChange={(event) => settings.setFilter('status', event.target.value || null)}
          >
            <option value="">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ts(status)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('createdFrom')}</label>
          <DateField
            id={`${id}-from`}
            value={filterText(view, 'created_from')}
            onChange={(value) => settings.setFilter('created_from', value || null)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('createdTo')}</label>
          <DateField
            id={`${id}-to`}
            value={filterText(view, 'created_to')}
            onChange={(value) => settings.setFilter('created_to', value || null)}
          />
        </div>
        <div className="commerce-toolbar-actions">
          {filtered && (
            <button
              type="button"
              className="button"
              onClick={() => {
                settings.resetFilters();
                settings.setSearch('');
              }}
            >
              {t('clearFilters')}
            </button>
          )}
          <a className="button" href={ordersCsvPath(queryString)} download="orders.csv">
            {t('download')}
          </a>
          <Link className="button button-primary" href="/admin/sales/orders/create">
            {t('makeOrder')}
          </Link>
        </div>
      </div>
      {!data ? (
        query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <LoadingIndicator />
        )
      ) : (
        <div className="commerce-results" aria-busy={query.isPlaceholderData}>
          <p className="muted commerce-total" role="status">
            {data.capped
              ? t('countCapped', { count: data.total })
              : t('count', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <div className="commerce-empty">
              <p>{filtered ? t('emptyFiltered') : t('empty')}</p>
              <p className="muted">{filtered ? t('emptyFilteredHint') : t('emptyHint')}</p>
            </div>
          ) : (
            <OrdersTable orders={data.items} sort={view.sort} onSort={settings.toggleSort} />
          )}
          {data.total > 0 && (
            <Pagination
              page={pagination.page}
              size={pagination.size}
              lastPage={data.lastPage}
              onChange={changePage}
            />
          )}
        </div>
      )}
    </div>
  );
}

function OrdersTable({
  orders,
  sort,
  onSort,
}: {
  orders: Order[];
  sort: Settings['view']['sort'];
  onSort: (field: string) => void;
}) {
  const t = useTranslations('commerce.orders');
  const format = useFormatter();
  const formatAmount = useFormatAmount();
  const langOf = usePartLanguage();
  return (
    <table className="commerce-table commerce-orders">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <SortHeader label={t('columns.number')} field="number" sort={sort} onSort={onSort} />
          <SortHeader label={t('columns.date')} field="created_at" sort={sort} onSort={onSort} />
          <SortHeader label={t('columns.customer')} field="customer" sort={sort} onSort={onSort} />
          <th scope="col">{t('columns.products')}</th>
          <SortHeader label={t('columns.status')} field="status" sort={sort} onSort={onSort} />
          <SortHeader
            label={t('columns.total')}
            field="total"
            sort={sort}
            onSort={onSort}
            className="commerce-amount"
          />
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link href={`/admin/sales/orders/${order.id}`} className="commerce-number">
                {order.number}
              </Link>
            </th>
            <td data-label={t('columns.date')}>
              <time dateTime={order.createdAt}>
                {format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' })}
              </time>
            </td>
            <td data-label={t('columns.customer')}>
              {order.customerName}
              {order.billingReference && (
                <span className="commerce-sub muted">{order.billingReference}</span>
              )}
            </td>
            <td data-label={t('columns.products')}>
              {order.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
                <span key={`${line.productId}-${index}`} className="commerce-line">
                  {t.rich('line', {
                    quantity: line.quantity,
                    product: line.productName,
                    // The name in its own language when that is not the page's (WCAG 3.1.2).
                    part: (chunks) => <span lang={langOf(line.productLanguage)}>{chunks}</span>,
                  })}
                </span>
              ))}
            </td>
            <td data-label={t('columns.status')}>
              <OrderStatusBadge status={order.status} />
            </td>
            <td data-label={t('columns.total')} className="commerce-amount">
              {formatAmount(order.totalCents, order.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
