/**
 * Outgoing webhooks (issue 42, item 2): the events a portal's endpoints may ask for, and when a
 * failed delivery is tried again. Pure rules; the API's triggers (migration 0042) raise the
 * events and its worker delivers them (academy-api/integrations/webhook-delivery.ts).
 */

/** Every event type, as the `type` of the payload and in an endpoint's list. */
export const WEBHOOK_EVENT_TYPES = [
  'account.created',
  'enrollment.created',
  'lesson.completed',
  'course.completed',
  'quiz.passed',
  'quiz.failed',
  'certificate.issued',
  'certificate.revoked',
  'order.paid',
  'order.refunded',
  'ticket.graded',
  'subscription.changed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How the admin screen groups the types (one fieldset each). */
export const WEBHOOK_EVENT_GROUPS: Record<string, readonly WebhookEventType[]> = {
  accounts: ['account.created', 'subscription.changed'],
  learning: [
    'enrollment.created',
    'lesson.completed',
    'course.completed',
    'quiz.passed',
    'quiz.failed',
    'ticket.graded',
  ],
  certificates: ['certificate.issued', 'certificate.revoked'],
  orders: ['order.paid', 'order.refunded'],
};

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The pause before each try after the first (which is at once): exponential at first, then
 * evenly, so the last try comes about three days after the event. An endpoint that was down
 * ten minutes gets its events on the try 30 minutes in.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  20 * HOUR,
];

/** Tries in all: the first, then one after each pause. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * When the next try is due after `attempts` tries that failed (1 = the first failed), or null
 * when the delivery has had all its tries.
 */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const pause = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return pause === undefined ? null : new Date(failedAt.getTime() + pause);
}

/**
 * An endpoint that has failed every try for this long (the whole schedule of one delivery, about
 * three days), with a delivery that ran out of tries, is switched off and its portal's admins are
 * told. A success in between starts the count again.
 */
export const WEBHOOK_DISABLE_AFTER_MS = WEBHOOK_RETRY_DELAYS_MS.reduce(
  (sum, pause) => sum + pause,
  0,
);

export function shouldDisable(failingSince: Date | null, now: Date): boolean {
  return (
    failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS
  );
}

/** What a try waits for the receiver's answer, and how much of its body the log keeps. */
export const WEBHOOK_TIMEOUT_MS = 15 * SECOND;
export const WEBHOOK_RESPONSE_LOG_BYTES = 4_096;

/** Endpoints a portal may have. */
export const WEBHOOK_MAX_ENDPOINTS = 20;

/** How long the delivery log keeps an event whose deliveries are done. */
export const WEBHOOK_LOG_DAYS = 30;
