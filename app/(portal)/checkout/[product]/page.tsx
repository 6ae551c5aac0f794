import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { checkoutOfferQuery, courseParam } from '@/lib/resources/checkout';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound } from '@/lib/server/query-client';
import { formatAmount } from '@/shared/commerce/money';
import { isUuid } from '@/shared/validation/empty';
import '@/components/commerce/commerce.css';
import '@/components/checkout/checkout.css';

interface CheckoutRouteProps {
  params: Promise<{ product: string }>;
  searchParams: Promise<{ course?: string }>;
}

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.checkout'))('title') };
}

/**
 * /checkout/{product} (issue 40): a signed-in buyer's one page — the product, its price, VAT
 * and total (the server's quote), a promotion code, the billing details and the provider — and
 * Pay, which sends them to the provider's hosted checkout. A guest is sent to sign in first.
 */
export default async function CheckoutRoute({ params, searchParams }: CheckoutRouteProps) {
  const [, { product }, query, t, locale] = await Promise.all([
    requireRoute('/checkout'),
    params,
    searchParams,
    getTranslations('commerce.checkout'),
    getLocale(),
  ]);
  // The crumb of /checkout/return/{order}: back to the buyer's orders.
  if (product === 'return') redirect('/account/orders');
  if (!isUuid(product)) notFound();
  const offer = await fetchOrNotFound(checkoutOfferQuery(product));
  const price = formatAmount(offer.unitPriceCents, offer.currency, locale);
  return (
    <Hydrate>
      <ClientMessages namespaces={['commerce.checkout', 'validation', 'forms']}>
        <section className="page-card checkout-page" aria-labelledby="checkout-title">
          <h1 id="checkout-title">{t('title')}</h1>
          <div className="commerce-card kit-card checkout-product">
            <h2 lang={partLanguage(offer.language, locale)}>{offer.name}</h2>
            {offer.description && (
              <p lang={partLanguage(offer.language, locale)}>{offer.description}</p>
            )}
            <p data-testid="checkout-price">
              {offer.billingPeriod ? t(`pricePer.${offer.billingPeriod}`, { price }) : price}{' '}
              <span className="muted">
                {t('vatExcluded', { rate: offer.vatRateBasisPoints / 100 })}
              </span>
            </p>
          </div>
          <CheckoutForm offer={offer} course={courseParam(query.course)} />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
