import { getTranslations } from 'next-intl/server';
import { OrdersList } from '@/components/commerce/orders-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  ORDERS_VIEW,
  ORDERS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/lib/commerce/orders-view';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { ordersQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.orders'))('title') };
}

/**
 * /admin/sales/orders: RULES.orders. The list's view (search, filters, sort, page size) lives
 * in the browser's storage and is mirrored in its address and cookie, so its first page is
 * prefetched here.
 */
export default async function OrdersRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, t, address] = await Promise.all([
    requireRoute('/admin/sales/orders'),
    getTranslations('commerce.orders'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['commerce.orders', 'commerce.status', 'lists']}>
      <section className="commerce-page" aria-labelledby="orders-title">
        <header className="commerce-page-head">
          <div>
            <h1 id="orders-title">{t('title')}</h1>
            <p className="lead">{t('intro')}</p>
          </div>
        </header>
        <PrefetchedList
          list={{
            view: ORDERS_VIEW,
            defaults: ORDERS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: ordersQuery,
            address,
          }}
          screen={(initial) => <OrdersList initial={initial} />}
        />
      </section>
    </ClientMessages>
  );
}
