import { getTranslations } from 'next-intl/server';
import { OrderForm } from '@/components/commerce/order-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { productsQuery, salesCatalogsQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.create'))('title') };
}

/** /admin/sales/orders/create (spec §2 make order): RULES.orders. */
export default async function CreateOrderRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/sales/orders/create'),
    getTranslations('commerce.create'),
  ]);
  const client = getQueryClient();
  await Promise.all([
    client.prefetchQuery(productsQuery()),
    client.prefetchQuery(salesCatalogsQuery()),
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'commerce.create',
          'commerce.order',
          'commerce.documents',
          'commerce.products',
          'commerce.status',
        ]}
      >
        <section className="commerce-page" aria-labelledby="create-order-title">
          <header className="commerce-page-head">
            <div>
              <h1 id="create-order-title">{t('title')}</h1>
              <p className="lead">{t('intro')}</p>
            </div>
          </header>
          <OrderForm />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
