'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import { Link } from '@/components/ui/link';
import { checkoutQuery } from '@/lib/resources/checkout';
import { formatAmount } from '@/shared/commerce/money';
import { nextPollDelay } from '@/shared/commerce/payments';

/**
 * /checkout/return/{order}: the buyer's order in words. Paid: access, with the way to the course;
 * pending: it says so and looks again with backoff (1 s, 2 s, 4 s … 30 s) and when the tab comes
 * back into focus, never a fixed wait; failed or cancelled: try again.
 */
export function CheckoutResult({
  orderId,
  course,
  productId,
}: {
  orderId: string;
  /** The course the buyer came from (its slug), if any. */
  course: string | null;
  /** The product bought, for "try again". */
  productId: string | null;
}) {
  const t = useTranslations('commerce.checkout');
  const locale = useLocale();
  const query = useQuery({
    ...checkoutQuery(orderId),
    refetchOnWindowFocus: 'always',
    refetchInterval: (current) =>
      current.state.data?.state === 'pending'
        ? nextPollDelay(Math.max(0, current.state.dataUpdateCount - 1))
        : false,
  });
  if (!query.data) return <QueryPending query={query} />;
  const order = query.data;
  const total = formatAmount(order.totalCents, order.currency, locale);
  const retry = productId
    ? `/checkout/${productId}${course ? `?course=${encodeURIComponent(course)}` : ''}`
    : '/account/orders';
  return (
    <section
      className={`commerce-card kit-card checkout-result checkout-result-${order.state}`}
      aria-labelledby="checkout-result-title"
      aria-live="polite"
      data-state={order.state}
    >
      <h2 id="checkout-result-title">{t(`result.${order.state}Title`)}</h2>
      <p>
        {t(`result.${order.state}`, {
          number: order.number,
          products: order.products.join(', '),
          total,
        })}
      </p>
      <div className="error-actions">
        {order.state === 'paid' && (
          <Link
            href={course ? `/catalog/${encodeURIComponent(course)}` : '/catalog'}
            className="button button-primary"
          >
            {course ? t('result.toCourse') : t('result.toCourses')}
          </Link>
        )}
        {order.state === 'failed' && (
          <Link href={retry} className="button button-primary">
            {t('result.tryAgain')}
          </Link>
        )}
        <Link href="/account/orders" className="button">
          {t('result.toOrders')}
        </Link>
      </div>
    </section>
  );
}
