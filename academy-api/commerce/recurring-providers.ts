import createMollieClient from '@mollie/api-client';
import { decimalAmount, mollieOutcome, type PaymentOutcome } from '../../shared/commerce/payments';
import type { BillingPeriod } from '../../shared/commerce/products';
import { isoDay, mollieInterval } from '../../shared/commerce/renewals';
import { getConfig } from '../config';
import {
  type PaymentRequest,
  type StartedPayment,
  stripeCheckoutSession,
  stripeClient,
} from './payment-providers';

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
  /** Where Mollie reported it (the renewals are reported to the same address). */
  webhookUrl: string | null;
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
      webhookUrl: payment.webhookUrl ?? null,
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

// ---------------------------------------------------------------------------------------------
// Stripe: subscriptions through Checkout, their invoices, and a setup session for a new card
// ---------------------------------------------------------------------------------------------

/**
 * A subscription's first payment through Stripe: a Checkout Session in mode `subscription`,
 * one line of the product's price with VAT as a recurring price (`price_data.recurring`), the
 * order's id on the session and on the subscription it makes. One per order (idempotency key).
 */
export function startStripeSubscriptionSession(
  key: string,
  request: PaymentRequest & { interval: BillingPeriod },
): Promise<StartedPayment> {
  return stripeCheckoutSession(key, request, request.interval);
}

const refOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A completed session's subscription and customer, and the subscription's period end. */
export async function stripeSessionSubscription(key: string, sessionId: string) {
  const client = stripeClient(key);
  const session = await client.checkout.sessions.retrieve(sessionId);
  const subscriptionRef = refOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionRef) return null;
  const subscription = await client.subscriptions.retrieve(subscriptionRef);
  const end = subscription.items.data[0]?.current_period_end;
  return {
    subscriptionRef,
    customerRef: refOf(session.customer),
    periodEndsAt: end ? new Date(end * 1000) : null,
  };
}

/** A Stripe invoice of a subscription as a renewal payment, fetched from Stripe; null: none. */
export async function fetchStripeRenewal(key: string, invoiceId: string, event: string) {
  if (!/^in_[A-Za-z0-9]{2,200}$/.test(invoiceId)) return null;
  try {
    const invoice = await stripeClient(key).invoices.retrieve(invoiceId);
    const subscriptionRef = refOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionRef || !invoice.id) return null;
    const paid = invoice.status === 'paid';
    const failed = !paid && event === 'invoice.payment_failed';
    return {
      subscriptionRef,
      firstInvoice: invoice.billing_reason === 'subscription_create',
      outcome: paid ? ('paid' as const) : failed ? ('failed' as const) : ('pending' as const),
      // A failed attempt and a later payment of the same invoice are two payments.
      ref: paid ? invoice.id : `${invoice.id}:failed:${invoice.attempt_count}`,
      status: String(invoice.status),
      at: new Date(
        (paid ? (invoice.status_transitions?.paid_at ?? invoice.created) : invoice.created) * 1000,
      ),
    };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** A subscription as Stripe has it now (customer.subscription.updated/deleted). */
export async function fetchStripeSubscription(key: string, id: string) {
  if (!/^sub_[A-Za-z0-9]{2,200}$/.test(id)) return null;
  try {
    const subscription = await stripeClient(key).subscriptions.retrieve(id);
    return {
      id: subscription.id,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** No renewal after the period paid for. */
export async function cancelStripeSubscription(key: string, subscriptionRef: string) {
  await stripeClient(key).subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
}

/** A new card for a subscription: a Checkout Session in mode `setup` on its customer. */
export async function startStripeSetupSession(
  key: string,
  params: {
    billingSubscriptionId: string;
    attempt: string;
    customerRef: string;
    currency: string;
    returnUrl: string;
  },
): Promise<StartedPayment> {
  const metadata = {
    purpose: 'payment_method',
    billing_subscription_id: params.billingSubscriptionId,
  };
  const session = await stripeClient(key).checkout.sessions.create(
    {
      mode: 'setup',
      customer: params.customerRef,
      currency: params.currency.toLowerCase(),
      metadata,
      setup_intent_data: { metadata },
      success_url: params.returnUrl,
      cancel_url: params.returnUrl,
    },
    { idempotencyKey: `setup-${params.billingSubscriptionId}-${params.attempt}` },
  );
  if (!session.url) throw new Error('Stripe gave no checkout URL');
  return { id: session.id, checkoutUrl: session.url };
}

/** A completed setup session's new payment method, or null while there is none. */
export async function stripeSetupPaymentMethod(key: string, sessionId: string) {
  const session = await stripeClient(key).checkout.sessions.retrieve(sessionId, {
    expand: ['setup_intent'],
  });
  if (session.mode !== 'setup' || session.status !== 'complete') return null;
  const intent = session.setup_intent;
  const method = typeof intent === 'object' && intent ? refOf(intent.payment_method) : null;
  return method
    ? { paymentMethod: method, metadata: (session.metadata ?? {}) as Record<string, string> }
    : null;
}

/** The subscription's renewals from now on with the new card. */
export async function moveStripeSubscription(
  key: string,
  params: { subscriptionRef: string; paymentMethod: string },
) {
  await stripeClient(key).subscriptions.update(params.subscriptionRef, {
    default_payment_method: params.paymentMethod,
  });
}

/** A lapsed subscription: Stripe stops it now (no more retries of the unpaid invoice). */
export async function stopStripeSubscription(key: string, subscriptionRef: string) {
  try {
    await stripeClient(key).subscriptions.cancel(subscriptionRef);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
}
