import { portalOrigin } from './support/demo';
import { expect, test } from './support/fixtures';

// Playwright turns Chromium's back/forward cache off by default; this file's browser has it.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    },
    { scope: 'worker' },
  ],
});

test.describe('the back/forward cache', () => {
  test('guest pages may enter it (not no-store), and Back restores them from it; signed-in pages keep no-store', async ({
    page,
    baseURL,
    signInAs,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    for (const path of ['/', '/auth']) {
      const response = await page.request.get(`${origin}${path}`);
      expect(response.headers()['cache-control'], path).toBe('private, no-cache');
    }
    // A guest going to sign-in and Back: the landing page comes back from the bfcache.
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = 'true';
      });
    });
    await page.goto(`${origin}/auth`);
    // A page restored from the bfcache fires pageshow (persisted), not load.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');

    await signInAs('admin@demo.academy');
    for (const path of ['/', '/admin/dashboard']) {
      const response = await page.request.get(`${origin}${path}`);
      expect(response.headers()['cache-control'], path).toMatch(/(^|, )no-store(,|$)/);
    }
  });

  test('guest pages hydrating in slices keep their HTTP statuses: an unknown page is a 404, a private one a redirect', async ({
    page,
    baseURL,
  }) => {
    // Their Suspense boundaries are inside the pages, never around a notFound() or
    // redirect(), which inside a boundary become a 200 with a client-side fallback.
    const origin = portalOrigin(baseURL, 'demo');
    expect((await page.request.get(`${origin}/no-such-page`)).status()).toBe(404);
    const redirected = await page.request.get(`${origin}/profiles/xyz`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(307);
    expect(redirected.headers().location).toContain('/auth?returnTo=');
  });
});
