import { expect, test } from '@playwright/test';
import { portalOrigin } from './support/demo';

test.describe('the public landing page @smoke', () => {
  test('Demo Academy is served in Dutch with its name, logo and metadata', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(`${portalOrigin(baseURL, 'demo')}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Demo Academy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij Demo Academy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Demo Academy/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Demo Academy',
    );
    await expect(
      page.getByRole('link', { name: 'Demo Academy home' }).locator('img'),
    ).toHaveAttribute('src', '/portal-assets/demo-logo.svg');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Gratis proberen' }),
    ).toBeVisible();
  });

  test('Unlimited Learning is its own portal, in English', async ({ page, baseURL }) => {
    await page.goto(`${portalOrigin(baseURL, 'unlimited')}/`);
    await expect(page).toHaveTitle('Unlimited Learning');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to Unlimited Learning',
    );
  });

  test('the server-rendered HTML already holds the content (for search engines)', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${portalOrigin(baseURL, 'demo')}/`)).text();
    expect(html).toContain('Welkom bij Demo Academy');
    expect(html).toContain('<title>Demo Academy</title>');
  });

  test('an unknown portal domain gets a proper 404 page', async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? 'http://localhost:3100');
    url.hostname = 'nowhere.localhost';
    const response = await page.goto(url.toString());
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portaal niet gevonden');
  });
});
