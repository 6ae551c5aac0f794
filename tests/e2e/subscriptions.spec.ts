import type { Page } from '@playwright/test';
import {
  MOLLIE_STANDIN_KEY,
  PAYMENT_STANDIN_PORTS,
  STRIPE_STANDIN_KEY,
  STRIPE_STANDIN_SIGNING,
} from '../support/payment-standins';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/mail';
import { refundWholeOrder, setMollieKey } from './support/payment-keys';

/**
 * Issue 40, item 3 (docs/checkout.md, "Subscriptions"): Eva Expired buys the Annual
 * subscription through Mollie (the loopback stand-in, tests/support/payment-standins.ts), which
 * then renews it: a renewal arrives and her access stays; a failed renewal shows the banner and
 * sends the e-mail; with the grace period set to 0 days the worker ends it and the 402 rules
 * apply; bought again, she cancels it from /account/orders. Renewals are made by the stand-in's
 * test-only control, the grace period's end by the portal's setting (no clock is faked).
 * Eva, the setting and the key are put back at the end.
 */

const EVA = 'expired@demo.academy';
const CONTROL = `http://127.0.0.1:${PAYMENT_STANDIN_PORTS.molliePages}/control`;
const STRIPE_CONTROL = `http://127.0.0.1:${PAYMENT_STANDIN_PORTS.stripe}/control`;

/** Sales staff set the grace days on /admin/sales/invoicing. */
async function setGraceDays(page: Page, origin: string, days: number) {
  await page.goto(`${origin}/admin/sales/invoicing`);
  await dismissTour(page);
  const field = page.getByLabel('Grace period after a failed renewal (days)');
  await field.fill(String(days));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The next invoice uses these details.')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue(String(days));
}

