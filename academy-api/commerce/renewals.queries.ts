import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { PaymentProvider } from '../../shared/commerce/payments';
import type { BillingPeriod } from '../../shared/commerce/products';
import {
  type BillingSubscriptionStatus,
  DEFAULT_GRACE_DAYS,
  graceEndsAt,
  graceOver,
  periodEnd,
  renewalEffect,
} from '../../shared/commerce/renewals';
import type { Db } from '../db/database';
import {
  accounts,
  billingSubscriptionPayments,
  billingSubscriptions,
  invoiceSettings,
  orders,
  portals,
  products,
  subscriptions,
} from '../db/schema';
import { settleOrder } from './order-automations.queries';
import { addOrderEvent, createOrder, findOrder, transitionOrder } from './orders.queries';

/**
 * Subscriptions that renew through the provider (issue 40, item 3; docs/checkout.md,
 * "Subscriptions"): what the provider's word about a first payment, a renewal, a failed renewal
 * or a new mandate does to the billing subscription, its orders and the account's subscription;
 * and the worker's end of a grace period. Provider calls are the callers' (renewals.routes.ts,
 * checkout.routes.ts), so this file only reads and writes the database.
 */

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** A portal's grace days after a failed renewal (invoice_settings, 7 until set). */
export async function graceDaysOf(db: Db, portalId: string): Promise<number> {
  const [row] = await db
    .select({ days: invoiceSettings.renewalGraceDays })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.portalId, portalId));
  return row?.days ?? DEFAULT_GRACE_DAYS;
}

/** A checkout of a subscription product: its billing subscription, waiting for the first payment. */
export async function recordPendingSubscription(
  db: Db,
  params: {
    portalId: string;
    accountId: string;
    productId: string;
    orderId: string;
    provider: PaymentProvider;
    interval: BillingPeriod;
    currency: string;
    amountCents: number;
    customerRef: string | null;
    now: Date;
  },
) {
  await db
    .insert(billingSubscriptions)
    .values({
      portalId: params.portalId,
      accountId: params.accountId,
      productId: params.productId,
      orderId: params.orderId,
      provider: params.provider,
      interval: params.interval,
      currency: params.currency,
      amountCents: params.amountCents,
      customerRef: params.customerRef,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoNothing();
}

export async function subscriptionOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.orderId, orderId));
  return row ?? null;
}

export async function subscriptionByRef(
  db: Db,
  params: { portalId: string; provider: PaymentProvider; subscriptionRef: string },
) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.portalId, params.portalId),
        eq(billingSubscriptions.provider, params.provider),
        eq(billingSubscriptions.subscriptionRef, params.subscriptionRef),
      ),
    );
  return row ?? null;
}

export async function findBillingSubscription(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.portalId, params.portalId),
        eq(billingSubscriptions.id, params.id),
      ),
    );
  return row ?? null;
}

/** A line on the first order's timeline about its subscription. */
async function subscriptionEvent(
  db: Db,
  row: Pick<BillingSubscriptionRow, 'orderId' | 'provider'>,
  detail: Record<string, unknown>,
  now: Date,
) {
  await addOrderEvent(db, {
    orderId: row.orderId,
    kind: 'subscription',
    actor: null,
    detail: { provider: row.provider, ...detail },
    now,
  });
}

/**
 * The first payment is paid and gave a mandate: the caller created the provider's subscription
 * (`subscriptionRef`); it is recorded once (a second webhook finds it active and changes nothing).
 */
export async function activateSubscription(
  db: Db,
  params: {
    id: string;
    subscriptionRef: string;
    mandateRef: string | null;
    customerRef: string | null;
    periodEndsAt: Date;
    now: Date;
  },
): Promise<boolean> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({
      status: 'active',
      subscriptionRef: params.subscriptionRef,
      mandateRef: params.mandateRef,
      customerRef: params.customerRef,
      periodEndsAt: params.periodEndsAt,
      updatedAt: params.now,
    })
    .where(and(eq(billingSubscriptions.id, params.id), eq(billingSubscriptions.status, 'pending')))
    .returning();
  if (!row) return false;
  await subscriptionEvent(
    db,
    row,
    { action: 'started', subscription_id: params.subscriptionRef },
    params.now,
  );
  return true;
}

