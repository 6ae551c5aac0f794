import { getFormatter, getTranslations } from 'next-intl/server';
import { SubscriptionPromotions } from '@/components/account/subscription-promotions';
import type { RedeemedFilter } from '@/lib/resources/promotions';
import { requireRoute } from '@/lib/server/guard';
import { subscriptionState } from '@/shared/access/subscription';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('ordersTitle') };
}

/** /account/orders: the subscription's state and the account's promotions (issue 3 item 8). */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ redeemed?: string }>;
}) {
  const [{ result }, params, t, dashboard, format] = await Promise.all([
    requireRoute('/account/orders'),
    searchParams,
    getTranslations('account'),
    getTranslations('dashboard'),
    getFormatter(),
  ]);
  const filter: RedeemedFilter =
    params.redeemed === 'true' ? 'redeemed' : params.redeemed === 'false' ? 'available' : 'all';
  const state = subscriptionState(result.me.subscription, result.me.availableBusinessModels ?? []);
  const stateText =
    state.kind === 'trial' || state.kind === 'activeUntil'
      ? dashboard(`subscriptionState.${state.kind}`, {
          date: format.dateTime(new Date(state.endsAt), { dateStyle: 'medium' }),
        })
      : dashboard(`subscriptionState.${state.kind}`);

  return (
    <section className="page-card" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('ordersTitle')}</h1>
      <p className="lead">{t('ordersLead')}</p>
      <dl className="facts">
        <div>
          <dt>{t('subscriptionState')}</dt>
          <dd data-testid="subscription-state">{stateText}</dd>
        </div>
      </dl>
      {result.me.account && (
        <SubscriptionPromotions accountId={result.me.account.id} filter={filter} />
      )}
    </section>
  );
}
