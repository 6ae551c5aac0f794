import { expect, test } from '@playwright/test';
import { portalOrigin } from './support/demo';

/**
 * Spec §1 monitoring and analytics, as a browser sees them. The e2e servers run without
 * SENTRY_DSN and without APP_ENV, so monitoring is off (and must cost the page nothing) while
 * analytics are on. Plausible itself is unreachable offline: only our proxy is checked.
 */
test.describe('monitoring and analytics', () => {
  test('without a DSN, no script the landing page loads contains Sentry', async ({
    page,
    baseURL,
  }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response
            .text()
            .catch(() => '')
            .then((body) => ({ url: response.url(), body })),
        );
      }
    });
    await page.goto(`${portalOrigin(baseURL, 'unlimited')}/`, { waitUntil: 'networkidle' });

    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    const inline = await page.locator('script:not([src])').allTextContents();
    const withSentry = [
      ...loaded.filter(({ body }) => /sentry/i.test(body)).map(({ url }) => url),
      ...inline.filter((body) => /sentry/i.test(body)).map((body) => body.slice(0, 80)),
    ];
    expect(withSentry).toEqual([]);
  });

  test('analytics are on without APP_ENV: the Plausible script comes from this origin', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${portalOrigin(baseURL, 'unlimited')}/`);
    const script = page.locator('script#next-plausible-script');
    await expect(script).toHaveAttribute('src', '/proxy/js/script.js');
    await expect(script).toHaveAttribute('data-api', '/proxy/api/event');
    await expect(script).toHaveAttribute('data-domain', 'unlimited.localhost');
  });

  test('events posted to /proxy/api/event reach our proxy, not another route', async ({
    request,
    baseURL,
  }) => {
    // The demo portal's origin: Node's resolver (unlike Chromium's) has no *.localhost.
    const origin = portalOrigin(baseURL, 'demo');
    const response = await request.post(`${origin}/proxy/api/event`, {
      data: { n: 'pageview', u: `${origin}/`, d: 'localhost' },
    });
    expect(response.headers()['x-academy-proxy']).toBe('plausible');
    // 202 when Plausible answers; offline its host is unreachable and the proxy says so.
    expect([202, 502]).toContain(response.status());

    const scriptResponse = await request.get(`${origin}/proxy/js/script.js`);
    expect(scriptResponse.headers()['x-academy-proxy']).toBe('plausible');
  });

  test('without a DSN the monitoring tunnel forwards nothing', async ({ request, baseURL }) => {
    const envelope = `${JSON.stringify({ dsn: 'https://key@evil.example/1' })}\n{"type":"event"}\n{}`;
    const response = await request.post(`${portalOrigin(baseURL, 'demo')}/api/monitoring`, {
      data: envelope,
      headers: { 'content-type': 'application/x-sentry-envelope' },
    });
    expect(response.status()).toBe(404);
  });
});
