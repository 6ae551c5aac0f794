import { chromium } from '@playwright/test';
const base = 'http://localhost:3401';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [width, lang] of [[1280, 'en']]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'custom-language', value: lang, url: base }]);
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/login`, { data: { email: 'author@demo.academy', password: 'academy-demo' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const list = await (await page.request.get(`${base}/api/v1/courses?filter[search]=writing&page[size]=5`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json();
  const id = list.data.find((c) => c.attributes.title === 'Writing for the web').id;
  await page.goto(`${base}/admin/courses/${id}/groups`);
  await page.waitForLoadState('networkidle');
  const got = page.getByRole('button', { name: /Got it|Begrepen/ });
  if (await got.isVisible().catch(() => false)) await got.click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/coach-shots/groups-${width}.png`, fullPage: true });
  await page.goto(`${base}/admin/courses/${id}`);
  await page.getByRole('tab', { name: /Outline|Overzicht|Opzet|Structuur/ }).click().catch(() => {});
  await page.getByRole('button', { name: 'Edit Style guide', exact: true }).click({ timeout: 8000 }).catch((e) => console.log('edit', e.message));
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/coach-shots/editor-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
