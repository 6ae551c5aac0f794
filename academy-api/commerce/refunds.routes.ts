import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { formatAmount } from '../../shared/commerce/money';
import { isPaid } from '../../shared/commerce/order-status';
import type { PaymentProvider } from '../../shared/commerce/payments';
import { refundProblem } from '../../shared/commerce/refunds';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { kickWorker } from '../jobs/worker';
import { attributesOf, found } from '../jsonapi/endpoint';
import { ApiError, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { requireViewer } from '../middleware/viewer';
import { type Answers, one } from '../openapi/answers';
import { settleOrder } from './order-automations.queries';
import { findOrder } from './orders.queries';
import { actorOf, detailResponse } from './orders.routes';
import {
  createRefund,
  fetchRefund,
  type ProviderKeys,
  ProviderRefusal,
  providerKeys,
} from './payment-providers';
import {
  leftToRefund,
  orderOfRefund,
  providerPaymentOf,
  recordRefund,
  recordRefundStatus,
  refundsOfOrder,
} from './refunds.queries';

/**
 * Refunds through the payment provider (issue 40, item 4; docs/checkout.md "Refunds"):
 * POST /v1/orders/{id}/refunds refunds part or all of what is left of an order paid through
 * Mollie or Stripe, with its credit note; the providers' later word on a refund comes by their
 * webhooks (syncRefunds, called by checkout.routes.ts). Orders staff marked paid are refunded
 * as before, by their status.
 */

const refundSchema = z.object({ amount_cents: z.number().int().min(-1_000_000_000).max(1e12) });

const PROVIDER_NAMES: Record<PaymentProvider, string> = { mollie: 'Mollie', stripe: 'Stripe' };

type RefundText =
  | 'notThroughProvider'
  | 'notPositive'
  | 'tooMuch'
  | 'nothingLeft'
  | 'providerNotSet';

function refundError(code: string, key: RefundText, values: Record<string, string | number> = {}) {
  return new ApiError(422, [
    { code, text: text(`commerce.refund.${key}`, values), source: pointerTo('amount_cents') },
  ]);
}

/** /v1/orders/{id}/refunds: the sales roles (RULES.orders), as every order route. */
export const orderRefundRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.orders);
    await next();
  })
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const id = uuidParam(c.req.param('id'));
    const portalId = c.var.portal.id;
    const order = await found(findOrder(c.var.db, { portalId, id }));
    const { amount_cents: amount } = await attributesOf(c, refundSchema);
    const payment = await providerPaymentOf(c.var.db, order);
    if (!payment) throw refundError('REFUND_NOT_THROUGH_PROVIDER', 'notThroughProvider');
    const refunds = await refundsOfOrder(c.var.db, order.id);
    // A refunded order (by the provider's refunds, or before them) has nothing left.
    const left = isPaid(order.status) ? leftToRefund(order, refunds) : 0;
    const problem = refundProblem(amount, left);
    if (problem === 'nothing_left') throw refundError('REFUND_NOTHING_LEFT', 'nothingLeft');
    if (problem === 'not_positive') throw refundError('REFUND_AMOUNT_INVALID', 'notPositive');
    if (problem === 'too_much') {
      // What is left as the request's language writes it (€ 190,40 in Dutch).
      throw refundError('REFUND_TOO_MUCH', 'tooMuch', {
        left: formatAmount(left, order.currency, c.var.locale ?? 'en'),
      });
    }
    const keys = await providerKeys(c.var.db, portalId);
    const key = payment.provider === 'mollie' ? keys.mollie : keys.stripe;
    if (!key) throw refundError('REFUND_PROVIDER_NOT_SET', 'providerNotSet');
    let refund: Awaited<ReturnType<typeof createRefund>>;
    try {
      refund = await createRefund(payment.provider, key, {
        paymentId: payment.paymentId,
        orderId: order.id,
        orderNumber: order.number,
        currency: order.currency,
        amountCents: amount,
      });
    } catch (error) {
      // Nothing was refunded: the order stays as it was, and the provider's own words say why.
      const refusal = error instanceof ProviderRefusal ? error : new ProviderRefusal(null, '');
      throw new ApiError(502, [
        {
          code: 'REFUND_PROVIDER_FAILED',
          text: text('commerce.refund.providerFailed', {
            provider: PROVIDER_NAMES[payment.provider],
            message: refusal.message,
          }),
          meta: { provider: payment.provider, provider_status: refusal.status },
        },
      ]);
    }
    const now = new Date();
    const recorded = await found(
      recordRefund(c.var.db, {
        portalId,
        orderId: order.id,
        payment,
        refund,
        actor: await actorOf(c, viewer),
        now,
      }),
    );
    await audit(c, {
      action: 'order.refunded_through_provider',
      target: { type: 'orders', id: order.id, label: order.number },
      after: {
        provider: payment.provider,
        refund_id: refund.id,
        amount_cents: refund.amountCents,
        credit_note: recorded.creditNote,
      },
    });
    if (recorded.refunded) {
      await audit(c, {
        action: 'order.status_changed',
        target: { type: 'orders', id: order.id, label: order.number },
        before: { status: order.status },
        after: { status: 'refunded' },
      });
      // The access goes as with staff's refund: the automations' undo.
      await settleOrder(c.var.db, { portalId, orderId: order.id, now });
    }
    // Its credit note was issued with the refund: the worker mails it now.
    kickWorker();
    return detailResponse(c, order.id, 201);
  });

