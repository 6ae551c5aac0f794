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
