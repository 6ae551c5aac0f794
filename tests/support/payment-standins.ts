/**
 * The payment providers' stand-ins for the end-to-end tests (issue 40 checkout; docs/checkout.md):
 * Mollie's API on https (E2E_PORTS.api + 2) with its hosted checkout pages on http (+3), and
 * Stripe's API and pages (+4), with the test keys below. The embedded app is pointed at them
 * (playwright.config.ts); their webhooks go to the app's /api/payments/{provider}.
 *
 *   npx tsx tests/support/payment-standins.ts
 *
 * GET /health on the pages' port answers once both run.
 */
import { createServer } from 'node:http';
import { startMollieStandIn, startStripeStandIn } from '../../academy-api/test/payment-stand-ins';
import { E2E_PORTS } from '../e2e/support/ports';

/** Test-only keys: the e2e test types them on /admin/settings/integrations. */
export const MOLLIE_STANDIN_KEY = 'test_e2eStandInMollieKey0123456789';
export const STRIPE_STANDIN_KEY = 'sk_test_e2eStandInStripeKey0123456789';
export const STRIPE_STANDIN_SIGNING = 'whsec_e2eStandInSigningSecret012345';

export const PAYMENT_STANDIN_PORTS = {
  mollieApi: E2E_PORTS.api + 2,
  molliePages: E2E_PORTS.api + 3,
  stripe: E2E_PORTS.api + 4,
  health: E2E_PORTS.api + 5,
} as const;

/** The embedded app's configuration for the stand-ins. */
export const PAYMENT_STANDIN_ENV = {
  ACADEMY_MOLLIE_API_URL: `https://127.0.0.1:${PAYMENT_STANDIN_PORTS.mollieApi}/v2/`,
  ACADEMY_STRIPE_API_URL: `http://127.0.0.1:${PAYMENT_STANDIN_PORTS.stripe}`,
  // The Mollie SDK trusts only its own certificate bundle: the stand-in's throwaway certificate
  // is accepted only so (this test server's setting, never the app's).
  NODE_TLS_REJECT_UNAUTHORIZED: '0',
  // Node warns about that setting on the first such connection, and prints the warning with
  // console.error, which Next.js wraps so that it throws in the embedded API's worker thread.
  NODE_OPTIONS: '--no-warnings',
};

async function main() {
  await startMollieStandIn({
    apiKey: MOLLIE_STANDIN_KEY,
    ports: { api: PAYMENT_STANDIN_PORTS.mollieApi, pages: PAYMENT_STANDIN_PORTS.molliePages },
  });
  await startStripeStandIn({
    secretKey: STRIPE_STANDIN_KEY,
    webhookSecret: STRIPE_STANDIN_SIGNING,
    webhookUrl: `http://localhost:${E2E_PORTS.embedded}/api/payments/stripe`,
    port: PAYMENT_STANDIN_PORTS.stripe,
  });
  createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok\n');
  }).listen(PAYMENT_STANDIN_PORTS.health, '127.0.0.1');
}

if (process.argv[1]?.endsWith('payment-standins.ts')) void main();
