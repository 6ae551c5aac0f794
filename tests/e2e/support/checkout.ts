import { expect, type Page } from '@playwright/test';
import {
  MOLLIE_STANDIN_KEY,
  PAYMENT_STANDIN_PORTS,
  STRIPE_STANDIN_KEY,
  STRIPE_STANDIN_SIGNING,
} from '../../support/payment-standins';
import { dismissTour } from './demo';

/**
 * The checkout's end-to-end steps shared by the Stripe and refund specs (issue 40; the payment
 * stand-ins of tests/support/payment-standins.ts): an admin sets or removes a provider's keys,
 * Eva Expired buys the Annual subscription from the 402 view and pays (or not) on the
 * stand-in's page, and the stand-ins' test controls.
 */

export type Provider = 'mollie' | 'stripe';

const KEYS: Record<Provider, { label: string; value: string; remove: string }[]> = {
  mollie: [
    { label: 'Mollie API key', value: MOLLIE_STANDIN_KEY, remove: 'Remove the Mollie API key' },
  ],
  stripe: [
    {
      label: 'Stripe secret key',
      value: STRIPE_STANDIN_KEY,
      remove: 'Remove the Stripe secret key',
    },
    {
      label: 'Stripe webhook signing secret',
      value: STRIPE_STANDIN_SIGNING,
      remove: 'Remove the Stripe signing secret',
    },
  ],
};

/** On /admin/settings/integrations (signed in as the academy's admin): set, or remove, the keys. */
export async function setPaymentKeys(page: Page, origin: string, provider: Provider, on: boolean) {
  await page.goto(`${origin}/admin/settings/integrations`);
  await dismissTour(page);
  if (on) {
    for (const key of KEYS[provider])
      await page.getByLabel(key.label, { exact: true }).fill(key.value);
    await page.getByRole('button', { name: 'Save integrations' }).click();
    await expect(page.getByText('The integrations are saved.')).toBeVisible();
    return;
  }
  for (const key of KEYS[provider]) {
    const remove = page.getByRole('button', { name: key.remove });
    if (await remove.isVisible()) {
      await remove.click();
      await expect(remove).toHaveCount(0);
    }
  }
}

/**
 * Eva (signed in, on a locked course) buys the Annual subscription from the 402 view through
 * `provider` and leaves for its hosted page; answers the payment's id from that page's address.
 */
export async function startEvaCheckout(page: Page, origin: string, provider: Provider) {
  await page.goto(`${origin}/catalog/time-management`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
  await page.getByRole('link', { name: 'Buy Annual subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('€290.40');
  await page.getByLabel('Address').fill('Damrak 1\n1012 LG Amsterdam');
  await page.getByLabel('Country').selectOption('NL');
  // Both providers set (another spec's key): the buyer chooses; one: it is named.
  const choice = page.getByLabel('Pay with');
  if (await choice.isVisible()) await choice.selectOption(provider);
  else await expect(page.getByText(new RegExp(`You pay through ${provider}`, 'i'))).toBeVisible();
  await page.getByRole('button', { name: 'Pay €290.40' }).click();
  const prefix = provider === 'mollie' ? 'tr_' : 'cs_test_';
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/pay/${prefix}`));
  const name = provider === 'mollie' ? 'Mollie stand-in checkout' : 'Stripe stand-in checkout';
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** On the stand-in's page: Pay, Fail or Cancel; back on the return page, the order's id. */
export async function finishOnProvider(
  page: Page,
  origin: string,
  button: 'Pay' | 'Fail' | 'Cancel',
) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${origin}/checkout/return/[0-9a-f-]{36}\\?course=time-management$`),
  );
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** A stand-in's test control (http on loopback): settle a refund, make the next one fail, … */
export async function standInControl(page: Page, provider: Provider, path: string) {
  const port =
    provider === 'mollie' ? PAYMENT_STANDIN_PORTS.molliePages : PAYMENT_STANDIN_PORTS.stripe;
  const answer = await page.request.post(`http://127.0.0.1:${port}${path}`);
  expect(answer.status(), await answer.text()).toBe(200);
}
