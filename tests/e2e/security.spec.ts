import http from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, portalOrigin, signIn } from './support/demo';
import { E2E_PORTS } from './support/ports';

const UPSTREAM = new RegExp(`(127\\.0\\.0\\.1|localhost):${E2E_PORTS.api}`);

test.describe('secrets stay on the server @smoke', () => {
  test('no page, script or API answer carries the upstream URL or a token', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    const bodies: { url: string; text: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json/.test(type)) {
        const text = await Promise.race([
          response.text().catch(() => ''),
          new Promise<string>((resolve) => setTimeout(() => resolve(''), 2000)),
        ]);
        bodies.push({ url: response.url(), text });
      }
    });
    // The login answer itself carries no token.
    const login = await page.request.post(`${origin}/api/auth/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: 'admin@demo.academy', password: DEMO_PASSWORD },
    });
    expect(await login.json()).toEqual({ meta: { signed_in: true } });
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Admin');
    await page.reload();
    await page.waitForLoadState('networkidle');

    expect(bodies.length).toBeGreaterThan(3);
    for (const { url, text } of bodies) {
      expect(text, url).not.toMatch(UPSTREAM);
      expect(text, url).not.toMatch(/"token"\s*:/);
      expect(text, url).not.toMatch(/Bearer /);
    }
  });

  test('the session cookie is httpOnly, SameSite=Lax and out of reach of scripts', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    const session = (await page.context().cookies(origin)).find(
      (cookie) => cookie.name === 'academy_session',
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('academy_session');
  });
});

test.describe('the BFF', () => {
  test('refuses paths that try to leave the API', async ({ baseURL }) => {
    // Raw paths: browsers and Playwright's client would resolve the dot segments themselves.
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(portalOrigin(baseURL, 'demo'));
        const request = http.get(
          { host: '127.0.0.1', port: url.port, path, headers: { host: url.host } },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
      });
    for (const path of [
      '/api/v1/accounts%2F..%2Fportals',
      '/api/v1/a%5cb',
      '/api/v1/%2e%2e%2fauth/login',
    ]) {
      const response = await raw(path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body).errors[0].code).toBe('INVALID_PATH');
    }
    // Dot segments are resolved by the HTTP layer before routing: they land on this app's own
    // routes (here GET on the POST-only login route), never on the upstream.
    for (const path of ['/api/v1/../auth/login', '/api/v1/%2e%2e/auth/login']) {
      expect((await raw(path)).status, path).toBe(405);
    }
  });

  test('ignores a browser-sent Authorization header and refuses cross-site writes', async ({
    request,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    const me = await request.get(`${origin}/api/v1/me`, {
      headers: { Authorization: 'Bearer forged' },
    });
    expect(me.status()).toBe(200);
    expect((await me.json()).meta.authenticated).toBe(false);
    const write = await request.post(`${origin}/api/v1/accounts/x/preferences`, { data: {} });
    expect(write.status()).toBe(403);
  });

  test('a student cannot list accounts', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    const response = await page.request.get(`${origin}/api/v1/accounts`);
    expect(response.status()).toBe(403);
  });

  test('answers health checks @smoke', async ({ request, baseURL }) => {
    const response = await request.get(`${portalOrigin(baseURL, 'demo')}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });
});
