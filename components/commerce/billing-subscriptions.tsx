'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { ApiError } from '@/lib/api/errors';
import {
  type BillingSubscription,
  billingSubscriptionsQuery,
  cancelBillingSubscription,
  changeBillingPaymentMethod,
  commerceKeys,
} from '@/lib/resources/commerce';
import { formatAmount } from '@/shared/commerce/money';

/**
 * /account/orders, issue 40 item 3: the buyer's subscriptions that renew through the payment
 * provider, with their state (renews on, ends on, a failed payment's grace period, ended) and
 * what they may do: cancel (confirmed; the period paid for runs out) and change the payment
 * method (the provider's page, then back here).
 */
export function BillingSubscriptions({ changed }: { changed: boolean }) {
  const t = useTranslations('commerce.renewals');
  const query = useQuery(billingSubscriptionsQuery());
  if (!query.data) return <QueryPending query={query} />;
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby="billing-subscriptions-title" className="account-orders">
      <h2 id="billing-subscriptions-title">{t('title')}</h2>
      {changed && (
        <p role="status" className="muted">
          {t('methodReturned')}
        </p>
      )}
      <ul className="account-order-list">
        {query.data.map((subscription) => (
          <SubscriptionItem key={subscription.id} subscription={subscription} />
        ))}
      </ul>
    </section>
  );
}

function SubscriptionItem({ subscription }: { subscription: BillingSubscription }) {
  const t = useTranslations('commerce.renewals');
  const format = useFormatter();
  const locale = useLocale();
  const modals = useModals();
  const client = useQueryClient();
  const [error, setError] = useState('');
  const [moving, setMoving] = useState(false);
  const date = (value: string | null) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'long' }) : '';
  const state =
    subscription.status === 'past_due'
      ? t('state.pastDue', { date: date(subscription.graceEndsAt) })
      : subscription.status === 'lapsed'
        ? t('state.lapsed')
        : subscription.cancelAtPeriodEnd || subscription.status === 'canceled'
          ? t('state.canceled', { date: date(subscription.periodEndsAt) })
          : t('state.active', { date: date(subscription.periodEndsAt) });

  const cancel = (trigger: HTMLElement) => {
    const modalId = `billing-subscription-cancel:${subscription.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('cancel.title', { product: subscription.productName })}
        description={t('cancel.description', { date: date(subscription.periodEndsAt) })}
        confirm={t('cancel.confirm')}
        busy={t('cancel.busy')}
        cancel={t('cancel.keep')}
        onConfirm={async () => {
          await cancelBillingSubscription(subscription.id);
          await client.invalidateQueries({ queryKey: commerceKeys.billingSubscriptions() });
          showToast({ scheme: 'success', message: t('cancel.done') });
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };

  const changeMethod = async () => {
    setError('');
    setMoving(true);
    try {
      const started = await changeBillingPaymentMethod(subscription.id);
      if (started.checkoutUrl) window.location.assign(started.checkoutUrl);
    } catch (failure) {
      // The API's words (in the page's language) when it answered; ours when nothing came back.
      setError(
        failure instanceof ApiError && failure.errors[0]?.detail
          ? failure.errors[0].detail
          : t('method.failed'),
      );
      setMoving(false);
    }
  };

  return (
    <li className="account-order" data-testid="billing-subscription">
      <p className="account-order-head">
        <strong>{subscription.productName}</strong>
        <span className={`order-status billing-status-${subscription.status}`}>
          {t(`status.${subscription.status}`)}
        </span>
      </p>
      <p>{state}</p>
      <p className="muted">
        {t('charge', {
          amount: formatAmount(subscription.amountCents, subscription.currency, locale),
          interval: subscription.interval,
        })}
        {' · '}
        {t('firstOrder', { number: subscription.orderNumber })}
        {subscription.methodChangePending && (
          <>
            {' · '}
            {t('methodPending')}
          </>
        )}
      </p>
      {(subscription.canChangeMethod || subscription.canCancel) && (
        <div className="kit-wrap">
          {subscription.canChangeMethod && (
            <button
              type="button"
              className="button"
              disabled={moving}
              onClick={() => void changeMethod()}
            >
              {moving ? t('method.busy') : t('method.start')}
            </button>
          )}
          {subscription.canCancel && (
            <button
              type="button"
              className="button button-danger"
              onClick={(event) => cancel(event.currentTarget)}
            >
              {t('cancel.start')}
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </li>
  );
}
