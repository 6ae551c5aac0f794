import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { portalOrigin, preferEnglish } from './support/demo';

/** Every JSON-LD block of a page's HTML, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

test.describe('a guest’s journey to a course', () => {
  test('from / to the public course page, its free preview, then "Try it free" into that course', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const origin = portalOrigin(baseURL, 'demo');
    const coursePage = `${origin}/catalog/data-literacy`;

    // As a crawler reads it: the raw HTML, without JavaScript.
    const raw = await request.get(coursePage, { headers: { cookie: 'custom-language=en' } });
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toContain('<title>Data literacy · Demo Academy</title>');
    // Canonical: the course's one URL on the portal's configured domain (its base_url).
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(canonical).hostname).toBe('localhost');
    expect(new URL(canonical).pathname).toBe('/catalog/data-literacy');
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toMatch(/<meta name="description" content="Read charts and tables[^"]*"/);
    expect(html).toContain('<meta property="og:title" content="Data literacy"/>');
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    for (const title of ['Reading charts', 'Bar and line charts', 'Misleading axes']) {
      expect(html).toContain(title);
    }
    const course = jsonLdOf(html).find((block) => block['@type'] === 'Course');
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Data literacy',
      url: canonical,
      inLanguage: 'en',
      provider: { '@type': 'Organization', name: 'Demo Academy' },
      hasCourseInstance: [expect.objectContaining({ '@type': 'CourseInstance' })],
    });
    expect(course?.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Data literacy (single course)',
          price: '95.00',
          priceCurrency: 'EUR',
        }),
      ]),
    );
    // Listed in the sitemap, and robots.txt lets crawlers in (only /catalog itself is private).
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${canonical}</loc>`);
    const robots = (await (await request.get(`${origin}/robots.txt`)).text()).split('\n');
    expect(robots).toContain('Disallow: /catalog$');
    expect(robots).not.toContain('Disallow: /catalog/');

    // A guest opens the course from the landing page: its public page, not a sign-in form.
    await preferEnglish(page, origin);
    await page.goto(`${origin}/`);
    await page.getByRole('link', { name: 'Data literacy', exact: true }).click();
    await expect(page).toHaveURL(coursePage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data literacy');
    const outline = page.getByRole('region', { name: 'Course outline' });
    await expect(
      outline.locator('.outline-item').filter({ hasText: 'Misleading axes' }),
    ).toContainText('Sign up to continue');
    await expect(page.getByRole('complementary')).toContainText('Cora Coach');
    await expect(page.getByRole('complementary')).toContainText('€95.00');
    // The header's "Log in" comes back here too.
    const headerLogIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    await expect(headerLogIn).toHaveAttribute('href', '/auth?returnTo=%2Fcatalog%2Fdata-literacy');
    await expectNoAxeViolations(page, 'the public course page');

    // The free preview: the lesson's text, read-only.
    await outline.getByRole('link', { name: 'Bar and line charts' }).click();
    await expect(page).toHaveURL(`${coursePage}/preview/bar-and-line-charts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bar and line charts');
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /done/i })).toHaveCount(0);
    // The header follows the page it is on, also when the shell stayed (a client navigation).
    await expect(headerLogIn).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fcatalog%2Fdata-literacy%2Fpreview%2Fbar-and-line-charts',
    );
    await expectNoAxeViolations(page, 'a free preview lesson');

    // "Try it free" remembers the course through sign-up.
    await page.getByRole('main').getByRole('link', { name: 'Try it free' }).click();
    await expect(page).toHaveURL(
      `${origin}/auth/login/register?returnTo=%2Fcatalog%2Fdata-literacy`,
    );
    // As page.goto does: the form has hydrated once the page has loaded.
    await page.waitForLoadState('load');
    const email = `guest-${testInfo.project.name}-${Date.now()}@example.org`;
    await page.getByLabel('Full name').fill('Gina Guest');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('a-long-password');
    // The portal's terms and privacy statement, accepted as a person does.
    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(coursePage);
    // Now the student's page of that very course, where the new student enrols.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data literacy');
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page).toHaveURL(`${origin}/courses/data-literacy/bar-and-line-charts`);
  });

  test('a Dutch page names the course’s label in Dutch, whatever the browser prefers', async ({
    browser,
    baseURL,
  }) => {
    // No language chosen: Demo Academy's pages are Dutch, the browser asks for English (the API
    // was once asked in the browser's language, and the chip read "Advanced").
    const origin = portalOrigin(baseURL, 'demo');
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/catalog/data-literacy`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      const labels = page.getByRole('main').getByRole('list', { name: 'Labels' });
      await expect(labels).toContainText('Gevorderd');
      await expect(labels).not.toContainText('Advanced');
    } finally {
      await context.close();
    }
  });

  test('a lesson that is no preview, a draft and another portal’s course stay closed', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await preferEnglish(page, origin);
    await page.goto(`${origin}/catalog/data-literacy/preview/misleading-axes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up to continue');
    await expect(page.locator('.rich-text')).toHaveCount(0);
    expect((await request.get(`${origin}/catalog/leading-hybrid-teams`)).status()).toBe(404);
    expect((await request.get(`${origin}/catalog/customer-conversations`)).status()).toBe(404);
    // The catalog itself still needs a session.
    await page.goto(`${origin}/catalog`);
    await expect(page).toHaveURL(`${origin}/auth?returnTo=%2Fcatalog`);
  });
});