/** A first payment that failed: the subscription never starts. */
export async function abandonSubscription(db: Db, params: { orderId: string; now: Date }) {
  await db
    .update(billingSubscriptions)
    .set({ status: 'canceled', canceledAt: params.now, updatedAt: params.now })
    .where(
      and(
        eq(billingSubscriptions.orderId, params.orderId),
        eq(billingSubscriptions.status, 'pending'),
      ),
    );
}

export type RenewalPayment = {
  ref: string;
  outcome: 'paid' | 'failed';
  at: Date;
  /** The provider's own status word, for the timeline. */
  status: string;
};

export type RenewalResult =
  | { handled: false }
  | { handled: true; duplicate: true }
  | { handled: true; duplicate: false; effect: 'renew' | 'grace' | 'none'; orderId: string | null };

/**
 * A renewal payment the provider reports (fetched from it, never taken from the request), once:
 * the payment's row is unique, so the same webhook twice finds it and does nothing. A paid one
 * becomes an order of the subscription's product for the account (its invoice numbered in the
 * paying transaction, its automations extending the subscription); it ends a grace period that
 * started before it. A failed one newer than every paid one starts the grace period (the
 * account keeps access until the worker ends it). Out-of-order reports are judged by the
 * payments' own dates (renewalEffect).
 */
