import { getTranslations } from 'next-intl/server';
import { OrdersList } from '@/components/commerce/orders-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.orders'))('title') };
}

/**
 * /admin/sales/orders: RULES.orders. The list reads its view (search, filters, sort,
 * page size) from the browser's storage, so it is fetched there.
 */
export default async function OrdersRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/sales/orders'),
    getTranslations('commerce.orders'),
  ]);
  return (
    <ClientMessages namespaces={['commerce', 'lists']}>
      <section className="commerce-page" aria-labelledby="orders-title">
        <header className="commerce-page-head">
          <div>
            <h1 id="orders-title">{t('title')}</h1>
            <p className="lead">{t('intro')}</p>
          </div>
        </header>
        <OrdersList />
      </section>
    </ClientMessages>
  );
}
