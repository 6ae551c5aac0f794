import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { checkoutOffers, checkouts } from '../../shared/commerce/contract';
import { INVOICE_COUNTRIES } from '../../shared/commerce/invoices';
import {
  checkoutState,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
} from '../../shared/commerce/payments';
import { periodEnd } from '../../shared/commerce/renewals';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import type { RowsOf } from '../access/route-table';
import { CLIENT_ADDRESS_HEADER, recordThrottleEvent, throttleWait } from '../accounts';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import type { ThrottlePolicy } from '../auth/throttle-policy';
import { accounts } from '../db/schema';
import { requestTexts } from '../i18n/request-texts';
import { kickWorker } from '../jobs/worker';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal, normaliseDomain } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { type Answers, meta, one } from '../openapi/answers';
import {
  applyPaymentReport,
  type CheckoutOffer,
  checkoutOffer,
  type PaymentReport,
  paymentOfOrder,
  productsOf,
} from './checkout.queries';
import { quoteResource } from './commerce.serializers';
import { settleOrder } from './order-automations.queries';
import {
  addOrderEvent,
  createOrder,
  findOrder,
  type OrderInput,
  type OrderRow,
  priceOrder,
  transitionOrder,
} from './orders.queries';
import { actorOf, problemError, problemObject, promotionCode } from './orders.routes';
import {
  configuredProviders,
  fetchPayment,
  paymentIdValid,
  providerKeys,
  startPayment,
  stripeClient,
} from './payment-providers';
import {
  createMollieSubscription,
  fetchMollieRecurring,
  fetchStripeRenewal,
  fetchStripeSubscription,
  moveMollieSubscription,
  moveStripeSubscription,
  startMollieFirstPayment,
  startStripeSubscriptionSession,
  stripeSessionSubscription,
  stripeSetupPaymentMethod,
} from './recurring-providers';
import { STRIPE_REFUND_EVENTS, stripeRefundEvent, syncRefunds } from './refunds.routes';
import {
  abandonSubscription,
  activateSubscription,
  applyRenewalPayment,
  completeMethodChange,
  findBillingSubscription,
  recordPendingSubscription,
  subscriptionByRef,
  subscriptionOfOrder,
  syncProviderCancellation,
} from './renewals.queries';

/**
 * Self-service checkout (issue 40, items 1–2; docs/checkout.md): a signed-in buyer prices a
 * product (the server's quote), pays through the portal's provider (Mollie or Stripe, hosted
 * checkout) and comes back to the order's state. The providers' webhooks are public: Mollie's
 * names a payment the API then fetches, Stripe's is verified by its signature; only what the
 * provider says moves an order.
 */

const billing = {
  promotion_code: promotionCode,
  billing_name: z.string().trim().max(200).optional(),
  billing_organisation: z.string().trim().max(200).optional(),
  billing_address: z.string().trim().max(500).optional(),
  billing_country: z.enum(INVOICE_COUNTRIES).nullish(),
  billing_vat_id: z.string().trim().max(40).optional(),
};

export const checkoutQuoteSchema = z.object(billing);

export const checkoutSchema = z.object({
  ...billing,
  product_id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** The course the buyer came from (its slug), for the way back. */
  course: z
    .string()
    .max(200)
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .optional(),
});

type BillingBody = z.infer<typeof checkoutQuoteSchema>;

