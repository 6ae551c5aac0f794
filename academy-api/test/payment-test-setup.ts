import { afterAll, beforeAll, expect } from 'vitest';
import type { Json, RequestOptions } from './api-client';
import {
  type MollieStandIn,
  type StripeStandIn,
  startMollieStandIn,
  startStripeStandIn,
} from './payment-stand-ins';

/** The keys the payment stand-ins accept (test-mode shaped, never real). */
export const PAYMENT_TEST_KEYS = {
  mollie: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
  stripe: 'sk_test_4eC39HqLyjWDarjtT1zdp7dcStandIn',
  stripeSigning: 'whsec_standInSigningSecret0123456789',
} as const;

type Ask = (
  who: null | 'ada',
  path: string,
  options?: Omit<RequestOptions, 'token'>,
) => Promise<{ status: number; body: Json }>;

export type PaymentStandIns = {
  /** Started before the file's tests. */
  mollie: MollieStandIn;
  stripe: StripeStandIn;
  /** A Mollie webhook as the BFF's /api/payments/mollie passes it: no session, the id only. */
  mollieWebhook: (paymentId: string) => Promise<{ status: number; body: Json }>;
  /** A Stripe webhook: the raw payload and its signature header. */
  stripeWebhook: (event: {
    payload: string;
    signature: string;
  }) => Promise<{ status: number; body: Json }>;
};

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

/**
 * The commerce API tests' payment providers (issue 40): the Mollie and Stripe stand-ins on
 * loopback for the file's tests, the app pointed at them, their webhooks sent back through `ask`
 * as the providers would. `saveKeys` stores the stand-ins' keys on Demo Academy first (as Ada);
 * `onWebhookAnswer` sees each answer (by default it must be 200).
 */
export function setUpPaymentStandIns(
  ask: Ask,
  options: {
    saveKeys?: boolean;
    onWebhookAnswer?: (answer: { status: number; body: Json }) => void;
  } = {},
): PaymentStandIns {
  const check =
    options.onWebhookAnswer ??
    ((answer) => expect(answer.status, JSON.stringify(answer.body)).toBe(200));
  const mollieWebhook = (paymentId: string) =>
    ask(null, '/v1/payment_webhooks/mollie', {
      method: 'POST',
      body: body('payment_webhooks', { id: paymentId }),
    });
  const stripeWebhook = (event: { payload: string; signature: string }) =>
    ask(null, '/v1/payment_webhooks/stripe', {
      method: 'POST',
      body: body('payment_webhooks', { payload: event.payload, signature: event.signature }),
    });
  const standIns = { mollieWebhook, stripeWebhook } as PaymentStandIns;

  beforeAll(async () => {
    standIns.mollie = await startMollieStandIn({
      apiKey: PAYMENT_TEST_KEYS.mollie,
      sender: async ({ body: form }) => {
        check(await mollieWebhook(new URLSearchParams(form).get('id') ?? ''));
      },
    });
    standIns.stripe = await startStripeStandIn({
      secretKey: PAYMENT_TEST_KEYS.stripe,
      webhookSecret: PAYMENT_TEST_KEYS.stripeSigning,
      sender: async ({ body: payload, headers }) => {
        check(await stripeWebhook({ payload, signature: headers['stripe-signature'] ?? '' }));
      },
    });
    process.env.ACADEMY_MOLLIE_API_URL = standIns.mollie.env.ACADEMY_MOLLIE_API_URL;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = standIns.mollie.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.ACADEMY_STRIPE_API_URL = standIns.stripe.env.ACADEMY_STRIPE_API_URL;
    if (options.saveKeys) {
      const saved = await ask('ada', '/v1/portals/current/integrations', {
        method: 'PATCH',
        body: body('integrations', {
          mollie_api_key: PAYMENT_TEST_KEYS.mollie,
          stripe_secret_key: PAYMENT_TEST_KEYS.stripe,
          stripe_webhook_secret: PAYMENT_TEST_KEYS.stripeSigning,
        }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });

  afterAll(async () => {
    delete process.env.ACADEMY_MOLLIE_API_URL;
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    delete process.env.ACADEMY_STRIPE_API_URL;
    await Promise.all([standIns.mollie?.close(), standIns.stripe?.close()]);
  });

  return standIns;
}
