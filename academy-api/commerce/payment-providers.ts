import { randomUUID } from 'node:crypto';
import createMollieClient from '@mollie/api-client';
import Stripe from 'stripe';
import {
  decimalAmount,
  mollieOutcome,
  type PaymentOutcome,
  type PaymentProvider,
  stripeOutcome,
} from '../../shared/commerce/payments';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { readSecret } from '../portals';

/**
 * The payment providers behind checkout (issue 40), through their official SDKs. Their keys come
 * from the portal's write-only secrets (portal_secrets), their base URLs from configuration
 * (ACADEMY_MOLLIE_API_URL, ACADEMY_STRIPE_API_URL: the real APIs unless a test points them at a
 * loopback stand-in). Nothing here is ever sent to a browser but a hosted checkout's address.
 */

export type ProviderKeys = {
  mollie: string | null;
  stripe: string | null;
  stripeWebhook: string | null;
};

export async function providerKeys(db: Db, portalId: string): Promise<ProviderKeys> {
  const [mollie, stripe, stripeWebhook] = await Promise.all([
    readSecret(db, { portalId, name: 'mollie_api_key' }),
    readSecret(db, { portalId, name: 'stripe_secret_key' }),
    readSecret(db, { portalId, name: 'stripe_webhook_secret' }),
  ]);
  return { mollie, stripe, stripeWebhook };
}

/** The providers a buyer may choose: Mollie with its key, Stripe with its key and webhook secret. */
export function configuredProviders(keys: ProviderKeys): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (keys.mollie) providers.push('mollie');
  if (keys.stripe && keys.stripeWebhook) providers.push('stripe');
  return providers;
}

/**
 * The Mollie SDK speaks https only and checks the certificate against its own bundle of
 * authorities (its `caCertificates` option is overridden by it): a loopback stand-in is reached
 * only where the test process accepts any certificate (NODE_TLS_REJECT_UNAUTHORIZED=0, set by
 * the tests for themselves, never by the app).
 */
function mollieClient(apiKey: string) {
  return createMollieClient({ apiKey, apiEndpoint: getConfig().ACADEMY_MOLLIE_API_URL });
}

export function stripeClient(secretKey: string) {
  const url = new URL(getConfig().ACADEMY_STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
}

export type PaymentRequest = {
  orderId: string;
  orderNumber: string;
  portalKey: string;
  description: string;
  currency: string;
  totalCents: number;
  locale: string;
  email: string | null;
  /** Where the provider sends the buyer back, and (Mollie) where it reports a change. */
  returnUrl: string;
  cancelUrl: string;
  webhookUrl: string;
};

export type StartedPayment = { id: string; checkoutUrl: string };

const MOLLIE_LOCALES: Record<string, 'nl_NL' | 'en_US' | 'de_DE' | 'fr_FR'> = {
  nl: 'nl_NL',
  en: 'en_US',
};

/** Creates the provider's payment for an order: a Mollie payment or a Stripe Checkout Session. */
export async function startPayment(
  provider: PaymentProvider,
  key: string,
  request: PaymentRequest,
): Promise<StartedPayment> {
  const metadata = { order_id: request.orderId, order_number: request.orderNumber };
  if (provider === 'mollie') {
    const payment = await mollieClient(key).payments.create({
      amount: { currency: request.currency, value: decimalAmount(request.totalCents) },
      description: request.description,
      redirectUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      webhookUrl: request.webhookUrl,
      metadata,
      ...(MOLLIE_LOCALES[request.locale] ? { locale: MOLLIE_LOCALES[request.locale] } : {}),
      // One payment per order: a POST repeated (by the SDK's retry, or a second click that
      // reached here for the same order) makes no second payment.
      idempotencyKey: `checkout-${request.orderId}`,
    } as Parameters<ReturnType<typeof mollieClient>['payments']['create']>[0]);
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error('Mollie gave no checkout URL');
    return { id: payment.id, checkoutUrl };
  }
  return stripeCheckoutSession(key, request);
}

/**
 * A Stripe Checkout Session for an order: one line of its total, the order's id on the session
 * (and on its payment or, with `interval`, its subscription: mode `subscription` with a
 * recurring price, issue 40 item 3). One per order: a retried request makes no second session.
 */
export async function stripeCheckoutSession(
  key: string,
  request: PaymentRequest,
  interval?: 'month' | 'year',
): Promise<StartedPayment> {
  const metadata = { order_id: request.orderId, order_number: request.orderNumber };
  const session = await stripeClient(key).checkout.sessions.create(
    {
      mode: interval ? 'subscription' : 'payment',
      client_reference_id: request.orderId,
      metadata,
      ...(interval ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      ...(request.email ? { customer_email: request.email } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.totalCents,
            product_data: { name: request.description },
            ...(interval ? { recurring: { interval } } : {}),
          },
        },
      ],
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      locale: request.locale === 'nl' ? 'nl' : request.locale === 'ro' ? 'ro' : 'en',
    },
    { idempotencyKey: `checkout-${request.orderId}` },
  );
  if (!session.url) throw new Error('Stripe gave no checkout URL');
  return { id: session.id, checkoutUrl: session.url };
}

/** A provider's payment as the app trusts it: fetched from the provider itself. */
export type FetchedPayment = {
  id: string;
  orderId: string | null;
  status: string;
  outcome: PaymentOutcome;
  amountCents: number | null;
  currency: string | null;
};