/** The buyer's own name, e-mail and language. */
async function buyerOf(c: Context<AppEnv>, accountId: string) {
  const [row] = await c.var.db
    .select({ name: accounts.fullName, email: accounts.email, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound();
  return row;
}

/**
 * An order's input for a buyer: one of the product, the buyer's account the customer, their
 * billing details (a name other than their own and an organisation head the invoice address).
 */
function checkoutInput(
  offer: CheckoutOffer,
  accountId: string,
  buyerName: string,
  body: BillingBody,
): OrderInput {
  const name = body.billing_name?.trim();
  const address = [
    name && name !== buyerName ? name : '',
    body.billing_organisation?.trim() ?? '',
    body.billing_address?.trim() ?? '',
  ]
    .filter(Boolean)
    .join('\n')
    .slice(0, 500);
  return {
    customer: { kind: 'account', id: accountId },
    salesCatalogId: offer.catalogId,
    lines: [{ productId: offer.productId, quantity: 1 }],
    promotionCode: body.promotion_code?.trim() || null,
    billingReference: '',
    billing: {
      address,
      country: body.billing_country ?? null,
      vatId: body.billing_vat_id ?? '',
    },
  };
}

async function offerOf(c: Context<AppEnv>, productId: string) {
  const offer = await checkoutOffer(c.var.db, { portalId: c.var.portal.id, productId });
  if (!offer) throw notFound();
  return offer;
}

/**
 * The portal domain this request came through, at its base URL: where the provider sends the
 * buyer back and posts its webhooks (the portal's own domain, never an address a request names).
 */
export async function portalOrigin(c: Context<AppEnv>): Promise<string> {
  const portal = await currentPortal(c);
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const configured =
    portal.domains.find((entry) => entry.domain === domain)?.base_url ?? `https://${domain}`;
  return new URL(servedBaseUrl(configured, c.req.header(PORTAL_HOST_HEADER))).origin;
}

function checkoutResource(
  order: OrderRow,
  extra: {
    provider: PaymentProvider | null;
    products: { id: string | null; name: string }[];
    checkoutUrl?: string | null;
  },
) {
  return resourceOf(checkouts, order.id, {
    number: order.number,
    status: order.status,
    state: checkoutState(order.status),
    provider: extra.provider,
    currency: order.currency,
    total_cents: order.totalCents,
    products: extra.products.map((product) => product.name),
    product_id: extra.products[0]?.id ?? null,
    checkout_url: extra.checkoutUrl ?? null,
  });
}

/** The buyer's order, or 404 for anyone else (another account's order is not told apart). */
async function buyersOrder(c: Context<AppEnv>, id: string): Promise<OrderRow> {
  const viewer = requireViewer(c.var.viewer);
  const order = await findOrder(c.var.db, { portalId: c.var.portal.id, id });
  if (!order || order.customerAccountId !== viewer.id) throw notFound();
  return order;
}

const unavailable = () =>
  new ApiError(422, [
    {
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      text: text('commerce.checkout.providerUnavailable'),
      source: pointerTo('provider'),
    },
  ]);

/** The provider's address could not be reached or refused: nothing was charged. */
const providerFailed = () =>
  new ApiError(502, [
    { code: 'PAYMENT_PROVIDER_FAILED', text: text('commerce.checkout.providerFailed') },
  ]);

export const checkoutOfferRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const offer = await offerOf(c, uuidParam(c.req.param('id')));
    const [keys, buyer] = await Promise.all([
      providerKeys(c.var.db, c.var.portal.id),
      buyerOf(c, viewer.id),
    ]);
    return resourceResponse(
      resourceOf(checkoutOffers, offer.productId, {
        name: offer.name,
        description: offer.description,
        language: offer.language,
        business_model: offer.businessModel,
        billing_period: offer.billingPeriod,
        access_months: offer.accessMonths,
        currency: offer.currency,
        unit_price_cents: offer.unitPriceCents,
        vat_rate_basis_points: offer.vatRateBasisPoints,
        providers: configuredProviders(keys),
        buyer_name: buyer.name,
      }),
    );
  })
  .post('/:id/quote', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const offer = await offerOf(c, uuidParam(c.req.param('id')));
    const body = await attributesOf(c, checkoutQuoteSchema);
    const buyer = await buyerOf(c, viewer.id);
    const { quote, problems } = await priceOrder(c.var.db, {
      portalId: c.var.portal.id,
      input: checkoutInput(offer, viewer.id, buyer.name, body),
      now: new Date(),
      lock: false,
    });
    const texts = await requestTexts(c);
    return jsonApiResponse(
      buildDocument(quoteResource(quote), {
        meta: { problems: problems.map((problem) => problemObject(problem, texts)) },
      }),
    );
  });

