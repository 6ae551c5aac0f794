import { getTranslations } from 'next-intl/server';
import { OrderPage } from '@/components/commerce/order-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { orderQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

interface OrderRouteProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: OrderRouteProps) {
  const { id } = await params;
  const t = await getTranslations('commerce.order');
  try {
    const order = await getQueryClient().fetchQuery(orderQuery(id));
    return { title: t('title', { number: order.number }) };
  } catch {
    return { title: (await getTranslations('commerce.orders'))('title') };
  }
}

/** /admin/sales/orders/{id}: an order of this portal (another portal's or none: the 404 page). */
export default async function OrderRoute({ params }: OrderRouteProps) {
  const [, { id }] = await Promise.all([requireRoute('/admin/sales/orders'), params]);
  await fetchOrNotFound(orderQuery(id));
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'commerce.order',
          'commerce.documents',
          'commerce.products',
          'commerce.status',
        ]}
      >
        <OrderPage id={id} />
      </ClientMessages>
    </Hydrate>
  );
}
