import createMollieClient from '@mollie/api-client';
import { decimalAmount, mollieOutcome, type PaymentOutcome } from '../../shared/commerce/payments';
import type { BillingPeriod } from '../../shared/commerce/products';
import { isoDay, mollieInterval } from '../../shared/commerce/renewals';
import { getConfig } from '../config';
import type { PaymentRequest, StartedPayment } from './payment-providers';

/**
 * The provider calls of subscriptions that renew (issue 40, item 3; docs/checkout.md,
 * "Subscriptions"), through the official SDK as checkout's are (payment-providers.ts): a Mollie
 * customer and its first payment (the mandate), the subscription on that mandate, its
 * cancellation and a new mandate for it. Nothing here is sent to a browser but a hosted
 * checkout's address.
 */

function mollie(apiKey: string) {
  return createMollieClient({ apiKey, apiEndpoint: getConfig().ACADEMY_MOLLIE_API_URL });
}

type MollieCreate = Parameters<ReturnType<typeof mollie>['payments']['create']>[0];

/**
 * A subscription's first payment: a Mollie customer for the buyer, then a payment with
 * sequenceType `first` on it, whose mandate the renewals use. One customer and one payment per
 * order (idempotency keys), however often the request is repeated.
 */
export async function startMollieFirstPayment(
  key: string,
  request: PaymentRequest & { buyerName: string },
): Promise<StartedPayment & { customerRef: string }> {
  const client = mollie(key);
  const customer = await client.customers.create({
    name: request.buyerName,
    ...(request.email ? { email: request.email } : {}),
    metadata: { order_id: request.orderId },
    idempotencyKey: `customer-${request.orderId}`,
  } as Parameters<typeof client.customers.create>[0]);
  const payment = await client.payments.create({
    amount: { currency: request.currency, value: decimalAmount(request.totalCents) },
    description: request.description,
    redirectUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    webhookUrl: request.webhookUrl,
    customerId: customer.id,
    sequenceType: 'first',
    metadata: { order_id: request.orderId, order_number: request.orderNumber },
    idempotencyKey: `checkout-${request.orderId}`,
  } as MollieCreate);
  const checkoutUrl = payment.getCheckoutUrl();
  if (!checkoutUrl) throw new Error('Mollie gave no checkout URL');
  return { id: payment.id, checkoutUrl, customerRef: customer.id };
}

/** What a Mollie payment says about the subscription it belongs to, fetched from Mollie. */
export type MollieRecurringPayment = {
  id: string;
  status: string;
  outcome: PaymentOutcome;
  amountCents: number | null;
  currency: string;
  customerRef: string | null;
  mandateRef: string | null;
  subscriptionRef: string | null;
  sequenceType: string;
  metadata: Record<string, unknown>;
  /** When it was paid, failed, expired or made (the order of events, not of their webhooks). */
  at: Date;
};

function centsOf(value: string): number | null {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

export async function fetchMollieRecurring(
  key: string,
  id: string,
): Promise<MollieRecurringPayment | null> {
  try {
    const payment = await mollie(key).payments.get(id);
    const at =
      payment.paidAt ??
      payment.failedAt ??
      payment.expiredAt ??
      payment.canceledAt ??
      payment.createdAt;
    return {
      id: payment.id,
      status: payment.status,
      outcome: mollieOutcome(payment.status),
      amountCents: centsOf(payment.amount.value),
      currency: payment.amount.currency,
      customerRef: payment.customerId ?? null,
      mandateRef: payment.mandateId ?? null,
      subscriptionRef: payment.subscriptionId ?? null,
      sequenceType: String(payment.sequenceType ?? 'oneoff'),
      metadata: (payment.metadata ?? {}) as Record<string, unknown>,
      at: new Date(at),
    };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/**
 * The subscription on the customer's mandate, its first renewal at the end of the period the
 * first payment paid for. Idempotent per billing subscription.
 */
export async function createMollieSubscription(
  key: string,
  params: {
    billingSubscriptionId: string;
    customerRef: string;
    mandateRef: string;
    currency: string;
    amountCents: number;
    interval: BillingPeriod;
    startDate: Date;
    description: string;
    webhookUrl: string;
  },
): Promise<string> {
  const subscription = await mollie(key).customerSubscriptions.create({
    customerId: params.customerRef,
    amount: { currency: params.currency, value: decimalAmount(params.amountCents) },
    interval: mollieInterval(params.interval),
    startDate: isoDay(params.startDate),
    description: params.description,
    mandateId: params.mandateRef,
    webhookUrl: params.webhookUrl,
    metadata: { billing_subscription_id: params.billingSubscriptionId },
    idempotencyKey: `subscription-${params.billingSubscriptionId}`,
  } as Parameters<ReturnType<typeof mollie>['customerSubscriptions']['create']>[0]);
  return subscription.id;
}

/** Stops the renewals (the period paid for runs out as it is). */
export async function cancelMollieSubscription(
  key: string,
  params: { customerRef: string; subscriptionRef: string },
) {
  try {
    await mollie(key).customerSubscriptions.cancel(params.subscriptionRef, {
      customerId: params.customerRef,
    });
  } catch (error) {
    // Already cancelled (Mollie answers 422 for a cancelled one, 404 for one it forgot): done.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== 404 && status !== 422) throw error;
  }
}

/**
 * A new mandate for a subscription: a `first` payment of one cent on the same customer (Mollie's
 * way of taking new payment details); its webhook then moves the subscription onto the mandate.
 */
export async function startMollieMandatePayment(
  key: string,
  params: {
    billingSubscriptionId: string;
    attempt: string;
    customerRef: string;
    currency: string;
    description: string;
    returnUrl: string;
    webhookUrl: string;
  },
): Promise<StartedPayment> {
  const payment = await mollie(key).payments.create({
    amount: { currency: params.currency, value: decimalAmount(1) },
    description: params.description,
    redirectUrl: params.returnUrl,
    cancelUrl: params.returnUrl,
    webhookUrl: params.webhookUrl,
    customerId: params.customerRef,
    sequenceType: 'first',
    metadata: { purpose: 'payment_method', billing_subscription_id: params.billingSubscriptionId },
    idempotencyKey: `mandate-${params.billingSubscriptionId}-${params.attempt}`,
  } as MollieCreate);
  const checkoutUrl = payment.getCheckoutUrl();
  if (!checkoutUrl) throw new Error('Mollie gave no checkout URL');
  return { id: payment.id, checkoutUrl };
}

/** The subscription's renewals from now on the new mandate. */
export async function moveMollieSubscription(
  key: string,
  params: { customerRef: string; subscriptionRef: string; mandateRef: string },
) {
  await mollie(key).customerSubscriptions.update(params.subscriptionRef, {
    customerId: params.customerRef,
    mandateId: params.mandateRef,
  });
}
