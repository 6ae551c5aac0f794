import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  finishOnProvider,
  setPaymentKeys,
  standInControl,
  startEvaCheckout,
} from './support/checkout';
import { expect, test } from './support/fixtures';

/**
 * Issue 40, item 4 (docs/checkout.md "Refunds"): Eva Expired buys the Annual subscription
 * (€290.40) through Mollie (the loopback stand-in); Sven refunds €100.00 of it through Mollie
 * from the order's page (a credit note of −€100.00, Eva keeps her access), Mollie refuses once
 * (the order stays as it was, the message says why), then Sven refunds the rest (Eva's access
 * goes, a second credit note). Eva finds both credit notes on /account/orders. Each PDF is kept
 * in the test's output to look at.
 */

async function axeBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, `${name} at 390 px`);
  if (viewport) await page.setViewportSize(viewport);
}

test.describe('refunds', () => {
  test('Sven refunds part of Eva’s order through Mollie, then the rest; both credit notes reach her', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    test.slow();
    await exclusive('eva-access');
    const origin = await signInAs('admin@demo.academy');
    let orderId = '';
    let refunded = false;
    try {
      await setPaymentKeys(page, origin, 'mollie', true);
      await signInAs('expired@demo.academy');
      await startEvaCheckout(page, origin, 'mollie');
      orderId = await finishOnProvider(page, origin, 'Pay');
      await expect(page.getByRole('heading', { name: 'You have access' })).toBeVisible();

      // Part of it: €100.00.
      await signInAs('sales@demo.academy');
      await page.goto(`${origin}/admin/sales/orders/${orderId}`);
      const number =
        /DEMO-\d{4}-\d{6}/.exec(
          (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
        )?.[0] ?? '';
      // Paid through Mollie: no refund by status, the provider's instead.
      await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
      const open = page.getByRole('button', { name: 'Refund through Mollie' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: /Refund DEMO-\d{4}-\d{6} through Mollie/ });
      await expect(dialog).toContainText('€290.40 of €290.40 is left to refund');
      await expect(dialog).toContainText('A part keeps the buyer’s access');
      const amount = dialog.getByLabel('Amount to refund (EUR)');
      await expect(amount).toHaveValue('290.40');
      await axeBothWidths(page, 'the refund dialog on /admin/sales/orders/{id}');
      // Checked before anything is sent: nothing, more than is left.
      await amount.fill('0');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(dialog.getByText('Enter an amount greater than 0.')).toBeVisible();
      await expect(amount).toBeFocused();
      await amount.fill('300');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(dialog.getByText('At most €290.40 is left to refund.')).toBeVisible();
      await axeBothWidths(page, 'the refund dialog with a refused amount');

      // Mollie refuses (its 422): the message says so, nothing changes.
      await standInControl(page, 'mollie', '/control/refund-failure/422');
      await amount.fill('100.00');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(
        dialog.getByText(/^Mollie did not make the refund: .+ Nothing was refunded/),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Keep it as it is' }).click();
      await expect(open).toBeFocused();
      await expect(page.getByRole('link', { name: /^Credit note/ })).toHaveCount(0);

      await open.click();
      await amount.fill('100.00');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('#order-status')).not.toHaveText(/Refunded/);
      const timeline = page.getByRole('region', { name: 'Timeline' });
      const entry = timeline.getByText(
        /Sven Sales refunded €100\.00 through Mollie \(refund (re_\w+): pending\) — credit note DEMO-CN-\d{4}-\d{6}/,
      );
      await expect(entry).toBeVisible();
      const refundId = /refund (re_\w+)/.exec((await entry.textContent()) ?? '')?.[1] ?? '';
      const notes = page.getByRole('link', { name: /^Credit note DEMO-CN-\d{4}-\d{6} \(PDF\)$/ });
      await expect(notes).toHaveCount(1);
      await axeBothWidths(page, '/admin/sales/orders/{id} partly refunded');

      // Mollie settles it and calls the webhook: the timeline says so.
      await standInControl(page, 'mollie', `/control/refunds/${refundId}/refunded`);
      await page.reload();
      await expect(timeline.getByText(`Mollie reported refund ${refundId}: refunded`)).toHaveCount(
        1,
      );

      // Eva keeps her access.
      await signInAs('expired@demo.academy', { at: '/catalog/time-management' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time management');

      // The rest: what is left is offered.
      await signInAs('sales@demo.academy');
      await page.goto(`${origin}/admin/sales/orders/${orderId}`);
      await page.getByRole('button', { name: 'Refund through Mollie' }).click();
      await expect(dialog).toContainText('€190.40 of €290.40 is left to refund');
      await expect(amount).toHaveValue('190.40');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(page.locator('#order-status')).toHaveText(/Refunded/);
      refunded = true;
      await expect(notes).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Refund through Mollie' })).toHaveCount(0);
      await expect(timeline.getByText(/Sven Sales refunded €190\.40 through Mollie/)).toBeVisible();

      // Eva is locked out again, and finds both credit notes with her invoice.
      await signInAs('expired@demo.academy', { at: '/catalog/time-management' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
      await page.goto(`${origin}/account/orders`);
      const mine = page
        .getByRole('region', { name: 'Orders' })
        .locator('li.account-order')
        .filter({ hasText: number });
      const links = mine.getByRole('link', { name: /^Credit note DEMO-CN-\d{4}-\d{6} \(PDF\)$/ });
      await expect(links).toHaveCount(2);
      await axeBothWidths(page, '/account/orders with credit notes');
      for (const [index, link] of (await links.all()).entries()) {
        const pdf = await page.request.get(`${origin}${await link.getAttribute('href')}`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        const body = await pdf.body();
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        fs.writeFileSync(test.info().outputPath(`credit-note-${index + 1}.pdf`), body);
      }
      // Beside each PDF its e-invoice (UBL 2.1, EN 16931).
      const ubl = mine.getByRole('link', {
        name: /^Credit note DEMO-CN-\d{4}-\d{6}: e-invoice \(UBL\)$/,
      });
      await expect(ubl).toHaveCount(2);
      const xml = await page.request.get(`${origin}${await ubl.last().getAttribute('href')}`);
      expect(xml.status()).toBe(200);
      expect(await xml.text()).toContain(
        '<cbc:PayableAmount currencyID="EUR">190.40</cbc:PayableAmount>',
      );
    } finally {
      if (orderId && !refunded) {
        await signInAs('sales@demo.academy');
        await page.goto(`${origin}/admin/sales/orders/${orderId}`);
        const again = page.getByRole('button', { name: 'Refund through Mollie' });
        if (await again.isVisible()) {
          await again.click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: 'Refund', exact: true })
            .click();
          await expect(page.locator('#order-status')).toHaveText(/Refunded/);
        }
      }
      await signInAs('admin@demo.academy');
      await setPaymentKeys(page, origin, 'mollie', false);
    }
  });
});
