import { type Context, Hono } from 'hono';
import { billingSubscriptions } from '../../shared/commerce/contract';
import { manageable } from '../../shared/commerce/renewals';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { buildDocument } from '../jsonapi/document';
import { queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list, one } from '../openapi/answers';
import { portalOrigin } from './checkout.routes';
import { actorOf } from './orders.routes';
import { providerKeys } from './payment-providers';
import {
  cancelMollieSubscription,
  cancelStripeSubscription,
  startMollieMandatePayment,
  startStripeSetupSession,
} from './recurring-providers';
import { accountBillingSubscriptions, markCanceled, recordMethodChange } from './renewals.queries';

/**
 * /v1/billing_subscriptions (issue 40, item 3; docs/checkout.md, "Subscriptions"): the signed-in
 * buyer's own subscriptions that renew through the provider, for /account/orders, and what they
 * may do with one: cancel it (no more renewals; the period paid for runs out) or change the
 * payment method (a new mandate at the provider's hosted checkout). Anyone else's: 404.
 */

type Listed = Awaited<ReturnType<typeof accountBillingSubscriptions>>[number];

function subscriptionResource(row: Listed, checkoutUrl: string | null = null) {
  const can = manageable(row.status, row.cancelAtPeriodEnd);
  return resourceOf(billingSubscriptions, row.id, {
    provider: row.provider,
    product_name: row.productName,
    order_id: row.orderId,
    order_number: row.orderNumber,
    status: row.status,
    interval: row.interval,
    currency: row.currency,
    amount_cents: row.amountCents,
    period_ends_at: row.periodEndsAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    grace_ends_at: row.status === 'past_due' ? (row.graceEndsAt?.toISOString() ?? null) : null,
    can_cancel: can.cancel && row.subscriptionRef !== null,
    can_change_method: can.changeMethod && row.customerRef !== null,
    method_change_pending: row.methodChangeRef !== null,
    checkout_url: checkoutUrl,
  });
}

async function ownSubscription(c: Context<AppEnv>) {
  const viewer = requireViewer(c.var.viewer);
  const id = uuidParam(c.req.param('id'));
  const rows = await accountBillingSubscriptions(c.var.db, {
    portalId: c.var.portal.id,
    accountId: viewer.id,
  });
  const row = rows.find((entry) => entry.id === id);
  if (!row) throw notFound();
  return { viewer, row };
}

/** The provider refused or could not be reached: nothing changed. */
const providerFailed = () =>
  new ApiError(502, [
    { code: 'PAYMENT_PROVIDER_FAILED', text: text('commerce.renewals.providerFailed') },
  ]);

const notAllowed = (what: 'cancel' | 'method') =>
  new ApiError(409, [
    { code: 'SUBSCRIPTION_NOT_MANAGEABLE', text: text(`commerce.renewals.not.${what}`) },
  ]);

export const billingSubscriptionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    queryOf(c, {});
    const rows = await accountBillingSubscriptions(c.var.db, {
      portalId: c.var.portal.id,
      accountId: viewer.id,
    });
    return jsonApiResponse(buildDocument(rows.map((row) => subscriptionResource(row))));
  })
  .post('/:id/cancel', async (c) => {
    const { viewer, row } = await ownSubscription(c);
    if (!subscriptionResource(row).attributes.can_cancel) throw notAllowed('cancel');
    const keys = await providerKeys(c.var.db, c.var.portal.id);
    try {
      if (!row.subscriptionRef) throw new Error('No subscription at the provider');
      if (row.provider === 'stripe') {
        if (!keys.stripe) throw new Error('No Stripe key');
        await cancelStripeSubscription(keys.stripe, row.subscriptionRef);
      } else {
        if (!keys.mollie || !row.customerRef) throw new Error('No Mollie key or customer');
        await cancelMollieSubscription(keys.mollie, {
          customerRef: row.customerRef,
          subscriptionRef: row.subscriptionRef,
        });
      }
    } catch {
      throw providerFailed();
    }
    const now = new Date();
    await markCanceled(c.var.db, { sub: row, actor: await actorOf(c, viewer), now });
    await audit(c, {
      action: 'billing_subscription.canceled',
      target: { type: 'billing_subscriptions', id: row.id, label: row.orderNumber },
      before: { status: row.status },
      after: { cancel_at_period_end: true },
    });
    const [updated] = (
      await accountBillingSubscriptions(c.var.db, {
        portalId: c.var.portal.id,
        accountId: viewer.id,
      })
    ).filter((entry) => entry.id === row.id);
    return resourceResponse(subscriptionResource(updated ?? row));
  })
  .post('/:id/payment_method', async (c) => {
    const { row } = await ownSubscription(c);
    if (!subscriptionResource(row).attributes.can_change_method) throw notAllowed('method');
    const keys = await providerKeys(c.var.db, c.var.portal.id);
    const key = row.provider === 'stripe' ? keys.stripe : keys.mollie;
    if (!key || !row.customerRef) throw providerFailed();
    const origin = await portalOrigin(c);
    const now = new Date();
    const common = {
      billingSubscriptionId: row.id,
      attempt: String(now.getTime()),
      customerRef: row.customerRef,
      currency: row.currency,
      returnUrl: `${origin}/account/orders?payment_method=${row.id}`,
    };
    let started: Awaited<ReturnType<typeof startMollieMandatePayment>>;
    try {
      started =
        row.provider === 'stripe'
          ? await startStripeSetupSession(key, common)
          : await startMollieMandatePayment(key, {
              ...common,
              description: `${row.orderNumber} ${row.productName}`.slice(0, 250),
              webhookUrl: `${origin}/api/payments/mollie`,
            });
    } catch {
      throw providerFailed();
    }
    await recordMethodChange(c.var.db, { id: row.id, ref: started.id, now });
    return resourceResponse(
      subscriptionResource({ ...row, methodChangeRef: started.id }, started.checkoutUrl),
      { status: 201 },
    );
  });

const SIGNED_IN = (status: number) => ({ guest: 401, others: status });

export const answers: Answers = {
  'GET /v1/billing_subscriptions': list('billing_subscriptions'),
  'POST /v1/billing_subscriptions/:id/cancel': one('billing_subscriptions'),
  'POST /v1/billing_subscriptions/:id/payment_method': one('billing_subscriptions', {
    status: [201],
  }),
};

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/billing_subscriptions',
    path: () => '/v1/billing_subscriptions',
    expect: SIGNED_IN(200),
  },
  {
    method: 'POST',
    route: '/v1/billing_subscriptions/:id/cancel',
    path: () => `/v1/billing_subscriptions/${NO_SUCH}/cancel`,
    body: {},
    expect: SIGNED_IN(404),
  },
  {
    method: 'POST',
    route: '/v1/billing_subscriptions/:id/payment_method',
    path: () => `/v1/billing_subscriptions/${NO_SUCH}/payment_method`,
    body: {},
    expect: SIGNED_IN(404),
  },
];
