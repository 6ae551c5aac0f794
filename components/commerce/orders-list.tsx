'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { DateFilter } from '@/components/lists/date-filter';
import { optionsOf, ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { SortHeader } from '@/components/lists/sort-header';
import { useViewAddress } from '@/components/lists/use-view-address';
import { Link } from '@/components/ui/link';
import type { ListPage } from '@/lib/api/transport';
import {
  filterText,
  ORDERS_VIEW,
  ORDERS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/lib/commerce/orders-view';
import type { Sort } from '@/lib/lists/view-settings-schema';
import { type Order, ordersCsvPath, ordersQuery } from '@/lib/resources/commerce';
import { ORDER_STATUSES } from '@/shared/commerce/order-status';
import { OrderStatusBadge } from './order-status-badge';
import { useFormatAmount } from './use-format-amount';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/sales/orders (SCREENS "Commerce"): search (number, customer, billing reference), a
 * status filter and a creation period, sortable columns, 25/50/75 a page, CSV of what the
 * filters show; the view kept per browser (spec §4 view settings).
 */
export function OrdersList({ initial }: ListScreenProps) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={ORDERS_VIEW}
      defaults={ORDERS_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={ordersQuery}
    >
      {(screen) => <OrdersBrowser screen={screen} />}
    </ListScreen>
  );
}

/** A page of orders, and whether its total is a lower bound. */
type OrdersPage = ListPage<Order> & { capped: boolean };

function OrdersBrowser({ screen }: { screen: ListScreenState<OrdersPage> }) {
  const t = useTranslations('commerce.orders');
  const { settings, view, queryString } = screen;
  const filtered =
    view.search.trim() !== '' ||
    ['status', 'created_from', 'created_to'].some((name) => filterText(view, name) !== '');

  return (
    <div className="commerce-list">
      <div className="commerce-toolbar kit-toolbar">
        <ViewSearch settings={settings} label={t('search')} placeholder={t('searchPlaceholder')} />
        <OrderFilters settings={settings} />
        <div className="commerce-toolbar-actions">
          {filtered && <ResetViewButton settings={settings} text={t('clearFilters')} />}
          <a className="button" href={ordersCsvPath(queryString)} download="orders.csv">
            {t('download')}
          </a>
          <Link className="button button-primary" href="/admin/sales/orders/create">
            {t('makeOrder')}
          </Link>
        </div>
      </div>
      <ScreenResults
        screen={screen}
        className="commerce-results"
        summary={(data) => (
          <p className="muted commerce-total" role="status">
            {data.capped
              ? t('countCapped', { count: data.total })
              : t('count', { count: data.total })}
          </p>
        )}
        emptyState={
          <div className="commerce-empty">
            <p>{filtered ? t('emptyFiltered') : t('empty')}</p>
            <p className="muted">{filtered ? t('emptyFilteredHint') : t('emptyHint')}</p>
          </div>
        }
      >
        {(data) => (
          <OrdersTable orders={data.items} sort={view.sort} onSort={settings.toggleSort} />
        )}
      </ScreenResults>
    </div>
  );
}

/** The status filter and the creation period. */
function OrderFilters({ settings }: { settings: ViewSettingsHandle }) {
  const t = useTranslations('commerce.orders');
  const ts = useTranslations('commerce.status');
  const id = useId();
  return (
    <>
      <ViewFilters
        settings={settings}
        className="field"
        filters={[
          {
            name: 'status',
            label: t('statusFilter'),
            all: t('allStatuses'),
            options: optionsOf(ORDER_STATUSES, (status) => ts(status)),
          },
        ]}
      />
      <DateFilter
        settings={settings}
        id={`${id}-from`}
        name="created_from"
        label={t('createdFrom')}
      />
      <DateFilter settings={settings} id={`${id}-to`} name="created_to" label={t('createdTo')} />
    </>
  );
}

function OrdersTable({
  orders,
  sort,
  onSort,
}: {
  orders: Order[];
  sort: Sort;
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
