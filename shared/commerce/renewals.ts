/**
 * Subscriptions that renew through the payment provider (issue 40, item 3; docs/checkout.md,
 * "Subscriptions"): the rules the API, the worker and the screens share. Pure.
 */
import { addMonths } from './automations';
import type { BillingPeriod } from './products';

export const BILLING_SUBSCRIPTION_STATUSES = [
  /** Bought, its first payment not yet confirmed. */
  'pending',
  /** Renewing. */
  'active',
  /** A renewal failed: the grace period runs (access kept until it ends). */
  'past_due',
  /** Cancelled by the buyer: runs to the end of the period paid for, then renews no more. */
  'canceled',
  /** The grace period ended without a payment: the subscription is inactive. */
  'lapsed',
] as const;
export type BillingSubscriptionStatus = (typeof BILLING_SUBSCRIPTION_STATUSES)[number];

/** Days of grace after a failed renewal: the portal's setting (0–60), 7 unless set. */
export const DEFAULT_GRACE_DAYS = 7;
export const GRACE_DAYS_MAX = 60;

const DAY_MS = 24 * 60 * 60_000;

/**
 * When the grace period of a failed renewal ends: the failed payment's date plus the portal's
 * days. Data-driven on purpose: changing the setting moves every running deadline, and the
 * worker's job needs nothing but this and the clock.
 */
export function graceEndsAt(failedAt: Date, graceDays: number): Date {
  const days = Math.max(0, Math.min(GRACE_DAYS_MAX, Math.floor(graceDays)));
  return new Date(failedAt.getTime() + days * DAY_MS);
}

/** Whether a grace period that started at `failedAt` has ended at `now`. */
export function graceOver(failedAt: Date, graceDays: number, now: Date): boolean {
  return graceEndsAt(failedAt, graceDays).getTime() <= now.getTime();
}

/** What a renewal payment (or Stripe invoice) the provider reports does to a subscription. */
export type RenewalEffect =
  /** A paid renewal: a new order (invoice, automations extend the subscription); grace ends. */
  | { kind: 'renew'; clearsGrace: boolean }
  /** A failed renewal newer than every paid one: the grace period starts (or stays). */
  | { kind: 'grace' }
  /** Recorded, nothing changes: a failure older than a payment, or nothing to renew. */
  | { kind: 'none' };

/**
 * The effect of one renewal payment, from what the subscription is now. Events may arrive in
 * any order: a failure is only acted on when no later payment succeeded, and a payment clears
 * a grace period only when it is not older than the failure that started it. A lapsed
 * subscription (the grace ended) or a cancelled one that has ended renews no more.
 */
export function renewalEffect(
  subscription: {
    status: BillingSubscriptionStatus;
    failedAt: Date | null;
    lastPaidAt: Date | null;
  },
  payment: { outcome: 'paid' | 'failed'; at: Date },
): RenewalEffect {
  if (subscription.status === 'lapsed' || subscription.status === 'pending') {
    return { kind: 'none' };
  }
  if (payment.outcome === 'paid') {
    const clearsGrace =
      subscription.failedAt !== null && payment.at.getTime() >= subscription.failedAt.getTime();
    return { kind: 'renew', clearsGrace };
  }
  if (subscription.status === 'canceled') return { kind: 'none' };
  if (subscription.lastPaidAt && subscription.lastPaidAt.getTime() > payment.at.getTime()) {
    return { kind: 'none' };
  }
  if (subscription.failedAt && subscription.failedAt.getTime() <= payment.at.getTime()) {
    // Already in grace since an earlier failure: the deadline stays the first one's.
    return { kind: 'none' };
  }
  return { kind: 'grace' };
}

/** The months one period of a billing period covers. */
export function periodMonths(period: BillingPeriod): number {
  return period === 'year' ? 12 : 1;
}

/** Mollie's subscription interval for a billing period ("12 months", "1 month"). */
export function mollieInterval(period: BillingPeriod): string {
  return period === 'year' ? '12 months' : '1 month';
}

/** The end of the period that starts at `from`. */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  return addMonths(from, periodMonths(period));
}

/** A date as Mollie's `startDate` wants it: YYYY-MM-DD (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether the buyer may still cancel, or change the payment method of, a subscription. */
export function manageable(status: BillingSubscriptionStatus, cancelAtPeriodEnd: boolean) {
  const live = status === 'active' || status === 'past_due';
  return { cancel: live && !cancelAtPeriodEnd, changeMethod: live && !cancelAtPeriodEnd };
}
