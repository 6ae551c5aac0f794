import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];

import sharp from 'sharp';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import {
  createTestPortal,
  freshHost,
  registerOn,
  signedInContext,
  TEST_PASSWORD,
  type TestPortal,
  XHR,
} from './support/test-portal';

/**
 * The dashboard, the support overview and the portal's settings.
 *
 * Flags, overrides and agreements are the portal's own: changing them on Demo Academy would
 * change every other test running on the same server (a published major version would send
 * every later sign-in to the acceptance page). So those tests create a portal of their own
 * (a new portal is reachable on its domain at once) on a loopback address, and a student on it.
 */

async function adaOn(browser: Browser, playwright: Playwright, portal: TestPortal) {
  const context = await signedInContext(
    browser,
    playwright,
    portal.origin,
    'admin@demo.academy',
    'academy-demo',
  );
  const page = await context.newPage();
  return { context, page };
}

async function flagSwitch(page: Page, flag: string) {
  return page.getByRole('switch', { name: flag, exact: true });
}

test.describe('administration', () => {
  test('the dashboard shows the demo figures, each chart with a table', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('admin@demo.academy');
    await dismissTour(page);
    const figures = (await (await page.request.get(`${origin}/api/v1/dashboard`)).json()).data
      .attributes;
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page.getByTestId('tile-enrollments')).toContainText(
      String(figures.learning.enrollments),
    );
    await expect(page.getByTestId('tile-activeStudents')).toContainText(
      String(figures.learning.active_students),
    );
    await expect(page.getByTestId('tile-contentIssues')).toContainText(
      String(figures.content_issues.open),
    );
    expect(figures.learning.enrollments).toBeGreaterThan(0);
    const chart = page.getByRole('region', { name: /Enrolments per week/ });
    await expect(chart.getByRole('img')).toHaveAccessibleName(/in total/);
    await chart.getByText('Show as a table').click();
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);
    await expectNoAxeViolations(page, '/admin/dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, '/admin/dashboard (phone)');
  });

  test('support: recently viewed accounts and the palette commands', async ({ page, signInAs }) => {
    const origin = await signInAs('support@demo.academy');
    await dismissTour(page);
    const found = await (
      await page.request.get(`${origin}/api/v1/accounts?filter[search]=stijn&page[size]=1`)
    ).json();
    const stijn = found.data[0].id;
    await page.goto(`${origin}/admin/accounts/${stijn}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stijn Student');
    await page.goto(`${origin}/admin/support`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: 'Stijn Student' })).toBeVisible();
    await page.getByRole('button', { name: 'Find an account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoAxeViolations(page, '/admin/support');
  });

  test('feature flags: off means 403 on the next request, audited, and compared side by side', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const student = await registerOn(playwright, portal, 'Flo Flags');
    const { context, page } = await adaOn(browser, playwright, portal);
    try {
      await page.goto(`${portal.origin}/admin/settings/feature-flags`);
      await dismissTour(page);
      const portfolio = await flagSwitch(page, 'portfolio_feature');
      await expect(portfolio).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations(page, '/admin/settings/feature-flags');

      await portfolio.click();
      await expect(portfolio).toHaveAttribute('aria-checked', 'false');
      await expect(
        page.getByRole('status').filter({ hasText: 'portfolio_feature is now off' }),
      ).toBeVisible();
      // The student's next request: the API and the page refuse.
      const items = `/api/v1/accounts/${student.id}/portfolio_items`;
      expect((await student.api.get(items)).status()).toBe(403);
      const studentPage = await (
        await signedInContext(browser, playwright, portal.origin, student.email, TEST_PASSWORD)
      ).newPage();
      expect((await studentPage.goto(`${portal.origin}/portfolio`))?.status()).toBe(403);

      // Audited: who, old → new.
      const history = page.getByRole('region', { name: 'Changes' });
      await expect(
        history.getByRole('row', { name: /portfolio_feature On → Off Ada Admin/ }),
      ).toBeVisible();

      await portfolio.click();
      await expect(portfolio).toHaveAttribute('aria-checked', 'true');
      expect((await student.api.get(items)).status()).toBe(200);
      expect((await studentPage.goto(`${portal.origin}/portfolio`))?.status()).toBe(200);
      await studentPage.context().close();

      // Side by side with Unlimited Learning (no portfolio there).
      const compare = page.getByRole('region', { name: 'Compare with another portal' });
      await compare
        .getByLabel('Portal to compare with')
        .selectOption({ label: 'Unlimited Learning' });
      const row = compare.getByRole('row', { name: /portfolio_feature/ });
      await expect(row).toContainText('differs');
      await expect(row.getByRole('cell')).toHaveText(['On', 'Off']);
      await expect(compare.getByRole('status')).toContainText('flags differ');
      await expectNoAxeViolations(page, '/admin/settings/feature-flags (compare)');
    } finally {
      await student.api.dispose();
      await context.close();
    }
  });

  test('languages: an override in nl shows on the next load, and reverts', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const student = await registerOn(playwright, portal, 'Otto Override');
    const { context, page } = await adaOn(browser, playwright, portal);
    const reader = await signedInContext(
      browser,
      playwright,
      portal.origin,
      student.email,
      TEST_PASSWORD,
      'nl',
    );
    try {
      const studentPage = await reader.newPage();
      await studentPage.goto(`${portal.origin}/catalog`);
      // The catalog's title: the page's eyebrow and its document title.
      await expect(studentPage).toHaveTitle(/^Catalogus · /);

      await page.goto(`${portal.origin}/admin/settings/languages`);
      await dismissTour(page);
      await page.getByLabel('Language', { exact: true }).selectOption('nl');
      await page.getByLabel('Search keys or English text').fill('catalog.title');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const field = page.getByLabel('Text for catalog.title', { exact: true });
      await expect(field).toHaveValue('Catalogus');
      // Broken ICU syntax is caught while typing.
      await field.fill('Cursusaanbod {count');
      await expect(page.getByRole('alert').filter({ hasText: 'placeholders' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save catalog.title' })).toBeDisabled();
      await field.fill('Cursusaanbod');
      const row = page.getByRole('listitem').filter({ has: field });
      await expect(row.getByText('Preview:').locator('..')).toContainText('Cursusaanbod');
      await page.getByRole('button', { name: 'Save catalog.title' }).click();
      await expect(page.getByText('Saved. It shows on the next page load.')).toBeVisible();
      await expectNoAxeViolations(page, '/admin/settings/languages');

      await studentPage.reload();
      await expect(studentPage).toHaveTitle(/^Cursusaanbod · /);
      await expect(
        studentPage.getByRole('main').getByText('Cursusaanbod', { exact: true }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Revert catalog.title' }).click();
      await expect(page.getByText('Reverted to the standard text.')).toBeVisible();
      await studentPage.reload();
      await expect(studentPage).toHaveTitle(/^Catalogus · /);
    } finally {
      await reader.close();
      await student.api.dispose();
      await context.close();
    }
  });

  test('agreements: a published major version is accepted at the next sign-in, declining signs out', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const accepting = await registerOn(playwright, portal, 'Alma Accept');
    const declining = await registerOn(playwright, portal, 'Dirk Decline');
    const { context, page } = await adaOn(browser, playwright, portal);
    try {
      await page.goto(`${portal.origin}/admin/settings/agreements`);
      await dismissTour(page);
      const terms = page.getByRole('region', { name: 'Terms of use' });
      await terms.getByRole('button', { name: 'New major version of the Terms of use' }).click();
      await expect(terms.getByRole('heading', { name: /Draft 1\.0/ })).toBeVisible();
      await terms.getByLabel('Title (en)').fill('Terms of use');
      const editor = terms.getByRole('textbox', { name: 'Text (en)' });
      await editor.click();
      await page.keyboard.type('Be kind to each other.');
      await terms.getByRole('button', { name: 'Save the en text' }).click();
      await expect(terms.getByText('The en text is saved.')).toBeVisible();
      await expectNoAxeViolations(page, '/admin/settings/agreements');
      await terms.getByRole('button', { name: 'Publish version 1.0' }).click();
      await expect(terms.getByText('Version 1.0 is published.')).toBeVisible();
      await expect(terms.getByRole('row', { name: /1\.0/ })).toContainText('0 of');

      // The next sign-in: the page that cannot be skipped.
      const student = await signedInContext(
        browser,
        playwright,
        portal.origin,
        accepting.email,
        TEST_PASSWORD,
      );
      const studentPage = await student.newPage();
      await studentPage.goto(`${portal.origin}/catalog`);
      await expect(studentPage).toHaveURL(/\/agreements\?next=%2Fcatalog$/);
      await expect(studentPage.getByRole('heading', { name: /Terms of use/ })).toBeVisible();
      await expect(studentPage.getByText('Be kind to each other.')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(studentPage, '/agreements');
      await studentPage.goto(`${portal.origin}/account/details`);
      await expect(studentPage).toHaveURL(/\/agreements\?next=/);
      await studentPage.goto(`${portal.origin}/catalog`);
      await studentPage.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(studentPage).toHaveURL(new RegExp(`${portal.origin}/catalog$`));
      await student.close();

      const other = await signedInContext(
        browser,
        playwright,
        portal.origin,
        declining.email,
        TEST_PASSWORD,
      );
      const otherPage = await other.newPage();
      await otherPage.goto(`${portal.origin}/catalog`);
      await otherPage.getByRole('button', { name: 'Decline and sign out' }).click();
      await expect(otherPage).toHaveURL(/\/auth\?loggedOut=true$/);
      await other.close();

      // The report: who accepted, with a CSV of the same rows.
      await page.reload();
      await terms.getByRole('button', { name: 'Acceptance report of 1.0' }).click();
      await expect(terms.getByRole('cell', { name: accepting.email })).toBeVisible();
      await expect(terms.getByRole('cell', { name: declining.email })).toHaveCount(0);
      const csv = await page.request.get(
        `${portal.origin}/api/v1/agreements/${await acceptedVersionId(page, portal)}/acceptances/export`,
      );
      expect(await csv.text()).toContain(accepting.email);
    } finally {
      await accepting.api.dispose();
      await declining.api.dispose();
      await context.close();
    }
  });

  test('portals: host names checked (spec §9), a new portal answers on its domain at once', async ({
    page,
    signInAs,
    baseURL,
  }) => {
    await signInAs('admin@demo.academy', { at: '/admin/settings/portals' });
    const create = page.getByRole('region', { name: 'New portal' });
    const host = freshHost();
    await create.getByLabel('Name').fill(`Made here ${host}`);
    await create.getByLabel('Key').fill(`made-${host.replaceAll('.', '-')}`);
    await create.getByLabel('Domain').fill(`${'a'.repeat(64)}.example.org`);
    await expect(
      create.getByText('Each part between dots has at most 63 characters.'),
    ).toBeVisible();
    await expect(create.getByRole('button', { name: 'Create portal' })).toBeDisabled();
    await create.getByLabel('Domain').fill(host);
    await create.getByLabel('Primary colour').fill('#ffff00');
    await expect(create.getByText(/too low/)).toBeVisible();
    await create.getByLabel('Primary colour').fill('#5b3cc4');
    await expect(create.getByText(/readable/)).toBeVisible();
    // Typed before hydration finished (a loaded machine), the first field may have been reset.
    await create.getByLabel('Name').fill(`Made here ${host}`);
    await expect(create.getByRole('button', { name: 'Create portal' })).toBeEnabled();
    await expectNoAxeViolations(page, '/admin/settings/portals');
    await create.getByRole('button', { name: 'Create portal' }).click();
    await expect(create.getByRole('status')).toContainText(`answers on ${host}`);
    await expect(page.getByRole('heading', { name: `Made here ${host}`, level: 2 })).toBeVisible();
    // Reachable at once on its own domain.
    const port = new URL(baseURL ?? '').port;
    const answer = await page.request.get(`http://${host}:${port}/api/v1/portals/current`);
    expect((await answer.json()).data.attributes.name).toBe(`Made here ${host}`);
  });

  test('portals: the colour starts as it is; a logo is checked, previewed, saved for every visitor, and removed', async ({
    browser,
    page,
    playwright,
    signInAs,
    baseURL,
  }) => {
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const name = `Portal ${new URL(portal.origin).hostname}`;
    await signInAs('admin@demo.academy', { at: '/admin/settings/portals' });
    const card = page.getByRole('listitem', { name });
    // The colour field starts with the portal's colour, not empty.
    await expect(card.getByLabel('Primary colour')).toHaveValue('#5b3cc4');
    await expect(card.getByRole('button', { name: 'Save colour' })).toBeDisabled();

    const input = card.getByLabel('Choose a logo');
    const save = card.getByRole('button', { name: 'Save logo' });
    // Checked by its bytes, not its name: an SVG called .png is refused before it is sent.
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99" height="30"/>'),
    });
    await expect(card.getByRole('alert')).toHaveText(/not a PNG, JPG, GIF or WebP picture/);
    await expect(save).toBeDisabled();
    const picture = (width: number, height: number) =>
      sharp({
        create: { width, height, channels: 4, background: { r: 14, g: 124, b: 102, alpha: 1 } },
      })
        .png()
        .toBuffer();
    await input.setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: await picture(8, 8),
    });
    await expect(card.getByRole('alert')).toHaveText(/at least 16 × 16 pixels/);
    await input.setInputFiles({
      name: 'wordmark.png',
      mimeType: 'image/png',
      buffer: await picture(240, 60),
    });
    await expect(card.getByText(/at least 16 × 16 pixels/)).toHaveCount(0);
    await expect(
      card.getByRole('img', { name: `New logo of ${name} (not saved yet)` }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/admin/settings/portals (logo chosen)');
    await save.click();
    await expect(card.getByRole('status').first()).toContainText('The logo is saved');
    const current = card.getByRole('img', { name: `Current logo of ${name}` });
    await expect(current).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]+\/content$/);
    const src = (await current.getAttribute('src')) ?? '';

    // Every visitor of that portal, guests too, sees it in the header; cached for a year.
    const guest = await browser.newContext();
    try {
      const visitor = await guest.newPage();
      await visitor.goto(portal.origin);
      const logo = visitor.locator('.site-header-logo img');
      await expect(logo).toHaveAttribute('src', src);
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(240);
      const bytes = await visitor.request.get(`${portal.origin}${src}`);
      expect(bytes.status()).toBe(200);
      expect(bytes.headers()['cache-control']).toBe('private, max-age=31536000, immutable');

      // Removed: the default logo again, for everyone.
      await card.getByRole('button', { name: 'Remove logo' }).click();
      await expect(card.getByRole('status').first()).toContainText('The logo is removed');
      await visitor.reload();
      await expect(logo).toHaveAttribute('src', '/portal-assets/default-logo.svg');
    } finally {
      await guest.close();
    }
  });

  test('accounts without account-support: a name in /academy/accounts_support opens a page the admin may see', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const student = await registerOn(playwright, portal, 'Noor Zonder');
    const { context, page } = await adaOn(browser, playwright, portal);
    try {
      const off = await page.request.patch(
        `${portal.origin}/api/v1/portals/current/feature_flags/account-support`,
        {
          headers: XHR,
          data: { data: { type: 'feature_flags', attributes: { enabled: false } } },
        },
      );
      expect(off.status(), await off.text()).toBe(200);
      await page.goto(`${portal.origin}/academy/accounts_support`);
      await dismissTour(page);
      await page.getByRole('link', { name: 'Noor Zonder' }).click();
      await expect(page).toHaveURL(`${portal.origin}/academy/accounts_support/${student.id}`);
      await expect(page.getByRole('heading', { name: 'Noor Zonder', level: 1 })).toBeVisible();
      // The breadcrumb and the way back lead to the list, never to /admin/accounts (403 here).
      const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
      await expect(crumbs.getByRole('link', { name: 'Users' })).toHaveAttribute(
        'href',
        '/academy/accounts_support',
      );
      await expectNoAxeViolationsAtBothWidths(page, '/academy/accounts_support/{id}');
      expect((await page.goto(`${portal.origin}/admin/accounts/${student.id}`))?.status()).toBe(
        403,
      );
    } finally {
      await student.api.dispose();
      await context.close();
    }
  });

  test('integrations: the secret is write-only, the help link follows on the next load', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const { context, page } = await adaOn(browser, playwright, portal);
    try {
      await page.goto(`${portal.origin}/admin/settings/integrations`);
      await dismissTour(page);
      await page.getByLabel('Knowledge base URL').fill('https://help.example.org/e2e');
      await page.getByLabel('Identity secret').fill('a-very-secret-value-1234');
      await page.getByRole('button', { name: 'Save integrations' }).click();
      await expect(page.getByText('The integrations are saved.')).toBeVisible();
      await expect(page.getByText(/A secret ending in ••••1234 is set/)).toBeVisible();
      await expect(page.getByLabel('Identity secret')).toHaveValue('');
      const saved = await (
        await page.request.get(`${portal.origin}/api/v1/portals/current/integrations`)
      ).text();
      expect(saved).not.toContain('a-very-secret-value');
      await expectNoAxeViolations(page, '/admin/settings/integrations');
      await page.reload();
      const me = await (await page.request.get(`${portal.origin}/api/v1/me?include=portal`)).json();
      const portalDoc = me.included.find((item: { type: string }) => item.type === 'portals');
      expect(portalDoc.attributes.information.knowledge_base_url).toBe(
        'https://help.example.org/e2e',
      );
    } finally {
      await context.close();
    }
  });
});

async function acceptedVersionId(page: Page, portal: TestPortal): Promise<string> {
  const list = await (await page.request.get(`${portal.origin}/api/v1/agreements`)).json();
  return list.data.find(
    (v: { attributes: { status: string } }) => v.attributes.status === 'published',
  ).id;
}