export async function applyRenewalPayment(
  db: Db,
  params: { subscription: BillingSubscriptionRow; payment: RenewalPayment; now: Date },
): Promise<RenewalResult> {
  const { payment, now } = params;
  const result = await db.transaction(async (tx): Promise<RenewalResult> => {
    const [sub] = await tx
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.id, params.subscription.id))
      .for('update');
    if (!sub) return { handled: false };
    const [lastPaid] = await tx
      .select({ at: max(billingSubscriptionPayments.paymentAt) })
      .from(billingSubscriptionPayments)
      .where(
        and(
          eq(billingSubscriptionPayments.subscriptionId, sub.id),
          eq(billingSubscriptionPayments.outcome, 'paid'),
        ),
      );
    const [inserted] = await tx
      .insert(billingSubscriptionPayments)
      .values({
        subscriptionId: sub.id,
        provider: sub.provider,
        paymentRef: payment.ref,
        outcome: payment.outcome,
        paymentAt: payment.at,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: billingSubscriptionPayments.id });
    if (!inserted) return { handled: true, duplicate: true };
    const effect = renewalEffect(
      { status: sub.status, failedAt: sub.failedAt, lastPaidAt: lastPaid?.at ?? null },
      { outcome: payment.outcome, at: payment.at },
    );
    const detail = { payment_id: payment.ref, payment_status: payment.status };
    if (effect.kind === 'none') {
      await subscriptionEvent(tx, sub, { action: 'ignored', ...detail }, now);
      return { handled: true, duplicate: false, effect: 'none', orderId: null };
    }
    if (effect.kind === 'grace') {
      await tx
        .update(billingSubscriptions)
        .set({
          status: 'past_due',
          failedAt: payment.at,
          failedPaymentRef: payment.ref,
          graceMailDue: true,
          graceMailAttempts: 0,
          graceMailRetryAt: null,
          updatedAt: now,
        })
        .where(eq(billingSubscriptions.id, sub.id));
      await keepAccessThroughGrace(tx, sub, payment.at);
      await subscriptionEvent(tx, sub, { action: 'renewal_failed', ...detail }, now);
      return { handled: true, duplicate: false, effect: 'grace', orderId: null };
    }
    // A paid renewal: an order of its own, paid by the provider (the invoice with it).
    if (effect.clearsGrace) await endGraceAccess(tx, sub);
    const orderId = await renewalOrder(tx, sub, payment, now);
    await tx
      .update(billingSubscriptionPayments)
      .set({ orderId })
      .where(eq(billingSubscriptionPayments.id, inserted.id));
    const periodEndsAt = periodEnd(
      sub.periodEndsAt && sub.periodEndsAt > payment.at ? sub.periodEndsAt : payment.at,
      sub.interval,
    );
    await tx
      .update(billingSubscriptions)
      .set({
        periodEndsAt,
        ...(effect.clearsGrace
          ? {
              status: sub.status === 'past_due' ? 'active' : sub.status,
              failedAt: null,
              failedPaymentRef: null,
              graceMailDue: false,
              graceMailRetryAt: null,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(billingSubscriptions.id, sub.id));
    await subscriptionEvent(
      tx,
      sub,
      { action: 'renewed', ...detail, ...(orderId ? { renewal_order_id: orderId } : {}) },
      now,
    );
    return { handled: true, duplicate: false, effect: 'renew', orderId };
  });
  // The automations (the subscription extended, courses) run once the payment is committed;
  // settleOrder is idempotent, so a retried webhook finishes what an interrupted one began.
  if (result.handled && !('duplicate' in result && result.duplicate) && result.orderId) {
    await settleOrder(db, {
      portalId: params.subscription.portalId,
      orderId: result.orderId,
      now,
    });
  }
  return result;
}

/**
 * The renewal's order: the subscription's product for its account, priced as the catalog prices
 * it now (no one-off promotion), billed as the first order was, paid at once.
 */
async function renewalOrder(
  tx: Db,
  sub: BillingSubscriptionRow,
  payment: RenewalPayment,
  now: Date,
): Promise<string | null> {
  const first = await findOrder(tx, { portalId: sub.portalId, id: sub.orderId });
  const [portal] = await tx
    .select({ id: portals.id, key: portals.key })
    .from(portals)
    .where(eq(portals.id, sub.portalId));
  const [account] = await tx
    .select({ id: accounts.id, name: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, sub.accountId));
  if (!first?.salesCatalogId || !portal || !account || !sub.productId) return null;
  const made = await createOrder(tx, {
    portal,
    actor: account,
    input: {
      customer: { kind: 'account', id: sub.accountId },
      salesCatalogId: first.salesCatalogId,
      lines: [{ productId: sub.productId, quantity: 1 }],
      promotionCode: null,
      billingReference: first.number,
      billing: {
        address: first.billingAddress,
        country: first.billingCountry,
        vatId: first.billingVatId,
      },
    },
    status: 'pending_payment',
    now,
  });
  if (!made.ok) {
    await subscriptionEvent(
      tx,
      sub,
      { action: 'renewal_unbilled', payment_id: payment.ref, problems: made.problems.length },
      now,
    );
    return null;
  }
  await addOrderEvent(tx, {
    orderId: made.order.id,
    kind: 'subscription',
    actor: null,
    detail: {
      provider: sub.provider,
      action: 'renewal',
      payment_id: payment.ref,
      payment_status: payment.status,
      first_order: first.number,
    },
    now,
  });
  const paid = await transitionOrder(tx, {
    portalId: sub.portalId,
    id: made.order.id,
    to: 'paid',
    from: 'pending_payment',
    actor: null,
    now,
  });
  return paid.ok ? made.order.id : null;
}

/**
 * A failed renewal keeps the account's access through the longest grace a portal may give
 * (the worker ends it earlier, by the portal's days): the subscription runs at least that long.
 */
async function keepAccessThroughGrace(tx: Db, sub: BillingSubscriptionRow, failedAt: Date) {
  const until = graceEndsAt(failedAt, 60);
  await tx
    .update(subscriptions)
    .set({ endsAt: until })
    .where(
      and(
        eq(subscriptions.accountId, sub.accountId),
        eq(subscriptions.isActive, true),
        lte(subscriptions.endsAt, until),
      ),
    );
}

/**
 * A payment that ends a grace period: the account's subscription back to the end of the period
 * paid for (the grace's extra days are not kept), which the renewal's automation then extends.
 */
async function endGraceAccess(tx: Db, sub: BillingSubscriptionRow) {
  if (!sub.periodEndsAt) return;
  await tx
    .update(subscriptions)
    .set({ endsAt: sub.periodEndsAt })
    .where(
      and(
        eq(subscriptions.accountId, sub.accountId),
        eq(subscriptions.isActive, true),
        gt(subscriptions.endsAt, sub.periodEndsAt),
      ),
    );
}

/**
 * The worker's job: every grace period that ended without a payment (the failed payment's date
 * plus the portal's days, read now) makes its subscription lapse and the account's subscription
 * inactive, so the 402 rules apply. Idempotent: only a subscription still past due with the same
 * failure moves, under its row lock; a second run finds nothing. Returns what lapsed (the caller
 * stops the provider's renewals).
 */
export async function lapseEndedGracePeriods(
  db: Db,
  params: { now: Date; limit?: number },
): Promise<BillingSubscriptionRow[]> {
  const candidates = await db
    .select({
      id: billingSubscriptions.id,
      failedAt: billingSubscriptions.failedAt,
      days: sql<number>`coalesce(${invoiceSettings.renewalGraceDays}, ${DEFAULT_GRACE_DAYS})`,
    })
    .from(billingSubscriptions)
    .leftJoin(invoiceSettings, eq(invoiceSettings.portalId, billingSubscriptions.portalId))
    .where(
      and(eq(billingSubscriptions.status, 'past_due'), isNotNull(billingSubscriptions.failedAt)),
    )
    .orderBy(asc(billingSubscriptions.failedAt))
    .limit(params.limit ?? 100);
  const lapsed: BillingSubscriptionRow[] = [];
  for (const candidate of candidates) {
    if (!candidate.failedAt || !graceOver(candidate.failedAt, Number(candidate.days), params.now)) {
      continue;
    }
    const row = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(billingSubscriptions)
        .set({
          status: 'lapsed',
          lapsedAt: params.now,
          graceMailDue: false,
          updatedAt: params.now,
        })
        .where(
          and(
            eq(billingSubscriptions.id, candidate.id),
            eq(billingSubscriptions.status, 'past_due'),
            eq(billingSubscriptions.failedAt, candidate.failedAt as Date),
          ),
        )
        .returning();
      if (!moved) return null;
      // Another subscription of the account that still renews keeps it active.
      const [other] = await tx
        .select({ id: billingSubscriptions.id })
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.accountId, moved.accountId),
            ne(billingSubscriptions.id, moved.id),
            eq(billingSubscriptions.status, 'active'),
          ),
        )
        .limit(1);
      if (!other) {
        await tx
          .update(subscriptions)
          .set({ isActive: false, endsAt: params.now })
          .where(eq(subscriptions.accountId, moved.accountId));
      }
      await subscriptionEvent(
        tx,
        moved,
        { action: 'lapsed', payment_id: moved.failedPaymentRef },
        params.now,
      );
      return moved;
    });
    if (row) lapsed.push(row);
  }
  return lapsed;
}

