import { MOLLIE_STANDIN_KEY } from '../support/payment-standins';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { setMollieKey } from './support/payment-keys';

/**
 * Issue 40, items 1–2 (docs/checkout.md): Eva Expired, whose subscription has ended, buys the
 * Annual subscription from the 402 view of a course through Mollie (a loopback stand-in,
 * tests/support/payment-standins.ts), pays on its hosted page, comes back and opens the course.
 * The academy's admin sets the Mollie key first and removes it afterwards; Eva's access is put
 * back by a refund at the end.
 */

test.describe('checkout', () => {
  test('Eva buys the Annual subscription on the 402 view with Mollie, pays, returns and opens the course', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    test.slow();
    await exclusive('eva-access');
    const origin = await signInAs('admin@demo.academy');
    let orderId = '';
    try {
      // The key is write-only: the page shows its mode, never the key.
      await setMollieKey(page, origin, MOLLIE_STANDIN_KEY);
      await expect(page.getByText(/Set \(test mode\), since/)).toBeVisible();
      await expect(page.getByLabel('Mollie API key')).toHaveValue('');
      expect(await page.content()).not.toContain(MOLLIE_STANDIN_KEY);
      const settings = await (
        await page.request.get(`${origin}/api/v1/portals/current/integrations`)
      ).text();
      expect(settings).not.toContain(MOLLIE_STANDIN_KEY);

      // The 402 view names the product and offers to buy it.
      await signInAs('expired@demo.academy', { at: '/catalog/time-management' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
      await page.getByRole('link', { name: 'Buy Annual subscription' }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${origin}/checkout/[0-9a-f-]{36}\\?course=time-management$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
      await expect(page.getByRole('heading', { name: 'Annual subscription' })).toBeVisible();
      // 240.00 + 21 % VAT, the server's figures.
      await expect(page.getByTestId('checkout-total')).toHaveText('€290.40');
      await expect(page.getByLabel('Name')).toHaveValue('Eva Expired');
      await page.getByLabel('Address').fill('Damrak 1\n1012 LG Amsterdam');
      await page.getByLabel('Country').selectOption('NL');
      await expectNoAxeViolations(page, '/checkout/{product}');
      const phone = { width: 390, height: 844 };
      const desktop = page.viewportSize();
      await page.setViewportSize(phone);
      await expectNoAxeViolations(page, '/checkout/{product} at 390 px');
      if (desktop) await page.setViewportSize(desktop);

      // Pay: to the provider's hosted checkout (the stand-in's page), then back.
      await page.getByRole('button', { name: 'Pay €290.40' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/tr_/);
      await expect(page.getByRole('heading', { name: 'Mollie stand-in checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${origin}/checkout/return/[0-9a-f-]{36}\\?course=time-management$`),
      );
      orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await expect(page.getByRole('heading', { name: 'You have access' })).toBeVisible();
      await expect(page.getByText(/Annual subscription, €290\.40\) is paid/)).toBeVisible();
      await expectNoAxeViolations(page, '/checkout/return/{order}, paid');

      // Dutch once.
      await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Je hebt toegang' })).toBeVisible();
      await expectNoAxeViolations(page, '/checkout/return/{order} in Dutch');
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { name: 'Je hebt toegang' })).toBeVisible();
      await expectNoAxeViolations(page, '/checkout/return/{order} in Dutch at 390 px');
      if (viewport) await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
      await page.reload();

      // The course opens.
      await page.getByRole('link', { name: 'Go to the course' }).click();
      await expect(page).toHaveURL(`${origin}/catalog/time-management`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time management');
      // Another buyer does not see the order.
      await signInAs('student@demo.academy');
      const other = await page.request.get(`${origin}/api/v1/checkouts/${orderId}`, {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(other.status()).toBe(404);

      // Sales staff see the webhook on the order's timeline, and the invoice.
      await signInAs('sales@demo.academy');
      await page.goto(`${origin}/admin/sales/orders/${orderId}`);
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText('Eva Expired went to pay through Mollie');
      await expect(timeline).toContainText(/Mollie reported payment tr_\w+: paid/);
      await expect(page.getByRole('link', { name: /DEMO-INV-\d{4}-\d{6}/ }).first()).toBeVisible();
    } finally {
      // Eva as she was: the refund takes the subscription back; the key goes too.
      if (orderId) {
        await signInAs('sales@demo.academy');
        await page.goto(`${origin}/admin/sales/orders/${orderId}`);
        // Paid through Mollie: refunded through Mollie, all that is left (refunds.spec.ts).
        await page.getByRole('button', { name: 'Refund through Mollie' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
        await expect(page.locator('#order-status')).toHaveText(/Refunded/);
      }
      await signInAs('admin@demo.academy');
      await setMollieKey(page, origin, null);
    }
    await signInAs('expired@demo.academy', { at: '/catalog/time-management' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
  });
});
