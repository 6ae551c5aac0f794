import { expect, type Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, PHONE } from './axe';

/** SCREENS.md: every screen works at 390 px and at 1280 px. */
export { DESKTOP, PHONE };

/** The language choice lives in local storage and the cookie mirrors it: set both. */
export async function chooseLanguage(page: Page, origin: string, language: 'en' | 'nl') {
  await page.context().addCookies([{ name: 'custom-language', value: language, url: origin }]);
  await page.evaluate((value) => window.localStorage.setItem('custom-language', value), language);
}

/**
 * axe-core at 1280 px in English, then at 390 px in Dutch (Demo Academy's own language), then
 * back to English at 1280 px, as the page was: the steps after this read English names.
 */
export async function checkScreen(page: Page, origin: string, where: string) {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, `${where} (1280 px, en)`);
  await chooseLanguage(page, origin, 'nl');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, `${where} (390 px, nl)`);
  await chooseLanguage(page, origin, 'en');
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