/**
 * The worker's job: a subscription whose first order was refunded (or cancelled) renews no
 * more: the refund took back its access, so it ends now, and the caller stops the provider's
 * renewals. Idempotent: only a subscription still running moves, once.
 */
export async function endRefundedSubscriptions(
  db: Db,
  params: { now: Date; limit?: number },
): Promise<BillingSubscriptionRow[]> {
  const due = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .innerJoin(orders, eq(orders.id, billingSubscriptions.orderId))
    .where(
      and(
        inArray(billingSubscriptions.status, ['pending', 'active', 'past_due']),
        inArray(orders.status, ['refunded', 'cancelled']),
      ),
    )
    .limit(params.limit ?? 100);
  const ended: BillingSubscriptionRow[] = [];
  for (const { id } of due) {
    const [row] = await db
      .update(billingSubscriptions)
      .set({
        status: 'canceled',
        cancelAtPeriodEnd: true,
        canceledAt: params.now,
        periodEndsAt: params.now,
        graceMailDue: false,
        updatedAt: params.now,
      })
      .where(
        and(
          eq(billingSubscriptions.id, id),
          inArray(billingSubscriptions.status, ['pending', 'active', 'past_due']),
        ),
      )
      .returning();
    if (!row) continue;
    await subscriptionEvent(db, row, { action: 'canceled', reason: 'refunded' }, params.now);
    ended.push(row);
  }
  return ended;
}

/** Cancelled by the buyer: no more renewals; what was paid for runs to its end. */
export async function markCanceled(
  db: Db,
  params: { sub: BillingSubscriptionRow; actor: { id: string; name: string }; now: Date },
) {
  await db
    .update(billingSubscriptions)
    .set({
      cancelAtPeriodEnd: true,
      canceledAt: params.now,
      ...(params.sub.status === 'active' ? { status: 'canceled' as const } : {}),
      updatedAt: params.now,
    })
    .where(eq(billingSubscriptions.id, params.sub.id));
  await addOrderEvent(db, {
    orderId: params.sub.orderId,
    kind: 'subscription',
    actor: params.actor,
    detail: { provider: params.sub.provider, action: 'canceled' },
    now: params.now,
  });
}

/**
 * The provider says the subscription will end (Stripe's customer.subscription.updated with
 * cancel_at_period_end, or .deleted): recorded once; what was paid for runs out as it is.
 */
