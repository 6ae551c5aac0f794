import { chromium } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://localhost:3800';
const [, , who, path, name, locale = 'en', width = '1280'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addCookies([{ name: 'custom-language', value: locale, url: BASE }]);
const page = await context.newPage();
if (who !== 'guest') {
  const response = await page.request.post(`${BASE}/api/auth/login`, {
    data: { email: who, password: 'academy-demo' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok()) throw new Error(`login ${response.status()}`);
}
await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
if (process.env.CLICK) {
  await page.getByRole(process.env.CLICK_ROLE ?? 'button', { name: process.env.CLICK }).first().click({ timeout: 3000 }).catch(() => {});
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: `/tmp/comm-shots/${name}.png`, fullPage: process.env.FULL !== '0' });
await browser.close();