/**
 * Asks the provider about every refund of an order (or one of them) and records what changed
 * (recordRefundStatus): the webhooks' part. Never trusts the webhook's copy of a refund.
 */
export async function syncRefunds(
  c: Context<AppEnv>,
  params: { keys: ProviderKeys; orderId: string; refundId?: string; event?: string },
): Promise<boolean> {
  const refunds = await refundsOfOrder(c.var.db, params.orderId);
  let changed = false;
  for (const record of refunds) {
    if (params.refundId && record.refundId !== params.refundId) continue;
    const key = record.provider === 'mollie' ? params.keys.mollie : params.keys.stripe;
    if (!key) continue;
    const refund = await fetchRefund(record.provider, key, {
      paymentId: record.paymentId,
      refundId: record.refundId,
    });
    if (!refund) continue;
    const recorded = await recordRefundStatus(c.var.db, {
      portalId: c.var.portal.id,
      orderId: params.orderId,
      refund,
      ...(params.event ? { event: params.event } : {}),
      now: new Date(),
    });
    changed ||= recorded;
  }
  return changed;
}

/** Stripe's events about refunds (docs.stripe.com, "Refund events"). */
export const STRIPE_REFUND_EVENTS = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

/**
 * A verified Stripe refund event: the order whose refund (refund.*) or payment intent
 * (charge.refunded) it names, then its refunds fetched from Stripe. An event about no refund of
 * this portal changes nothing.
 */
export async function stripeRefundEvent(
  c: Context<AppEnv>,
  keys: ProviderKeys,
  event: { type: string; data: { object: { id?: unknown; payment_intent?: unknown } } },
): Promise<boolean> {
  const object = event.data.object;
  const refundId =
    event.type.startsWith('refund.') && typeof object.id === 'string' ? object.id : undefined;
  const paymentIntent =
    event.type === 'charge.refunded' && typeof object.payment_intent === 'string'
      ? object.payment_intent
      : undefined;
  if (!refundId && !paymentIntent) return false;
  const orderId = await orderOfRefund(c.var.db, {
    portalId: c.var.portal.id,
    ...(refundId ? { refundId } : { paymentIntent }),
  });
  if (!orderId) return false;
  await syncRefunds(c, { keys, orderId, ...(refundId ? { refundId } : {}), event: event.type });
  return true;
}

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /v1/orders/:id/refunds': one('orders', { status: [201] }),
};

/** The sales roles with the portals feature (RULES.orders); an order of no one: 404. */
const SALES = { guest: 401, ada: 404, sven: 404, others: 403 } as const;

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'POST',
    route: '/v1/orders/:id/refunds',
    path: () => `/v1/orders/${NO_SUCH}/refunds`,
    body: { data: { type: 'order_refunds', attributes: { amount_cents: 100 } } },
    expect: SALES,
  },
];
