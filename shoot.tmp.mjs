import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3401';
const [who, path, name, width = '1280', lang = 'en', actions = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addCookies([{ name: 'custom-language', value: lang, url: base }]);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
if (who !== 'guest') {
  const r = await page.request.post(`${base}/api/auth/login`, { data: { email: who, password: 'academy-demo' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!r.ok()) console.log('login', r.status(), await r.text());
}
// The onboarding tour: mark it seen.
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
const dismiss = page.getByRole('button', { name: /got it|begrepen|am înțeles|ok/i }).first();
if (await dismiss.isVisible().catch(() => false)) await dismiss.click().catch(() => {});
for (const step of actions.split(';').filter(Boolean)) {
  const [kind, arg] = step.split('=');
  if (kind === 'click') await page.getByText(arg, { exact: false }).first().click();
  if (kind === 'role') { const [r, n] = arg.split(':'); await page.getByRole(r, { name: n }).first().click(); }
  if (kind === 'key') await page.keyboard.press(arg);
  if (kind === 'wait') await page.waitForTimeout(Number(arg));
}
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/coach-shots/${name}.png`, fullPage: true });
console.log('url', page.url());
await browser.close();
