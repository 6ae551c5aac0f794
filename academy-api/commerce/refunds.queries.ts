import { and, asc, eq, sql } from 'drizzle-orm';
import { isPaid } from '../../shared/commerce/order-status';
import type { PaymentProvider } from '../../shared/commerce/payments';
import { type RefundState, refundState } from '../../shared/commerce/refunds';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { paymentOfOrder } from './checkout.queries';
import { issueRefundCreditNote } from './invoices.queries';
import { type Actor, addOrderEvent, type OrderRow, transitionOrder } from './orders.queries';
import type { ProviderRefund } from './payment-providers';

/**
 * Refunds through the payment provider (issue 40, item 4; docs/checkout.md "Refunds"): what an
 * order's refunds are, recording a refund the provider accepted (its credit note, and the
 * order refunded once nothing is left), and the provider's later word on it. The refunds live
 * on the order's timeline (`refund`, `refund_status`); the provider calls are in
 * payment-providers.ts.
 */

export type RefundRecord = {
  provider: PaymentProvider;
  refundId: string;
  paymentId: string;
  paymentIntent: string | null;
  amountCents: number;
  /** The provider's latest status word, and what it means. */
  status: string;
  state: RefundState;
  creditNote: string | null;
};

type RefundDetail = {
  provider?: PaymentProvider;
  refund_id?: string;
  payment_id?: string;
  payment_intent?: string;
  amount_cents?: number;
  refund_status?: string;
  credit_note?: string;
};

/** An order's refunds through its provider, oldest first, each with its latest status. */
export async function refundsOfOrder(db: Db, orderId: string): Promise<RefundRecord[]> {
  const events = await db
    .select({ kind: orderEvents.kind, detail: orderEvents.detail })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        sql`${orderEvents.kind} in ('refund', 'refund_status')`,
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const records = new Map<string, RefundRecord>();
  for (const event of events) {
    const detail = event.detail as RefundDetail;
    if (!detail.refund_id || !detail.provider) continue;
    if (event.kind === 'refund') {
      const status = detail.refund_status ?? 'pending';
      records.set(detail.refund_id, {
        provider: detail.provider,
        refundId: detail.refund_id,
        paymentId: detail.payment_id ?? '',
        paymentIntent: detail.payment_intent ?? null,
        amountCents: detail.amount_cents ?? 0,
        status,
        state: refundState(detail.provider, status),
        creditNote: detail.credit_note ?? null,
      });
    } else {
      const record = records.get(detail.refund_id);
      if (record && detail.refund_status) {
        record.status = detail.refund_status;
        record.state = refundState(record.provider, detail.refund_status);
      }
    }
  }
  return [...records.values()];
}

/**
 * The provider an order was paid through, with its payment: a checkout payment the provider
 * confirmed (the move to paid made by the system, not marked by staff). Null for an order staff
 * marked paid: that one is refunded as before, by its status.
 */
export async function providerPaymentOf(
  db: Db,
  order: OrderRow,
): Promise<{ provider: PaymentProvider; paymentId: string } | null> {
  if (!order.paidAt) return null;
  const payment = await paymentOfOrder(db, order.id);
  if (!payment) return null;
  const [paid] = await db
    .select({ actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.toStatus, 'paid'),
      ),
    )
    .limit(1);
  return paid && paid.actorId === null ? payment : null;
}

/** What is left to refund of an order: its total less every refund made (failed ones too). */
export function leftToRefund(order: OrderRow, refunds: readonly RefundRecord[]): number {
  return Math.max(0, order.totalCents - refunds.reduce((sum, r) => sum + r.amountCents, 0));
}

export type RecordedRefund = { order: OrderRow; refunded: boolean; creditNote: string | null };

/**
 * Records a refund the provider accepted, under the order's row lock: the timeline's `refund`
 * entry (provider, refund id, amount, status), its credit note (issueRefundCreditNote), and,
 * when nothing is left to refund, the order's move to refunded (which takes the access back, as
 * staff's refund does). The same refund recorded twice (a retried request answered with the
 * same refund by the idempotency key) changes nothing the second time.
 */
export async function recordRefund(
  db: Db,
  params: {
    portalId: string;
    orderId: string;
    payment: { provider: PaymentProvider; paymentId: string };
    refund: ProviderRefund;
    actor: Actor;
    now: Date;
  },
): Promise<RecordedRefund | null> {
  const { refund, now } = params;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.portalId, params.portalId), eq(orders.id, params.orderId)))
      .for('update');
    if (!order) return null;
    const known = await refundsOfOrder(tx, order.id);
    const again = known.find((record) => record.refundId === refund.id);
    if (again) return { order, refunded: false, creditNote: again.creditNote };
    const note = await issueRefundCreditNote(tx, {
      order,
      refundId: refund.id,
      amountCents: refund.amountCents,
      now,
    });
    await addOrderEvent(tx, {
      orderId: order.id,
      kind: 'refund',
      actor: params.actor,
      detail: {
        provider: params.payment.provider,
        refund_id: refund.id,
        payment_id: params.payment.paymentId,
        ...(refund.paymentIntent ? { payment_intent: refund.paymentIntent } : {}),
        amount_cents: refund.amountCents,
        refund_status: refund.status,
        ...(note ? { credit_note: note.number } : {}),
      },
      now,
    });
    const left =
      order.totalCents -
      known.reduce((sum, record) => sum + record.amountCents, 0) -
      refund.amountCents;
    if (left > 0 || !isPaid(order.status)) {
      return { order, refunded: false, creditNote: note?.number ?? null };
    }
    const moved = await transitionOrder(tx, {
      portalId: params.portalId,
      id: order.id,
      to: 'refunded',
      actor: params.actor,
      now,
    });
    return {
      order: moved.ok ? moved.order : order,
      refunded: moved.ok,
      creditNote: note?.number ?? null,
    };
  });
}

/**
 * The provider's later word on a refund (its status fetched from the provider, never taken from
 * the webhook): recorded as `refund_status` when it differs from the last one recorded, under
 * the order's row lock, so the same webhook twice, or an older one after a newer, records nothing.
 */
export async function recordRefundStatus(
  db: Db,
  params: {
    portalId: string;
    orderId: string;
    refund: ProviderRefund;
    event?: string;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.portalId, params.portalId), eq(orders.id, params.orderId)))
      .for('update');
    if (!order) return false;
    const record = (await refundsOfOrder(tx, order.id)).find(
      (known) => known.refundId === params.refund.id,
    );
    if (!record || record.status === params.refund.status) return false;
    await addOrderEvent(tx, {
      orderId: order.id,
      kind: 'refund_status',
      actor: null,
      detail: {
        provider: record.provider,
        refund_id: record.refundId,
        refund_status: params.refund.status,
        ...(params.event ? { event: params.event } : {}),
      },
      now: params.now,
    });
    return true;
  });
}

/**
 * The order of the portal a provider's refund (by its id) or Stripe payment intent belongs to,
 * as the timeline's `refund` entries record them; null when none of this portal's.
 */
export async function orderOfRefund(
  db: Db,
  params: { portalId: string; refundId?: string; paymentIntent?: string },
): Promise<string | null> {
  const match = params.refundId
    ? sql`${orderEvents.detail}->>'refund_id' = ${params.refundId}`
    : sql`${orderEvents.detail}->>'payment_intent' = ${params.paymentIntent ?? ''}`;
  const [row] = await db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orders.portalId, params.portalId), eq(orderEvents.kind, 'refund'), match))
    .limit(1);
  return row?.orderId ?? null;
}
