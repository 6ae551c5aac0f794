import { and, asc, eq, sql } from 'drizzle-orm';
import { isPaid, type OrderStatus } from '../../shared/commerce/order-status';
import type { PaymentOutcome, PaymentProvider } from '../../shared/commerce/payments';
import type { Db } from '../db/database';
import {
  orderEvents,
  orderLines,
  productPrices,
  products,
  salesCatalogProducts,
  salesCatalogs,
} from '../db/schema';
import { settleOrder } from './order-automations.queries';
import { addOrderEvent, findOrder, type OrderRow, transitionOrder } from './orders.queries';

/**
 * Self-service checkout (issue 40): what a buyer may buy, and what a provider's word does to an
 * order. The provider calls are in payment-providers.ts; this file only reads and writes orders.
 */

/**
 * A product a buyer may buy on their own: visible, and priced in one of the portal's sales
 * catalogs (the first, by the catalogs' order, that offers it: its currency and price are the
 * checkout's).
 */
export async function checkoutOffer(db: Db, params: { portalId: string; productId: string }) {
  const [row] = await db
    .select({
      productId: products.id,
      name: products.name,
      description: products.description,
      language: products.language,
      businessModel: products.businessModel,
      billingPeriod: products.billingPeriod,
      accessMonths: products.accessMonths,
      vatRateBasisPoints: products.vatRateBasisPoints,
      catalogId: salesCatalogs.id,
      currency: salesCatalogs.currency,
      unitPriceCents: productPrices.amountCents,
    })
    .from(products)
    .innerJoin(salesCatalogProducts, eq(salesCatalogProducts.productId, products.id))
    .innerJoin(
      salesCatalogs,
      and(
        eq(salesCatalogs.id, salesCatalogProducts.catalogId),
        eq(salesCatalogs.portalId, params.portalId),
      ),
    )
    .innerJoin(
      productPrices,
      and(
        eq(productPrices.productId, products.id),
        eq(productPrices.currency, salesCatalogs.currency),
      ),
    )
    .where(
      and(
        eq(products.portalId, params.portalId),
        eq(products.id, params.productId),
        eq(products.visible, true),
      ),
    )
    .orderBy(asc(salesCatalogs.position), asc(salesCatalogs.name), asc(salesCatalogs.id))
    .limit(1);
  return row ?? null;
}

export type CheckoutOffer = NonNullable<Awaited<ReturnType<typeof checkoutOffer>>>;

/** The payment started for an order (its timeline's `payment_started` entry), if any. */
export async function paymentOfOrder(
  db: Db,
  orderId: string,
): Promise<{ provider: PaymentProvider; paymentId: string } | null> {
  const [row] = await db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_started')))
    .orderBy(sql`${orderEvents.createdAt} desc`, sql`${orderEvents.id} desc`)
    .limit(1);
  const detail = row?.detail as { provider?: PaymentProvider; payment_id?: string } | undefined;
  return detail?.provider && detail.payment_id
    ? { provider: detail.provider, paymentId: detail.payment_id }
    : null;
}

/** What an order's lines bought (the return page says what, and offers it again). */
export async function productsOf(db: Db, orderId: string) {
  return db
    .select({ id: orderLines.productId, name: orderLines.productName })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

export type PaymentReport = {
  provider: PaymentProvider;
  paymentId: string;
  /** The provider's own status word (Mollie's `paid`, Stripe's `complete/paid`). */
  status: string;
  outcome: PaymentOutcome;
  amountCents: number | null;
  currency: string | null;
  /** webhook: the provider told us; return: the buyer came back and we asked. */
  via: 'webhook' | 'return';
  event?: string;
};

export type ApplyResult =
  | { applied: false; reason: 'unknown_order' | 'not_this_payment' }
  | { applied: true; order: OrderRow; changed: OrderStatus | null; from: OrderStatus | null };

/**
 * What a provider's report (always fetched from the provider, never taken from the request) does
 * to its order, idempotently: paid moves a pending order to paid (invoice in the same
 * transaction) and runs its automations; failed, expired or canceled cancels it (the
 * promotion's redemption given back). A second report of the same, or one arriving after the
 * order moved on, changes nothing: transitionOrder refuses the move it already made. Every
 * webhook is written on the order's timeline; a return only when it changed something.
 * A payment that is not the one started for the order, or an amount that is not the order's,
 * is recorded and changes nothing.
 */
export async function applyPaymentReport(
  db: Db,
  params: { portalId: string; orderId: string; report: PaymentReport; now: Date },
): Promise<ApplyResult> {
  const { report, now } = params;
  const order = await findOrder(db, { portalId: params.portalId, id: params.orderId });
  if (!order) return { applied: false, reason: 'unknown_order' };
  const started = await paymentOfOrder(db, order.id);
  const ours =
    started?.provider === report.provider &&
    started.paymentId === report.paymentId &&
    (report.amountCents === null || report.amountCents === order.totalCents) &&
    (report.currency === null || report.currency === order.currency);
  const detail = {
    provider: report.provider,
    payment_id: report.paymentId,
    payment_status: report.status,
    ...(report.event ? { event: report.event } : {}),
    ...(ours ? {} : { ignored: true }),
  };
  if (!ours) {
    await addOrderEvent(db, {
      orderId: order.id,
      kind: 'payment_webhook',
      actor: null,
      detail,
      now,
    });
    return { applied: false, reason: 'not_this_payment' };
  }
  if (report.via === 'webhook') {
    await addOrderEvent(db, {
      orderId: order.id,
      kind: 'payment_webhook',
      actor: null,
      detail,
      now,
    });
  }
  let changed: OrderStatus | null = null;
  let from: OrderStatus | null = null;
  let current = order;
  if (report.outcome === 'paid' || report.outcome === 'failed') {
    const to = report.outcome === 'paid' ? 'paid' : 'cancelled';
    const outcome = await transitionOrder(db, {
      portalId: params.portalId,
      id: order.id,
      to,
      from: 'pending_payment',
      actor: null,
      now,
    });
    if (outcome.ok) {
      changed = to;
      from = outcome.from;
      current = outcome.order;
      if (report.via === 'return') {
        await addOrderEvent(db, {
          orderId: order.id,
          kind: 'payment_webhook',
          actor: null,
          detail: { ...detail, via: 'return' },
          now,
        });
      }
    } else if (outcome.reason === 'changed') {
      current = (await findOrder(db, { portalId: params.portalId, id: order.id })) ?? order;
    }
  }
  // Paid (now or before): the automations run what has not run yet (settleOrder is idempotent,
  // so a retried webhook also finishes a settlement an earlier one could not).
  if (isPaid(current.status) && report.outcome === 'paid') {
    current =
      (await settleOrder(db, { portalId: params.portalId, orderId: order.id, now })) ?? current;
  }
  return { applied: true, order: current, changed, from };
}