export async function syncProviderCancellation(
  db: Db,
  params: { sub: BillingSubscriptionRow; cancelAtPeriodEnd: boolean; now: Date },
) {
  if (!params.cancelAtPeriodEnd || params.sub.cancelAtPeriodEnd) return;
  if (params.sub.status === 'lapsed' || params.sub.status === 'pending') return;
  const [row] = await db
    .update(billingSubscriptions)
    .set({
      cancelAtPeriodEnd: true,
      canceledAt: params.now,
      ...(params.sub.status === 'active' ? { status: 'canceled' as const } : {}),
      updatedAt: params.now,
    })
    .where(
      and(
        eq(billingSubscriptions.id, params.sub.id),
        eq(billingSubscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .returning();
  if (row) await subscriptionEvent(db, row, { action: 'canceled' }, params.now);
}

export async function recordMethodChange(db: Db, params: { id: string; ref: string; now: Date }) {
  await db
    .update(billingSubscriptions)
    .set({ methodChangeRef: params.ref, updatedAt: params.now })
    .where(eq(billingSubscriptions.id, params.id));
}

/**
 * The new mandate's payment was paid and the caller moved the provider's subscription onto it:
 * recorded once (the change in progress must be this payment).
 */
export async function completeMethodChange(
  db: Db,
  params: { sub: BillingSubscriptionRow; paymentRef: string; mandateRef: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ mandateRef: params.mandateRef, methodChangeRef: null, updatedAt: params.now })
    .where(
      and(
        eq(billingSubscriptions.id, params.sub.id),
        eq(billingSubscriptions.methodChangeRef, params.paymentRef),
      ),
    )
    .returning();
  if (!row) return false;
  await subscriptionEvent(
    db,
    row,
    { action: 'payment_method_changed', payment_id: params.paymentRef },
    params.now,
  );
  return true;
}

/** The account's subscriptions for /account/orders, newest first, with their product's name. */
export async function accountBillingSubscriptions(
  db: Db,
  params: { portalId: string; accountId: string },
) {
  const rows = await db
    .select({
      sub: billingSubscriptions,
      productName: products.name,
      orderNumber: orders.number,
      graceDays: invoiceSettings.renewalGraceDays,
    })
    .from(billingSubscriptions)
    .innerJoin(orders, eq(orders.id, billingSubscriptions.orderId))
    .leftJoin(products, eq(products.id, billingSubscriptions.productId))
    .leftJoin(invoiceSettings, eq(invoiceSettings.portalId, billingSubscriptions.portalId))
    .where(
      and(
        eq(billingSubscriptions.portalId, params.portalId),
        eq(billingSubscriptions.accountId, params.accountId),
        inArray(billingSubscriptions.status, [
          'active',
          'past_due',
          'canceled',
          'lapsed',
        ] satisfies BillingSubscriptionStatus[]),
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt));
  return rows.map((row) => ({
    ...row.sub,
    productName: row.productName ?? '',
    orderNumber: row.orderNumber,
    graceEndsAt: row.sub.failedAt
      ? graceEndsAt(row.sub.failedAt, row.graceDays ?? DEFAULT_GRACE_DAYS)
      : null,
  }));
}

// ---------------------------------------------------------------------------------------------
// The grace mail (the worker's outbox, like invoice-mails.ts)
// ---------------------------------------------------------------------------------------------

export async function claimGraceMails(
  db: Db,
  params: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.graceMailDue, true),
          eq(billingSubscriptions.status, 'past_due'),
          sql`${billingSubscriptions.graceMailAttempts} < ${params.maxAttempts}`,
          or(
            isNull(billingSubscriptions.graceMailRetryAt),
            lte(billingSubscriptions.graceMailRetryAt, params.now),
          ),
        ),
      )
      .limit(params.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(billingSubscriptions)
      .set({ graceMailRetryAt: params.leaseUntil })
      .where(
        inArray(
          billingSubscriptions.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markGraceMailed(db: Db, params: { id: string; failedAt: Date | null }) {
  await db
    .update(billingSubscriptions)
    .set({ graceMailDue: false, graceMailRetryAt: null })
    .where(
      and(
        eq(billingSubscriptions.id, params.id),
        params.failedAt
          ? eq(billingSubscriptions.failedAt, params.failedAt)
          : isNull(billingSubscriptions.failedAt),
      ),
    );
}

export async function markGraceMailFailed(db: Db, params: { id: string; retryAt: Date }) {
  await db
    .update(billingSubscriptions)
    .set({
      graceMailAttempts: sql`${billingSubscriptions.graceMailAttempts} + 1`,
      graceMailRetryAt: params.retryAt,
    })
    .where(eq(billingSubscriptions.id, params.id));
}
