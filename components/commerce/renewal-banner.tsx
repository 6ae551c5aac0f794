import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { billingSubscriptionsQuery } from '@/lib/resources/commerce';
import './commerce.css';
import { getQueryClient } from '@/lib/server/query-client';

/**
 * Issue 40, item 3: a renewal payment failed and the grace period runs. Shown on the account
 * pages until a payment clears it or the grace period ends: until when access stays, and the
 * way to pay with another method. Server-rendered; nothing when all is well.
 */
export async function RenewalBanner({ linkToOrders = true }: { linkToOrders?: boolean }) {
  const [t, format, subscriptions] = await Promise.all([
    getTranslations('commerce.renewals'),
    getFormatter(),
    getQueryClient()
      .fetchQuery(billingSubscriptionsQuery())
      .catch(() => []),
  ]);
  const pastDue = subscriptions.find((entry) => entry.status === 'past_due' && entry.graceEndsAt);
  if (!pastDue?.graceEndsAt) return null;
  return (
    <div className="renewal-banner" role="status" data-testid="renewal-banner">
      <p>
        <strong>{t('banner.title', { product: pastDue.productName })}</strong>{' '}
        {t('banner.body', {
          date: format.dateTime(new Date(pastDue.graceEndsAt), { dateStyle: 'long' }),
        })}
      </p>
      {linkToOrders && (
        <p>
          <Link href="/account/orders#billing-subscriptions-title">{t('banner.action')}</Link>
        </p>
      )}
    </div>
  );
}
