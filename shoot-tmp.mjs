import { chromium } from '@playwright/test';
const base = 'http://localhost:3905';
const [,, lang = 'en', width = '1280', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const api = context.request;
const login = await api.post(`${base}/api/auth/login`, { data: { email: process.env.WHO ?? 'admin@demo.academy', password: 'academy-demo' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
if (!login.ok()) throw new Error(await login.text());
await context.addCookies([{ name: 'custom-language', value: lang, url: base }]);
const page = await context.newPage();
for (const path of paths) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  const skip = page.locator('section.tour button');
  if (await skip.count()) await skip.first().click().catch(() => {});
  if (process.env.CLICK) await page.getByText(process.env.CLICK).first().click().catch(() => {});
  const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
  await page.screenshot({ path: `/tmp/admin-shots/${name}`, fullPage: true });
  console.log(name);
}
await browser.close();
