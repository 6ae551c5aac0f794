import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutResult } from '@/components/checkout/checkout-result';
import { ClientMessages } from '@/components/i18n/client-messages';
import { checkoutQuery, courseParam } from '@/lib/resources/checkout';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound } from '@/lib/server/query-client';
import { isUuid } from '@/shared/validation/empty';
import '@/components/commerce/commerce.css';
import '@/components/checkout/checkout.css';

interface ReturnRouteProps {
  params: Promise<{ order: string }>;
  searchParams: Promise<{ course?: string }>;
}

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.checkout'))('returnTitle') };
}

/**
 * /checkout/return/{order}: where the provider sends the buyer back. Only the buyer sees it
 * (the API answers anyone else 404).
 */
export default async function CheckoutReturnRoute({ params, searchParams }: ReturnRouteProps) {
  const [, { order }, query, t] = await Promise.all([
    requireRoute('/checkout'),
    params,
    searchParams,
    getTranslations('commerce.checkout'),
  ]);
  if (!isUuid(order)) notFound();
  const checkout = await fetchOrNotFound(checkoutQuery(order));
  return (
    <Hydrate>
      <ClientMessages namespaces={['commerce.checkout']}>
        <section className="page-card checkout-page" aria-labelledby="checkout-return-title">
          <h1 id="checkout-return-title">{t('returnTitle')}</h1>
          <CheckoutResult
            orderId={order}
            course={courseParam(query.course)}
            productId={checkout.productId}
          />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
