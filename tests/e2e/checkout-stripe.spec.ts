import { expectNoAxeViolations } from './support/axe';
import {
  finishOnProvider,
  setPaymentKeys,
  standInControl,
  startEvaCheckout,
} from './support/checkout';
import { expect, test } from './support/fixtures';

/**
 * Issue 40, items 1–2 with Stripe (docs/checkout.md), as checkout.spec.ts does it with Mollie:
 * Eva Expired buys the Annual subscription on the 402 view through Stripe (the loopback
 * stand-in: a Checkout Session, signed events), pays, returns and opens the course; the same
 * event again and a late one (the session's expiry after it was paid) change nothing twice; a
 * failed and a cancelled payment leave the order cancelled and the course locked. Ada sets the
 * Stripe keys first and removes them afterwards; Eva's access is taken back by a refund through
 * Stripe at the end.
 */
test.describe('checkout with Stripe', () => {
  test('Eva pays through Stripe, returns and opens the course; a repeated and a late event change nothing', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    test.slow();
    await exclusive('eva-access');
    const origin = await signInAs('admin@demo.academy');
    let orderId = '';
    try {
      await setPaymentKeys(page, origin, 'stripe', true);
      await expect(page.getByText(/Set \(test mode\), since/).first()).toBeVisible();

      await signInAs('expired@demo.academy');
      const sessionId = await startEvaCheckout(page, origin, 'stripe');
      orderId = await finishOnProvider(page, origin, 'Pay');
      await expect(page.getByRole('heading', { name: 'You have access' })).toBeVisible();
      await expect(page.getByText(/Annual subscription, €290\.40\) is paid/)).toBeVisible();
      await page.getByRole('link', { name: 'Go to the course' }).click();
      await expect(page).toHaveURL(`${origin}/catalog/time-management`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time management');

      // Stripe sends the event again, and the session's expiry late (after it was paid): each
      // is verified, the session fetched again, and nothing moves twice.
      await standInControl(
        page,
        'stripe',
        `/control/sessions/${sessionId}/events/checkout.session.completed`,
      );
      await standInControl(
        page,
        'stripe',
        `/control/sessions/${sessionId}/events/checkout.session.completed`,
      );
      await standInControl(
        page,
        'stripe',
        `/control/sessions/${sessionId}/events/checkout.session.expired`,
      );

      await signInAs('sales@demo.academy');
      await page.goto(`${origin}/admin/sales/orders/${orderId}`);
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText('Eva Expired went to pay through Stripe');
      // The first event and the three sent again: four reports, one move to paid, one invoice.
      await expect(
        timeline.getByText(/Stripe reported payment cs_test_\w+: complete\/paid/),
      ).toHaveCount(4);
      await expect(timeline.getByText(/→ Paid/)).toHaveCount(1);
      await expect(
        page.getByRole('link', { name: /^Invoice DEMO-INV-\d{4}-\d{6} \(PDF\)$/ }),
      ).toHaveCount(1);
      await expect(page.locator('#order-status')).not.toHaveText(/Cancelled/);
    } finally {
      if (orderId) {
        // Eva as she was: the whole order refunded through Stripe.
        await signInAs('sales@demo.academy');
        await page.goto(`${origin}/admin/sales/orders/${orderId}`);
        await page.getByRole('button', { name: 'Refund through Stripe' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
        await expect(page.locator('#order-status')).toHaveText(/Refunded/);
      }
      await signInAs('admin@demo.academy');
      await setPaymentKeys(page, origin, 'stripe', false);
    }
    await signInAs('expired@demo.academy', { at: '/catalog/time-management' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
  });

  test('a failed and a cancelled Stripe payment leave the order unpaid and the course locked', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    test.slow();
    await exclusive('eva-access');
    const origin = await signInAs('admin@demo.academy');
    try {
      await setPaymentKeys(page, origin, 'stripe', true);
      await signInAs('expired@demo.academy');
      for (const button of ['Fail', 'Cancel'] as const) {
        await startEvaCheckout(page, origin, 'stripe');
        const orderId = await finishOnProvider(page, origin, button);
        await expect(
          page.getByRole('heading', { name: 'The payment did not go through' }),
        ).toBeVisible();
        await expect(page.getByText(/was not paid and is cancelled/)).toBeVisible();
        if (button === 'Fail') {
          await expectNoAxeViolations(page, '/checkout/return/{order}, failed');
          const viewport = page.viewportSize();
          await page.setViewportSize({ width: 390, height: 844 });
          await expectNoAxeViolations(page, '/checkout/return/{order}, failed, at 390 px');
          if (viewport) await page.setViewportSize(viewport);
        }
        const state = await page.request.get(`${origin}/api/v1/checkouts/${orderId}`, {
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        expect((await state.json()).data.attributes).toMatchObject({
          status: 'cancelled',
          state: 'failed',
        });
        await page.goto(`${origin}/catalog/time-management`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'A subscription is needed',
        );
      }
    } finally {
      await signInAs('admin@demo.academy');
      await setPaymentKeys(page, origin, 'stripe', false);
    }
  });
});