/** Mollie makes a renewal payment of Eva's subscription and posts its webhook. */
async function renew(page: Page, outcome: 'paid' | 'failed', control = CONTROL) {
  const answer = await page.request.post(`${control}/renew`, {
    data: { email: EVA, outcome },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Eva buys the Annual subscription from /account/orders and pays on Mollie's page. */
async function buy(page: Page, origin: string, provider = 'Mollie'): Promise<string> {
  await page.goto(`${origin}/account/orders`);
  await page.getByRole('link', { name: 'Buy Annual subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await page.getByLabel('Address').fill('Damrak 1\n1012 LG Amsterdam');
  await page.getByLabel('Country').selectOption('NL');
  await page.getByRole('button', { name: 'Pay €290.40' }).click();
  await expect(page.getByRole('heading', { name: `${provider} stand-in checkout` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You have access' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The academy's admin sets (or removes) the Stripe stand-in's keys. */
async function setStripeKeys(page: Page, origin: string, on: boolean) {
  await page.goto(`${origin}/admin/settings/integrations`);
  await dismissTour(page);
  if (on) {
    await page.getByLabel('Stripe secret key').fill(STRIPE_STANDIN_KEY);
    await page.getByLabel('Stripe webhook signing secret').fill(STRIPE_STANDIN_SIGNING);
    await page.getByRole('button', { name: 'Save integrations' }).click();
    await expect(page.getByText('The integrations are saved.')).toBeVisible();
    return;
  }
  for (const name of ['Remove the Stripe secret key', 'Remove the Stripe signing secret']) {
    const remove = page.getByRole('button', { name });
    if (await remove.isVisible()) {
      await remove.click();
      await expect(remove).toHaveCount(0);
    }
  }
}

/** Sales staff refund the orders (Eva's access taken back as before), newest first. */
async function refundAll(page: Page, origin: string, orderIds: string[]) {
  for (const orderId of [...orderIds].reverse()) await refundWholeOrder(page, origin, orderId);
}

test.describe('subscriptions that renew', () => {
  test('a renewal keeps Eva’s access; a failed one gives grace, then 402; another is cancelled', async ({
    page,
    signInAs,
    exclusive,
    baseURL,
  }) => {
    test.slow();
    await exclusive('eva-access');
    const origin = await signInAs('admin@demo.academy');
    const orderIds: string[] = [];
    try {
      await setMollieKey(page, origin, MOLLIE_STANDIN_KEY);
      // The grace period is a setting of the invoicing screen (default 7 days).
      await signInAs('sales@demo.academy', { at: '/admin/sales/invoicing' });
      await expect(page.getByLabel('Grace period after a failed renewal (days)')).toHaveValue('7');
      await expectNoAxeViolationsAtBothWidths(page, '/admin/sales/invoicing');

      // Eva buys the subscription; Mollie renews it.
      await signInAs(EVA, { at: '/account/orders' });
      orderIds.push(await buy(page, origin));
      await page.goto(`${origin}/account/orders`);
      const subscriptions = page.getByRole('region', { name: 'Subscriptions', exact: true });
      // Newest first (an earlier one, refunded, is listed as cancelled after it).
      const newest = subscriptions.getByTestId('billing-subscription').first();
      await expect(newest).toContainText('Active');
      await expect(newest).toContainText('Renews automatically on');
      await expect(newest).toContainText('€290.40 incl. VAT per year');
      await expect(page.getByTestId('renewal-banner')).toHaveCount(0);
      await expectNoAxeViolationsAtBothWidths(page, '/account/orders with a subscription');

      // A renewal arrives: an order of its own with its invoice, and the course stays open.
      const invoiceLinks = page
        .getByRole('region', { name: 'Orders', exact: true })
        .getByRole('link', { name: /^Invoice DEMO-INV-\d{4}-\d{6} \(PDF\)$/ });
      const before = await invoiceLinks.count();
      await renew(page, 'paid');
      await expect(async () => {
        await page.reload();
        await expect(invoiceLinks).toHaveCount(before + 1, { timeout: 1000 });
      }).toPass();
      await page.goto(`${origin}/catalog/time-management`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time management');

      // A failed renewal: the banner on the account pages and the e-mail; access stays.
      await renew(page, 'failed');
      await page.goto(`${origin}/account/orders`);
      await expect(page.getByTestId('renewal-banner')).toContainText(
        'Your payment for Annual subscription did not go through.',
      );
      await expect(newest).toContainText('Payment failed');
      await expect(newest).toContainText('You keep access until');
      await expectNoAxeViolationsAtBothWidths(page, '/account/orders with a failed renewal');
      await page.goto(`${origin}/account/details`);
      await expect(page.getByTestId('renewal-banner')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, '/account/details with a failed renewal');
      const mail = await mailTo(baseURL, 'renewal-failed', EVA);
      // In her own language (Eva's account is Dutch), as account mails are.
      expect(mail.subject).toBe('Je betaling voor Annual subscription is niet gelukt');
      expect(mail.text).toContain('/account/orders');
      await page.goto(`${origin}/catalog/time-management`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time management');

      // The grace period ends (0 days from the failed payment): the worker makes the
      // subscription inactive, and the 402 rules apply.
      await signInAs('sales@demo.academy');
      await setGraceDays(page, origin, 0);
      await signInAs(EVA, { at: '/catalog/time-management' });
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'A subscription is needed',
          { timeout: 1000 },
        );
      }).toPass({ timeout: 30_000 });
      await page.goto(`${origin}/account/orders`);
      await expect(newest).toContainText('Ended');
      await expect(page.getByTestId('renewal-banner')).toHaveCount(0);
      const ended = await (await page.request.get(`${CONTROL}/subscriptions?email=${EVA}`)).json();
      expect(ended.length).toBeGreaterThan(0);
      expect(ended.every((entry: { status: string }) => entry.status === 'canceled')).toBe(true);

      // Bought again, and cancelled from /account/orders: no more renewals at Mollie.
      orderIds.push(await buy(page, origin));
      await page.goto(`${origin}/account/orders`);
      const active = subscriptions.getByTestId('billing-subscription').first();
      await expect(active).toContainText('Active');
      await active.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('It will not be renewed. You keep your access until');
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(
        page.getByText('Your subscription is cancelled. It is not renewed.'),
      ).toBeVisible();
      await expect(active).toContainText('Cancelled: your access runs until');
      await expect(active.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
      const remote = await (await page.request.get(`${CONTROL}/subscriptions?email=${EVA}`)).json();
      expect(remote.length).toBe(ended.length + 1);
      expect(remote.every((entry: { status: string }) => entry.status === 'canceled')).toBe(true);
      // What was paid for runs on.
      await page.goto(`${origin}/catalog/time-management`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time management');
    } finally {
      // Eva as she was (inactive), the setting and the key as they were.
      await signInAs('sales@demo.academy');
      await refundAll(page, origin, orderIds);
      await setGraceDays(page, origin, 7);
      await signInAs('admin@demo.academy');
      await setMollieKey(page, origin, null);
    }
    await signInAs(EVA, { at: '/catalog/time-management' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
  });
  test('through Stripe: a renewal invoice keeps access, a failed one shows the banner until paid, Eva cancels', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    test.slow();
    await exclusive('eva-access');
    const origin = await signInAs('admin@demo.academy');
    const orderIds: string[] = [];
    const started = Date.now() - 1000;
    try {
      await setStripeKeys(page, origin, true);
      await signInAs(EVA, { at: '/account/orders' });
      orderIds.push(await buy(page, origin, 'Stripe'));
      await page.goto(`${origin}/account/orders`);
      const subscriptions = page.getByRole('region', { name: 'Subscriptions', exact: true });
      const newest = subscriptions.getByTestId('billing-subscription').first();
      await expect(newest).toContainText('Active');
      await expect(newest).toContainText('Renews automatically on');

      // Stripe bills the renewal (invoice.paid): an order and invoice of its own.
      const invoiceLinks = page
        .getByRole('region', { name: 'Orders', exact: true })
        .getByRole('link', { name: /^Invoice DEMO-INV-\d{4}-\d{6} \(PDF\)$/ });
      const before = await invoiceLinks.count();
      await renew(page, 'paid', STRIPE_CONTROL);
      await expect(async () => {
        await page.reload();
        await expect(invoiceLinks).toHaveCount(before + 1, { timeout: 1000 });
      }).toPass();

      // invoice.payment_failed: the grace period's banner; a later payment clears it.
      await renew(page, 'failed', STRIPE_CONTROL);
      await page.reload();
      await expect(page.getByTestId('renewal-banner')).toBeVisible();
      await expect(newest).toContainText('Payment failed');
      await renew(page, 'paid', STRIPE_CONTROL);
      await page.reload();
      await expect(page.getByTestId('renewal-banner')).toHaveCount(0);
      await expect(newest).toContainText('Active');

      // Cancelled from /account/orders: Stripe ends it at the period's end.
      await newest.getByRole('button', { name: 'Cancel subscription' }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Cancel subscription' })
        .click();
      await expect(newest).toContainText('Cancelled: your access runs until');
      const remote = await (
        await page.request.get(`${STRIPE_CONTROL}/subscriptions?email=${EVA}`)
      ).json();
      expect(remote.at(-1)?.cancel_at_period_end).toBe(true);
    } finally {
      // The renewals' orders too (each extended her subscription), newest first.
      await signInAs(EVA);
      const headers = { 'x-requested-with': 'XMLHttpRequest' };
      const me = await (await page.request.get(`${origin}/api/v1/me`, { headers })).json();
      const listed = await (
        await page.request.get(`${origin}/api/v1/accounts/${me.data.id}/orders?page[size]=50`, {
          headers,
        })
      ).json();
      const renewals = (listed.data as { id: string; attributes: { created_at: string } }[])
        .filter((order) => Date.parse(order.attributes.created_at) >= started)
        .map((order) => order.id)
        .filter((id) => !orderIds.includes(id));
      await signInAs('sales@demo.academy');
      await refundAll(page, origin, [...orderIds, ...renewals.reverse()]);
      await signInAs('admin@demo.academy');
      await setStripeKeys(page, origin, false);
    }
    await signInAs(EVA, { at: '/catalog/time-management' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
  });
});
