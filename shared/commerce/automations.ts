/**
 * Order automations (SCREENS "/admin/settings/order-automations"): when an order is paid or
 * refunded, the portal's rules run for the order's customer (an account, or every account of an
 * entity): enrol them in courses, start or extend their subscription, give them a primary coach,
 * and notify them. Each rule runs once per order; its steps run in this order, each at most once.
 */

export const AUTOMATION_TRIGGERS = ['paid', 'refunded'] as const;
export type AutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

export const AUTOMATION_STEPS = ['enrol', 'subscription', 'coach', 'notify'] as const;
export type AutomationStep = (typeof AUTOMATION_STEPS)[number];

export const RUN_STATUSES = ['running', 'done', 'failed', 'undone'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const AUTOMATION_NAME_MAX = 120;
export const AUTOMATION_MESSAGE_MAX = 500;
export const AUTOMATION_COURSES_MAX = 50;
/** Months a subscription step adds when the product names no period of its own. */
export const SUBSCRIPTION_MONTHS_MAX = 120;

export const AUTOMATION_RULES = {
  name: `required|max:${AUTOMATION_NAME_MAX}`,
  message: `max:${AUTOMATION_MESSAGE_MAX}`,
} as const;

/** What a rule does; only the steps it has configured run. */
export interface AutomationActions {
  courseIds: readonly string[];
  /** Start or extend a subscription by this many months (null: no subscription step). */
  subscriptionMonths: number | null;
  coachId: string | null;
  /** The notification's text (empty: no notification). */
  message: string;
}

/** The steps a rule runs, in their fixed order. */
export function stepsOf(actions: AutomationActions): AutomationStep[] {
  const configured: Record<AutomationStep, boolean> = {
    enrol: actions.courseIds.length > 0,
    subscription: actions.subscriptionMonths !== null && actions.subscriptionMonths > 0,
    coach: actions.coachId !== null,
    notify: actions.message.trim() !== '',
  };
  return AUTOMATION_STEPS.filter((step) => configured[step]);
}

/**
 * The months a product's subscription runs: its billing period (a month or a year), else the
 * access months of a flat fee; null when it has neither.
 */
export function productMonths(product: {
  billingPeriod: string | null;
  accessMonths: number | null;
}): number | null {
  if (product.billingPeriod === 'year') return 12;
  if (product.billingPeriod === 'month') return 1;
  return product.accessMonths ?? null;
}

/**
 * `date` plus whole calendar months (UTC), kept at the month's last day when the day does not
 * exist there (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * A subscription after a paid order: an active one runs on from its end; an ended (or missing)
 * one starts now. `previous` is what the refund puts back.
 */
export function extendedSubscription(
  current: { isActive: boolean; startsAt: Date; endsAt: Date | null } | null,
  months: number,
  now: Date,
): { startsAt: Date; endsAt: Date } {
  const running = current?.isActive && (current.endsAt === null || current.endsAt > now);
  if (running && current) {
    // An open-ended subscription stays open-ended in effect; it is given an end a term away.
    const from = current.endsAt ?? now;
    return { startsAt: current.startsAt, endsAt: addMonths(from, months) };
  }
  return { startsAt: now, endsAt: addMonths(now, months) };
}

/** The idempotency key of one rule's run for one order and trigger. */
export function runKey(orderId: string, ruleId: string, trigger: AutomationTrigger): string {
  return `${orderId}:${ruleId}:${trigger}`;
}