/** What each renewal of a subscription costs: the product's price and VAT, no one-off promotion. */
async function renewalAmount(
  c: Context<AppEnv>,
  offer: CheckoutOffer,
  accountId: string,
  buyerName: string,
  body: BillingBody,
): Promise<number> {
  const { quote } = await priceOrder(c.var.db, {
    portalId: c.var.portal.id,
    input: { ...checkoutInput(offer, accountId, buyerName, body), promotionCode: null },
    now: new Date(),
    lock: false,
  });
  return quote.totalCents;
}

export const checkoutRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const body = await attributesOf(c, checkoutSchema);
    const offer = await offerOf(c, body.product_id.toLowerCase());
    const keys = await providerKeys(c.var.db, c.var.portal.id);
    const providers = configuredProviders(keys);
    const provider = body.provider ?? (providers.length === 1 ? providers[0] : undefined);
    if (!provider || !providers.includes(provider)) throw unavailable();
    const [portal, buyer, origin] = await Promise.all([
      currentPortal(c),
      buyerOf(c, viewer.id),
      portalOrigin(c),
    ]);
    const now = new Date();
    const actor = await actorOf(c, viewer);
    const outcome = await createOrder(c.var.db, {
      portal: { id: portal.id, key: portal.key },
      actor,
      input: {
        ...checkoutInput(offer, viewer.id, buyer.name, body),
        customer: { kind: 'account', id: viewer.id },
      },
      status: 'pending_payment',
      now,
    });
    if (!outcome.ok) throw new ApiError(422, outcome.problems.map(problemError));
    const order = outcome.order;
    const back = body.course ? `?course=${encodeURIComponent(body.course)}` : '';
    if (order.totalCents === 0) {
      // Nothing to pay (a promotion took it all): no provider is asked.
      const paid = await transitionOrder(c.var.db, {
        portalId: portal.id,
        id: order.id,
        to: 'paid',
        from: 'pending_payment',
        actor: null,
        now,
      });
      if (paid.ok) await settleOrder(c.var.db, { portalId: portal.id, orderId: order.id, now });
      return resourceResponse(
        checkoutResource(paid.ok ? paid.order : order, {
          provider: null,
          products: [{ id: offer.productId, name: offer.name }],
          checkoutUrl: `${origin}/checkout/return/${order.id}${back}`,
        }),
        { status: 201 },
      );
    }
    const key = provider === 'mollie' ? keys.mollie : keys.stripe;
    // Issue 40, item 3: a subscription product bought through Mollie renews through it (a
    // customer, a first payment for the mandate, then Mollie's subscription).
    // Issue 40, item 3: a subscription product renews through the provider. Mollie: a customer,
    // a first payment for the mandate, then Mollie's subscription. Stripe: a Checkout Session in
    // mode subscription, its recurring price what the order costs (a one-off promotion makes
    // the first payment differ from the renewals: then Stripe is paid once, as before).
    const period =
      offer.businessModel === 'subscription' && offer.billingPeriod ? offer.billingPeriod : null;
    const renewalCents = period ? await renewalAmount(c, offer, viewer.id, buyer.name, body) : null;
    const recurring =
      period && (provider === 'mollie' || renewalCents === order.totalCents) ? period : null;
    let started: Awaited<ReturnType<typeof startPayment>>;
    try {
      const request = {
        orderId: order.id,
        orderNumber: order.number,
        portalKey: portal.key,
        description: `${order.number} ${offer.name}`.slice(0, 250),
        currency: order.currency,
        totalCents: order.totalCents,
        locale: buyer.locale,
        email: buyer.email,
        returnUrl: `${origin}/checkout/return/${order.id}${back}`,
        cancelUrl: `${origin}/checkout/return/${order.id}${back}`,
        webhookUrl: `${origin}/api/payments/mollie`,
      };
      if (recurring) {
        const first =
          provider === 'mollie'
            ? await startMollieFirstPayment(key as string, {
                ...request,
                buyerName: body.billing_name?.trim() || buyer.name,
              })
            : {
                ...(await startStripeSubscriptionSession(key as string, {
                  ...request,
                  interval: recurring,
                })),
                customerRef: null,
              };
        started = first;
        await recordPendingSubscription(c.var.db, {
          portalId: portal.id,
          accountId: viewer.id,
          productId: offer.productId,
          orderId: order.id,
          provider,
          interval: recurring,
          currency: order.currency,
          amountCents: renewalCents ?? order.totalCents,
          customerRef: first.customerRef,
          now,
        });
      } else {
        started = await startPayment(provider, key as string, request);
      }
    } catch (error) {
      // The provider made no payment: the order is given up (its promotion given back), and
      // why is on its timeline for the sales staff (not logged: console.* throws in the
      // embedded API's worker thread, where Next.js wraps it in a request's AsyncLocalStorage).
      await addOrderEvent(c.var.db, {
        orderId: order.id,
        kind: 'payment_started',
        actor,
        detail: { provider, error: String((error as Error).message ?? error).slice(0, 300) },
        now: new Date(),
      });
      await transitionOrder(c.var.db, {
        portalId: portal.id,
        id: order.id,
        to: 'cancelled',
        from: 'pending_payment',
        actor: null,
        now: new Date(),
      });
      throw providerFailed();
    }
    await addOrderEvent(c.var.db, {
      orderId: order.id,
      kind: 'payment_started',
      actor,
      detail: { provider, payment_id: started.id },
      now: new Date(),
    });
    return resourceResponse(
      checkoutResource(order, {
        provider,
        products: [{ id: offer.productId, name: offer.name }],
        checkoutUrl: started.checkoutUrl,
      }),
      { status: 201 },
    );
  })
  .get('/:id', async (c) => {
    let order = await buyersOrder(c, uuidParam(c.req.param('id')));
    const payment = await paymentOfOrder(c.var.db, order.id);
    if (order.status === 'pending_payment' && payment) {
      // Back before the webhook (or where none reaches this server): ask the provider now.
      const keys = await providerKeys(c.var.db, c.var.portal.id);
      const key = payment.provider === 'mollie' ? keys.mollie : keys.stripe;
      const fetched = key
        ? await fetchPayment(payment.provider, key, payment.paymentId).catch(() => null)
        : null;
      if (fetched) {
        const result = await applyPaymentReport(c.var.db, {
          portalId: c.var.portal.id,
          orderId: order.id,
          report: { ...reportOf(payment.provider, fetched), via: 'return' },
          now: new Date(),
        });
        if (result.applied) {
          order = result.order;
          if (result.changed) await auditChange(c, result.order, result.from, result.changed);
        }
      }
    }
    return resourceResponse(
      checkoutResource(order, {
        provider: payment?.provider ?? null,
        products: await productsOf(c.var.db, order.id),
      }),
    );
  });