const MOLLIE_ID = /^tr_[A-Za-z0-9]{2,64}$/;
const STRIPE_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{2,200}$/;

/** Whether an id has the provider's form (anything else is not asked about). */
export function paymentIdValid(provider: PaymentProvider, id: string): boolean {
  return (provider === 'mollie' ? MOLLIE_ID : STRIPE_SESSION_ID).test(id);
}

function centsOf(value: string): number | null {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!match) return null;
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/**
 * The payment as the provider says it is now, or null when the provider knows no such payment
 * (a 404: an id made up, or another account's). Other failures throw (the provider retries).
 */
export async function fetchPayment(
  provider: PaymentProvider,
  key: string,
  id: string,
  event?: string,
): Promise<FetchedPayment | null> {
  if (!paymentIdValid(provider, id)) return null;
  try {
    if (provider === 'mollie') {
      const payment = await mollieClient(key).payments.get(id);
      const metadata = (payment.metadata ?? {}) as { order_id?: unknown };
      return {
        id: payment.id,
        orderId: typeof metadata.order_id === 'string' ? metadata.order_id : null,
        status: payment.status,
        outcome: mollieOutcome(payment.status),
        amountCents: centsOf(payment.amount.value),
        currency: payment.amount.currency,
      };
    }
    const session = await stripeClient(key).checkout.sessions.retrieve(id);
    return {
      id: session.id,
      orderId: session.metadata?.order_id ?? null,
      status: `${session.status ?? 'unknown'}/${session.payment_status}`,
      outcome: stripeOutcome(session, event),
      amountCents: session.amount_total,
      currency: session.currency ? session.currency.toUpperCase() : null,
    };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404) return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Refunds (issue 40, item 4; docs/checkout.md "Refunds")
// ---------------------------------------------------------------------------------------------

/** A refund as the provider says it is: its id, status word, amount and currency. */
export type ProviderRefund = {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** Stripe: the payment intent refunded (a charge.refunded event names it). */
  paymentIntent: string | null;
};

/** What the provider answered when it refused: its HTTP status and its own message. */
export class ProviderRefusal extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

function refusalOf(error: unknown): ProviderRefusal {
  const details = error as { statusCode?: number; message?: string; title?: string };
  return new ProviderRefusal(
    typeof details.statusCode === 'number' ? details.statusCode : null,
    (details.message || details.title || 'unknown error').slice(0, 300),
  );
}

/**
 * Refunds `amountCents` of an order's payment through its provider: Mollie's
 * `paymentRefunds.create` on the payment, Stripe's `refunds.create` on the Checkout Session's
 * payment intent, with an idempotency key per attempt (the SDK's retries of it refund once).
 * A refusal
 * (or no answer) throws ProviderRefusal with the provider's message; nothing was refunded then.
 */
export async function createRefund(
  provider: PaymentProvider,
  key: string,
  request: {
    paymentId: string;
    orderId: string;
    orderNumber: string;
    currency: string;
    amountCents: number;
  },
): Promise<ProviderRefund> {
  const metadata = { order_id: request.orderId, order_number: request.orderNumber };
  // One key per attempt: the SDK's own retries of it refund once. (A key per order and amount
  // would replay a provider's error, which it keeps for its key, to every later attempt.)
  const idempotencyKey = `refund-${request.orderId}-${randomUUID()}`;
  try {
    if (provider === 'mollie') {
      const refund = await mollieClient(key).paymentRefunds.create({
        paymentId: request.paymentId,
        amount: { currency: request.currency, value: decimalAmount(request.amountCents) },
        description: request.orderNumber,
        metadata,
        idempotencyKey,
      });
      return {
        id: refund.id,
        status: refund.status,
        amountCents: centsOf(refund.amount.value) ?? request.amountCents,
        currency: refund.amount.currency,
        paymentIntent: null,
      };
    }
    const stripe = stripeClient(key);
    const session = await stripe.checkout.sessions.retrieve(request.paymentId);
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    if (!intent) throw new ProviderRefusal(null, 'the payment has no payment intent');
    const refund = await stripe.refunds.create(
      { payment_intent: intent, amount: request.amountCents, metadata },
      { idempotencyKey },
    );
    return stripeRefundOf(refund);
  } catch (error) {
    if (error instanceof ProviderRefusal) throw error;
    throw refusalOf(error);
  }
}

function stripeRefundOf(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amountCents: refund.amount,
    currency: refund.currency.toUpperCase(),
    paymentIntent:
      typeof refund.payment_intent === 'string'
        ? refund.payment_intent
        : (refund.payment_intent?.id ?? null),
  };
}

/**
 * A refund as the provider says it is now (the app trusts only this, never a webhook's copy):
 * Mollie's refund of the payment, Stripe's refund. Null when the provider knows no such refund.
 */
export async function fetchRefund(
  provider: PaymentProvider,
  key: string,
  params: { paymentId: string; refundId: string },
): Promise<ProviderRefund | null> {
  try {
    if (provider === 'mollie') {
      const refund = await mollieClient(key).paymentRefunds.get(params.refundId, {
        paymentId: params.paymentId,
      });
      return {
        id: refund.id,
        status: refund.status,
        amountCents: centsOf(refund.amount.value) ?? 0,
        currency: refund.amount.currency,
        paymentIntent: null,
      };
    }
    return stripeRefundOf(await stripeClient(key).refunds.retrieve(params.refundId));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}
