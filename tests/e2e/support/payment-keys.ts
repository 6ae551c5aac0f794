import type { Page } from '@playwright/test';
import { dismissTour } from './demo';
import { expect } from './fixtures';

/**
 * Issue 40: the academy's admin sets the stand-in's Mollie key on /admin/settings/integrations
 * (or, with null, removes it), as the checkout and subscription tests do before and after.
 */
export async function setMollieKey(page: Page, origin: string, key: string | null) {
  await page.goto(`${origin}/admin/settings/integrations`);
  await dismissTour(page);
  if (key) {
    await page.getByLabel('Mollie API key').fill(key);
    await page.getByRole('button', { name: 'Save integrations' }).click();
    await expect(page.getByText('The integrations are saved.')).toBeVisible();
  } else {
    const remove = page.getByRole('button', { name: 'Remove the Mollie API key' });
    if (await remove.isVisible()) {
      await remove.click();
      await expect(remove).toHaveCount(0);
    }
  }
}

/**
 * Sales staff refund what is left of an order, the way its payment came: through Mollie or Stripe
 * (issue 40 item 4), or by its status when staff marked it paid; an order with nothing left to
 * refund is left as it is.
 */
export async function refundWholeOrder(page: Page, origin: string, orderId: string) {
  await page.goto(`${origin}/admin/sales/orders/${orderId}`);
  const status = page.locator('#order-status');
  await expect(status).toBeVisible();
  for (const provider of ['Mollie', 'Stripe']) {
    const through = page.getByRole('button', { name: `Refund through ${provider}` });
    if (await through.isVisible()) {
      const dialog = page.getByRole('dialog');
      // A click before the page is hydrated opens nothing: clicked again until the dialog shows.
      await expect(async () => {
        if (!(await dialog.isVisible())) await through.click();
        await expect(dialog).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(status).toHaveText(/Refunded/);
      return;
    }
  }
  const byStatus = page.getByRole('button', { name: 'Refund', exact: true });
  if (await byStatus.isVisible()) {
    await byStatus.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await expect(status).toHaveText(/Refunded/);
  }
}