function reportOf(
  provider: PaymentProvider,
  fetched: NonNullable<Awaited<ReturnType<typeof fetchPayment>>>,
): Omit<PaymentReport, 'via'> {
  return {
    provider,
    paymentId: fetched.id,
    status: fetched.status,
    outcome: fetched.outcome,
    amountCents: fetched.amountCents,
    currency: fetched.currency,
  };
}

async function auditChange(c: Context<AppEnv>, order: OrderRow, from: string | null, to: string) {
  await audit(c, {
    action: 'order.status_changed',
    target: { type: 'orders', id: order.id, label: order.number },
    before: { status: from },
    after: { status: to },
  });
}

/** Webhooks refused (a forged signature, an id no payment has): 30 in ten minutes an address. */
const WEBHOOK_POLICY: ThrottlePolicy = {
  free: 30,
  memoryMs: 10 * 60_000,
  baseBlockMs: 60_000,
  maxBlockMs: 15 * 60_000,
};

const throttleKey = (c: Context<AppEnv>) =>
  `payment_webhook:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;

async function refuseIfThrottled(c: Context<AppEnv>, now: Date) {
  const wait = await throttleWait(c.var.db, [throttleKey(c)], now);
  if (wait > 0) {
    throw new ApiError(
      429,
      [
        {
          code: 'TOO_MANY_ATTEMPTS',
          text: text('auth.waitSeconds', { seconds: wait }),
          meta: { retry_after: wait },
        },
      ],
      { 'retry-after': String(wait) },
    );
  }
}

const countRefusal = (c: Context<AppEnv>, now: Date) =>
  recordThrottleEvent(c.var.db, throttleKey(c), now, WEBHOOK_POLICY);

/** A webhook's answer: 200 and nothing else (a provider reads only the status). */
const received = (handled: boolean) => jsonApiResponse({ meta: { received: true, handled } });

const mollieSchema = z.object({ id: z.string().trim().max(100) });
const stripeSchema = z.object({
  payload: z.string().max(1_000_000),
  signature: z.string().max(2000),
});

/** The events of a Checkout Session that may change an order. */
const STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

async function applyFetched(
  c: Context<AppEnv>,
  provider: PaymentProvider,
  fetched: NonNullable<Awaited<ReturnType<typeof fetchPayment>>>,
  event?: string,
) {
  if (!fetched.orderId || !z.uuid().safeParse(fetched.orderId).success) return false;
  const result = await applyPaymentReport(c.var.db, {
    portalId: c.var.portal.id,
    orderId: fetched.orderId.toLowerCase(),
    report: { ...reportOf(provider, fetched), via: 'webhook', ...(event ? { event } : {}) },
    now: new Date(),
  });
  if (result.applied && result.changed) {
    await auditChange(c, result.order, result.from, result.changed);
  }
  return result.applied;
}

/**
 * A Mollie payment of a subscription (issue 40, item 3), or null when it is none (a one-off
 * payment: the checkout's own handling follows). Fetched from Mollie, as every webhook's is:
 * - a renewal (it names Mollie's subscription): applyRenewalPayment, once per payment;
 * - a new mandate (metadata.purpose payment_method): the subscription moved onto it;
 * - a subscription's first payment: the order as checkout does it, then, paid, Mollie's
 *   subscription on its mandate (created once: an idempotency key, a row moved from pending).
 */
async function mollieRecurringWebhook(
  c: Context<AppEnv>,
  key: string,
  id: string,
): Promise<boolean | null> {
  if (!paymentIdValid('mollie', id)) return null;
  const payment = await fetchMollieRecurring(key, id);
  if (!payment) return null;
  const portalId = c.var.portal.id;
  const now = new Date();
  if (payment.subscriptionRef) {
    const sub = await subscriptionByRef(c.var.db, {
      portalId,
      provider: 'mollie',
      subscriptionRef: payment.subscriptionRef,
    });
    if (!sub) return false;
    if (payment.outcome === 'pending') return true;
    const result = await applyRenewalPayment(c.var.db, {
      subscription: sub,
      payment: {
        ref: payment.id,
        outcome: payment.outcome,
        at: payment.at,
        status: payment.status,
      },
      now,
    });
    if (result.handled && !('duplicate' in result && result.duplicate)) kickWorker();
    return result.handled;
  }
  const metadata = payment.metadata;
  if (
    metadata.purpose === 'payment_method' &&
    typeof metadata.billing_subscription_id === 'string'
  ) {
    const subId = metadata.billing_subscription_id;
    if (!z.uuid().safeParse(subId).success) return false;
    const sub = await findBillingSubscription(c.var.db, { portalId, id: subId.toLowerCase() });
    if (!sub || sub.methodChangeRef !== payment.id) return false;
    if (payment.outcome !== 'paid' || !payment.mandateRef) return true;
    if (!sub.customerRef || !sub.subscriptionRef) return false;
    await moveMollieSubscription(key, {
      customerRef: sub.customerRef,
      subscriptionRef: sub.subscriptionRef,
      mandateRef: payment.mandateRef,
    });
    await completeMethodChange(c.var.db, {
      sub,
      paymentRef: payment.id,
      mandateRef: payment.mandateRef,
      now,
    });
    return true;
  }
  if (payment.sequenceType !== 'first' || typeof metadata.order_id !== 'string') return null;
  const handled = await applyFetched(c, 'mollie', {
    id: payment.id,
    orderId: metadata.order_id,
    status: payment.status,
    outcome: payment.outcome,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  if (!handled) return false;
  const sub = await subscriptionOfOrder(c.var.db, metadata.order_id.toLowerCase());
  if (sub?.status !== 'pending') return true;
  if (payment.outcome === 'failed') {
    await abandonSubscription(c.var.db, { orderId: sub.orderId, now });
    return true;
  }
  if (payment.outcome !== 'paid' || !payment.mandateRef || !payment.customerRef) return true;
  const order = await findOrder(c.var.db, { portalId, id: sub.orderId });
  const startDate = periodEnd(payment.at, sub.interval);
  const subscriptionRef = await createMollieSubscription(key, {
    billingSubscriptionId: sub.id,
    customerRef: payment.customerRef,
    mandateRef: payment.mandateRef,
    currency: sub.currency,
    amountCents: sub.amountCents,
    interval: sub.interval,
    startDate,
    description: `${order?.number ?? ''} ${sub.interval}`.trim().slice(0, 250),
    // Where the first payment was reported: the portal's domain the buyer paid on.
    webhookUrl: payment.webhookUrl ?? `${await portalOrigin(c)}/api/payments/mollie`,
  });
  await activateSubscription(c.var.db, {
    id: sub.id,
    subscriptionRef,
    mandateRef: payment.mandateRef,
    customerRef: payment.customerRef,
    periodEndsAt: startDate,
    now,
  });
  return true;
}

/**
 * Stripe's events about a subscription (issue 40, item 3), or null when the event is none of
 * them (checkout's own handling follows). Everything is fetched from Stripe, never taken from
 * the event: `invoice.paid` / `invoice.payment_failed` of a renewal (the first invoice is the
 * checkout session's), `customer.subscription.updated` / `.deleted`, and a completed `setup`
 * session that gives the subscription a new card.
 */
async function stripeRecurringWebhook(
  c: Context<AppEnv>,
  key: string,
  type: string,
  objectId: unknown,
): Promise<boolean | null> {
  if (typeof objectId !== 'string') return null;
  const portalId = c.var.portal.id;
  const now = new Date();
  if (type === 'invoice.paid' || type === 'invoice.payment_failed') {
    const invoice = await fetchStripeRenewal(key, objectId, type);
    if (!invoice) return false;
    if (invoice.firstInvoice || invoice.outcome === 'pending') return true;
    const sub = await subscriptionByRef(c.var.db, {
      portalId,
      provider: 'stripe',
      subscriptionRef: invoice.subscriptionRef,
    });
    if (!sub) return false;
    const result = await applyRenewalPayment(c.var.db, {
      subscription: sub,
      payment: {
        ref: invoice.ref,
        outcome: invoice.outcome,
        at: invoice.at,
        status: invoice.status,
      },
      now,
    });
    if (result.handled && !('duplicate' in result && result.duplicate)) kickWorker();
    return result.handled;
  }
  if (type === 'customer.subscription.updated' || type === 'customer.subscription.deleted') {
    const remote = await fetchStripeSubscription(key, objectId);
    if (!remote) return false;
    const sub = await subscriptionByRef(c.var.db, {
      portalId,
      provider: 'stripe',
      subscriptionRef: remote.id,
    });
    if (!sub) return false;
    await syncProviderCancellation(c.var.db, {
      sub,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd || remote.status === 'canceled',
      now,
    });
    return true;
  }
  if (type === 'checkout.session.completed' && /^cs_/.test(objectId)) {
    const setup = await stripeSetupPaymentMethod(key, objectId).catch(() => null);
    if (!setup) return null;
    const subId = setup.metadata.billing_subscription_id;
    if (
      setup.metadata.purpose !== 'payment_method' ||
      !subId ||
      !z.uuid().safeParse(subId).success
    ) {
      return false;
    }
    const sub = await findBillingSubscription(c.var.db, { portalId, id: subId.toLowerCase() });
    if (!sub?.subscriptionRef || sub.methodChangeRef !== objectId) return false;
    await moveStripeSubscription(key, {
      subscriptionRef: sub.subscriptionRef,
      paymentMethod: setup.paymentMethod,
    });
    await completeMethodChange(c.var.db, {
      sub,
      paymentRef: objectId,
      mandateRef: setup.paymentMethod,
      now,
    });
    return true;
  }
  return null;
}

/** A paid subscription session: its Stripe subscription recorded (once) on the billing row. */
async function activateStripeSubscription(
  c: Context<AppEnv>,
  key: string,
  orderId: string,
  sessionId: string,
  outcome: string,
) {
  const sub = await subscriptionOfOrder(c.var.db, orderId.toLowerCase());
  if (sub?.status !== 'pending' || sub.provider !== 'stripe') return;
  const now = new Date();
  if (outcome === 'failed') {
    await abandonSubscription(c.var.db, { orderId: sub.orderId, now });
    return;
  }
  if (outcome !== 'paid') return;
  const remote = await stripeSessionSubscription(key, sessionId);
  if (!remote) return;
  await activateSubscription(c.var.db, {
    id: sub.id,
    subscriptionRef: remote.subscriptionRef,
    mandateRef: null,
    customerRef: remote.customerRef,
    periodEndsAt: remote.periodEndsAt ?? periodEnd(now, sub.interval),
    now,
  });
}

/**
 * /v1/payment_webhooks/{provider}: public (the BFF's /api/payments/{provider} passes the
 * provider's request on). Mollie: `id` only, the payment is fetched from Mollie with the
 * portal's key; an id Mollie does not know for this key is answered 200 and changes nothing.
 * Stripe: the event is verified with the portal's signing secret (400 when it does not verify),
 * then its session fetched from Stripe. Refusals count against the caller's address (429).
 */
export const paymentWebhookRoutes = new Hono<AppEnv>()
  .post('/mollie', async (c) => {
    const now = new Date();
    await refuseIfThrottled(c, now);
    const { id } = await attributesOf(c, mollieSchema);
    const keys = await providerKeys(c.var.db, c.var.portal.id);
    // No Mollie here: nothing to ask, nothing to count.
    if (!keys.mollie) return received(false);
    // Issue 40, item 3: a subscription's first payment, a renewal or a new mandate.
    const recurring = await mollieRecurringWebhook(c, keys.mollie, id);
    if (recurring !== null) {
      // A subscription's first payment is an order's too: Mollie calls its webhook for the
      // order's refunds as well, and their state is fetched from Mollie.
      const paid = recurring ? await fetchPayment('mollie', keys.mollie, id) : null;
      if (paid?.orderId) await syncRefunds(c, { keys, orderId: paid.orderId.toLowerCase() });
      return received(recurring);
    }
    const fetched = await fetchPayment('mollie', keys.mollie, id);
    if (!fetched) {
      await countRefusal(c, now);
      return received(false);
    }
    const handled = await applyFetched(c, 'mollie', fetched);
    if (!handled) await countRefusal(c, now);
    // Mollie calls the payment's webhook for its refunds too: their state, fetched from Mollie.
    else if (fetched.orderId) {
      await syncRefunds(c, { keys, orderId: fetched.orderId.toLowerCase() });
    }
    return received(handled);
  })
  .post('/stripe', async (c) => {
    const now = new Date();
    await refuseIfThrottled(c, now);
    const { payload, signature } = await attributesOf(c, stripeSchema);
    const keys = await providerKeys(c.var.db, c.var.portal.id);
    if (!keys.stripe || !keys.stripeWebhook) throw notFound();
    let event: { type: string; data: { object: { id?: unknown; object?: unknown } } };
    try {
      event = stripeClient(keys.stripe).webhooks.constructEvent(
        payload,
        signature,
        keys.stripeWebhook,
      ) as typeof event;
    } catch {
      await countRefusal(c, now);
      throw new ApiError(400, [
        { code: 'SIGNATURE_INVALID', text: text('commerce.checkout.signatureInvalid') },
      ]);
    }
    if (STRIPE_REFUND_EVENTS.has(event.type)) {
      return received(await stripeRefundEvent(c, keys, event));
    }
    const sessionId = event.data.object.id;
    // Issue 40, item 3: a subscription's invoices, its changes, and a setup session.
    const recurring = await stripeRecurringWebhook(c, keys.stripe, event.type, sessionId);
    if (recurring !== null) return received(recurring);
    if (!STRIPE_EVENTS.has(event.type) || typeof sessionId !== 'string') return received(false);
    const fetched = await fetchPayment('stripe', keys.stripe, sessionId, event.type);
    if (!fetched) return received(false);
    const handled = await applyFetched(c, 'stripe', fetched, event.type);
    if (handled && fetched.orderId) {
      await activateStripeSubscription(c, keys.stripe, fetched.orderId, sessionId, fetched.outcome);
    }
    return received(handled);
  });

/** Every signed-in account may buy; guests: 401. */
const SIGNED_IN = (status: number) => ({ guest: 401, others: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/checkout_offers/:id': one('checkout_offers'),
  'POST /v1/checkout_offers/:id/quote': one('order_quotes'),
  'POST /v1/checkouts': one('checkouts', { status: [201] }),
  'GET /v1/checkouts/:id': one('checkouts'),
  'POST /v1/payment_webhooks/mollie': meta(200),
  'POST /v1/payment_webhooks/stripe': meta(200),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/checkout_offers/:id',
    path: () => `/v1/checkout_offers/${NO_SUCH}`,
    expect: SIGNED_IN(404),
  },
  {
    method: 'POST',
    route: '/v1/checkout_offers/:id/quote',
    path: () => `/v1/checkout_offers/${NO_SUCH}/quote`,
    body: {},
    expect: SIGNED_IN(404),
  },
  {
    method: 'POST',
    route: '/v1/checkouts',
    path: () => '/v1/checkouts',
    body: {},
    expect: SIGNED_IN(422),
  },
  {
    method: 'GET',
    route: '/v1/checkouts/:id',
    path: () => `/v1/checkouts/${NO_SUCH}`,
    expect: SIGNED_IN(404),
  },
  {
    method: 'POST',
    route: '/v1/payment_webhooks/mollie',
    path: () => '/v1/payment_webhooks/mollie',
    body: { data: { type: 'payment_webhooks', attributes: { id: 'tr_unknown' } } },
    // Public: an id no payment of the portal has is received and ignored.
    expect: { others: 200 },
  },
  {
    method: 'POST',
    route: '/v1/payment_webhooks/stripe',
    path: () => '/v1/payment_webhooks/stripe',
    body: { data: { type: 'payment_webhooks', attributes: { payload: '{}', signature: 'x' } } },
    // Public: Demo Academy has no Stripe keys (DEMO-DATA.md).
    expect: { others: 404 },
  },
];
