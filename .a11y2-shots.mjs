// Screenshot helper for this session (not committed).
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3990';
const out = '/tmp/a11y2-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function session(email, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'custom-language', value: 'nl', url: base }]);
  const page = await context.newPage();
  const r = await page.request.post(`${base}/api/auth/login`, { data: { email, password: 'academy-demo' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!r.ok()) throw new Error(`login ${email} ${r.status()}`);
  return { context, page };
}
async function dismiss(page) {
  for (const name of ['Begrepen', 'Got it']) {
    const b = page.getByRole('button', { name });
    if (await b.isVisible().catch(() => false)) await b.click();
  }
}
const shots = [
  ['student@demo.academy', '/account/orders', 'orders', null],
  ['coach@demo.academy', '/coach/news', 'news', null],
  ['coach@demo.academy', '/#give-feedback', 'feedback', async (page) => { await page.getByRole('dialog').waitFor(); const b = page.getByRole('dialog').getByRole('button', { name: 'Dark mode' }); await b.click(); }],
  ['admin@demo.academy', '/admin/announcements', 'announcements', async (page) => { await page.getByRole('button', { name: /Nieuwe|New/ }).first().click(); await page.waitForTimeout(800); }],
  ['sales@demo.academy', '/admin/sales/promotions', 'promotions', async (page) => { await page.getByRole('button', { name: /Nieuwe actie|Nieuwe|New/ }).first().click(); await page.waitForTimeout(800); }],
  ['student@demo.academy', '/profile', 'profile', null],
  ['student@demo.academy', '/portfolio', 'portfolio', null],
];
const only = process.env.ONLY;
for (const width of [390, 1280]) {
  for (const [email, path, name, act] of shots) {
    if (only && !only.split(',').includes(name)) continue;
    const { context, page } = await session(email, width);
    try {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await dismiss(page);
      if (act) await act(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: width === 1280 ? false : false });
      console.log('ok', name, width);
    } catch (e) { console.log('fail', name, width, e.message.split('\n')[0]); await page.screenshot({ path: `${out}/${name}-${width}-fail.png` }); }
    await context.close();
  }
}
await browser.close();
