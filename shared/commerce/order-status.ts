/**
 * The order status machine (SCREENS "Commerce"): draft → pending payment → paid → fulfilled, or
 * cancelled (before payment) / refunded (after). Every change is recorded with who and when.
 */
export const ORDER_STATUSES = [
  'draft',
  'pending_payment',
  'paid',
  'fulfilled',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order's timeline records. */
export const ORDER_EVENT_KINDS = [
  'created',
  'status',
  'automation_done',
  'automation_failed',
  'automation_undone',
  'seat_assigned',
  'seat_freed',
  // Checkout (issue 40): a provider payment started for the order, and each word from the
  // provider about it (a webhook, or the buyer's return when it changed the order).
  'payment_started',
  'payment_webhook',
  // Refunds through the provider (issue 40, item 4): a refund made from the order's page, and
  // each later change of its status the provider reported.
  'refund',
  'refund_status',
  // Subscriptions that renew (issue 40, item 3): started, renewed, a renewal failed, the grace
  // ended, cancelled, a new payment method (detail.action).
  'subscription',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  draft: ['pending_payment', 'cancelled'],
  pending_payment: ['paid', 'cancelled'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** The statuses an order in `from` may move to. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** No way out: nothing more happens to a cancelled or refunded order. */
export function isFinal(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** Paid or later (and not undone): what an order grants is in force. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'paid' || status === 'fulfilled';
}

/** The statuses a new order may start in: a draft, or straight to pending payment. */
export const INITIAL_STATUSES = ['draft', 'pending_payment'] as const satisfies OrderStatus[];
export type InitialStatus = (typeof INITIAL_STATUSES)[number];

/**
 * A per-portal, per-year order number without gaps: `DEMO-2026-000001` (the portal's key in
 * capitals, the year, then the sequence of that year with at least six digits).
 */
export function orderNumber(portalKey: string, year: number, sequence: number): string {
  return `${portalKey.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year an order created at `date` is numbered in (UTC). */
export function orderYear(date: Date): number {
  return date.getUTCFullYear();
}
