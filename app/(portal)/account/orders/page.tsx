import { getFormatter, getTranslations } from 'next-intl/server';
import { SubscriptionPromotions } from '@/components/account/subscription-promotions';
import { BuyLinks } from '@/components/checkout/buy-links';
import { AccountOrders } from '@/components/commerce/account-orders';
import { BillingSubscriptions } from '@/components/commerce/billing-subscriptions';
import { RenewalBanner } from '@/components/commerce/renewal-banner';
import { ClientMessages } from '@/components/i18n/client-messages';
import '@/components/commerce/commerce.css';
import { productsFor } from '@/lib/catalog/payment-products';
import { catalogProductsQuery } from '@/lib/resources/catalog';
import { accountOrdersQuery, billingSubscriptionsQuery } from '@/lib/resources/commerce';
import { promotionsQuery, type RedeemedFilter } from '@/lib/resources/promotions';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { subscriptionState } from '@/shared/access/subscription';

const filterOf = (redeemed: string | undefined): RedeemedFilter =>
  redeemed === 'true' ? 'redeemed' : redeemed === 'false' ? 'available' : 'all';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('ordersTitle') };
}

/**
 * /account/orders: the subscription's state, the account's orders (its own and its
 * organisation's) and its promotions.
 */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ redeemed?: string; payment_method?: string }>;
}) {
  const [{ result }, params, t, dashboard, format] = await Promise.all([
    requireRoute('/account/orders'),
    searchParams,
    getTranslations('account'),
    getTranslations('dashboard'),
    getFormatter(),
  ]);
  const accountId = result.me.account?.id;
  if (accountId) {
    // Both sections' data at once (the sections then read it from the request's cache).
    await Promise.all([
      getQueryClient().prefetchQuery(accountOrdersQuery(accountId)),
      getQueryClient().prefetchQuery(promotionsQuery(accountId, filterOf(params.redeemed))),
      getQueryClient().prefetchQuery(billingSubscriptionsQuery()),
    ]);
  }
  const filter = filterOf(params.redeemed);
  // Issue 40: what gives access to every course, to buy here (those of the account's models first).
  const buyable = productsFor(
    await getQueryClient()
      .fetchQuery(catalogProductsQuery({ coversAll: true }))
      .catch(() => []),
    result.me.availableBusinessModels ?? [],
  );
  const state = subscriptionState(result.me.subscription, result.me.availableBusinessModels ?? []);
  const stateText =
    state.kind === 'trial' || state.kind === 'activeUntil'
      ? dashboard(`subscriptionState.${state.kind}`, {
          date: format.dateTime(new Date(state.endsAt), { dateStyle: 'medium' }),
        })
      : dashboard(`subscriptionState.${state.kind}`);

  return (
    <ClientMessages namespaces={['commerce.renewals']}>
      <section className="page-card" aria-labelledby="orders-title">
        <h1 id="orders-title">{t('ordersTitle')}</h1>
        <p className="lead">{t('ordersLead')}</p>
        <RenewalBanner linkToOrders={false} />
        <dl className="facts">
          <div>
            <dt>{t('subscriptionState')}</dt>
            <dd data-testid="subscription-state">{stateText}</dd>
          </div>
        </dl>
        {result.me.account && buyable.length > 0 && (
          <BuyLinks products={buyable} className="kit-row" />
        )}
        {result.me.account && (
          <Hydrate>
            <BillingSubscriptions changed={Boolean(params.payment_method)} />
          </Hydrate>
        )}
        {result.me.account && <AccountOrders accountId={result.me.account.id} />}
        {result.me.account && (
          <SubscriptionPromotions accountId={result.me.account.id} filter={filter} />
        )}
      </section>
    </ClientMessages>
  );
}
