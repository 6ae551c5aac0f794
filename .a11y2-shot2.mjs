import { chromium } from '@playwright/test';
const base = 'http://localhost:3990';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'custom-language', value: 'nl', url: base }]);
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/login`, { data: { email: 'admin@demo.academy', password: 'academy-demo' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  await page.goto(`${base}/admin/announcements`, { waitUntil: 'networkidle' });
  const got = page.getByRole('button', { name: 'Begrepen' });
  if (await got.isVisible().catch(() => false)) await got.click();
  await page.getByRole('button', { name: 'Nieuwe mededeling' }).click();
  const select = page.getByLabel('Taal van de tekst');
  await select.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await page.screenshot({ path: `/tmp/a11y2-shots/announcement-form-${width}.png` });
  console.log(width, await select.inputValue(), await page.getByLabel('Titel').getAttribute('lang'));
  // lang marks in the DOM
  await page.goto(`${base}/admin/announcements`, { waitUntil: 'networkidle' });
  console.log('marked', await page.locator('tbody [lang="en"]').count());
  await context.close();
}
await browser.close();
