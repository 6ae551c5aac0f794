/**
 * Self-service checkout (issue 40, items 1–2): the payment providers a portal may configure, what
 * their keys say about themselves, and what a provider's payment status means for an order.
 * Pure: the API (academy-api/commerce/checkout*) and the screens share these.
 */
export const PAYMENT_PROVIDERS = ['mollie', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The write-only secrets on /admin/settings/integrations. */
export const PAYMENT_SECRET_FIELDS = [
  'mollie_api_key',
  'stripe_secret_key',
  'stripe_webhook_secret',
] as const;
export type PaymentSecretField = (typeof PAYMENT_SECRET_FIELDS)[number];

/** A key's mode, read from its documented prefix: test_/live_ (Mollie), sk_test_/sk_live_ (Stripe). */
export type KeyMode = 'test' | 'live';

const KEY_PATTERNS: Record<PaymentSecretField, RegExp> = {
  mollie_api_key: /^(test|live)_[A-Za-z0-9]{20,}$/,
  stripe_secret_key: /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/,
  stripe_webhook_secret: /^whsec_[A-Za-z0-9]{10,}$/,
};

/** Whether a value has the form of the named secret (a mistyped key is refused before saving). */
export function paymentSecretValid(field: PaymentSecretField, value: string): boolean {
  return KEY_PATTERNS[field].test(value);
}

/** The mode a provider key works in, or null when the key says none (a webhook secret). */
export function keyMode(value: string): KeyMode | null {
  const match = /^(?:(?:sk|rk)_)?(test|live)_/.exec(value);
  return match ? (match[1] as KeyMode) : null;
}

/** What a provider's payment status means for its order. */
export type PaymentOutcome = 'paid' | 'pending' | 'failed';

/**
 * A Mollie payment's status (docs.mollie.com, "Payment status changes"): paid is paid;
 * open, pending and authorized are still on their way; failed, expired and canceled end it.
 */
export function mollieOutcome(status: string): PaymentOutcome {
  if (status === 'paid') return 'paid';
  if (status === 'failed' || status === 'expired' || status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * A Stripe Checkout Session (docs.stripe.com, "Fulfill orders"): paid once its payment_status is
 * `paid` (or `no_payment_required`); an expired session ends it, as does an async payment that
 * failed (the session is complete, its payment_status `unpaid` after
 * checkout.session.async_payment_failed); an open or complete-but-processing one is pending.
 */
export function stripeOutcome(
  session: { status: string | null; payment_status: string },
  event?: string,
): PaymentOutcome {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'paid';
  }
  if (session.status === 'expired') return 'failed';
  if (event === 'checkout.session.async_payment_failed') return 'failed';
  return 'pending';
}

/** An amount in cents as the providers write it: "1500.00" (Mollie), whole cents (Stripe). */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What the return page says of an order: its state in words, and whether to look again. */
export type CheckoutState = 'paid' | 'pending' | 'failed';

export function checkoutState(status: string): CheckoutState {
  if (status === 'paid' || status === 'fulfilled') return 'paid';
  if (status === 'pending_payment' || status === 'draft') return 'pending';
  return 'failed';
}

/**
 * When the return page looks again while the order waits for its provider: soon at first, then
 * less often (1 s, 2 s, 4 s … at most 30 s), never a fixed wait.
 */
export function nextPollDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
