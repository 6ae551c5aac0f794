import type { Locator } from '@playwright/test';
import { dismissTour, portalOrigin } from './support/demo';
import { expect, test } from './support/fixtures';

/** What a newcomer hit in the first hour, each with the test that would have caught it. */

/** The element at a point of the locator's box is the locator's own (nothing lies over it). */
async function expectOnTop(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  if (!box) return;
  const covered = await locator.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return !(top && (element === top || element.contains(top)));
    },
    { x: box.x + Math.min(box.width / 2, 12), y: box.y + box.height / 2 },
  );
  expect(covered, 'covered by another element').toBe(false);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('keyboard and focus', () => {
  test('the skip link is the first Tab stop, visible above the sticky header, and leads to the content', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin@demo.academy');
    await dismissTour(page);
    // A fresh load: the first Tab of the page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectOnTop(skip);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the onboarding tour floats over the page without moving it, never over what has focus, closes on Escape and gives focus back', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    // In the page's flow it pushed every page down 215 px; on a phone the first
    // screen showed no course.
    await page.setViewportSize({ width: 390, height: 844 });
    const student = await newStudent({ fullName: 'Tess Tour' });
    await signInAs(student);
    const tour = page.getByRole('dialog', { name: 'Your menu' });
    await expect(tour).toBeVisible();
    const main = page.locator('main');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const withTour = { main: await main.boundingBox(), heading: await heading.boundingBox() };
    // Focus moves through the page as before; what is focused is never under the tour.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await expectOnTop(menu);
    for (let stop = 0; stop < 12; stop += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(async () => {
          const [tourBox, focusedBox] = await Promise.all([
            tour.boundingBox(),
            page.evaluate(() => {
              const active = document.activeElement;
              if (!active || active === document.body || active.closest('[role="dialog"]')) {
                return null;
              }
              const { x, y, width, height } = active.getBoundingClientRect();
              return { x, y, width, height };
            }),
          ]);
          return Boolean(tourBox && focusedBox && overlaps(tourBox, focusedBox));
        }, 'the focused element is under the tour')
        .toBe(false);
    }
    await menu.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Into the tour and out with Escape: focus goes back where it was, not to the body.
    await tour.getByRole('button', { name: 'Got it' }).focus();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/preferences') && response.request().method() !== 'GET',
    );
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
    await expect(menu).toBeFocused();
    expect((await saved).ok()).toBe(true);
    // Closed, the page is where it was while the tour showed: it never moved it.
    expect(await main.boundingBox()).toEqual(withTour.main);
    expect(await heading.boundingBox()).toEqual(withTour.heading);
  });

  test('on a phone the tour leaves a focused "Mark all as read" uncovered', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const student = await newStudent({ fullName: 'Pia Phone' });
    await signInAs(student, { at: '/notifications' });
    await expect(page.getByRole('dialog', { name: 'Your menu' })).toBeVisible();
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    await markAll.focus();
    await expect(async () => expectOnTop(markAll)).toPass();
  });

  test('closing the feedback dialog gives focus back to the account menu that opened it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin@demo.academy');
    await dismissTour(page);
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(accountMenu).toBeFocused();
  });

  test('Tab through an empty sign-in form says nothing; the submit does', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
    await page.goto(`${origin}/auth`);
    const email = page.getByLabel('E-mail address');
    await email.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
  });
});

test.describe('pages and their titles', () => {
  test('the 403 page has one main, its own title, and leaves after switching portals away and back', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin@demo.academy');
    await dismissTour(page);
    const origin = portalOrigin(page.url(), 'demo');
    await page.goto(`${origin}/admin/accounts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');

    // Unlimited Learning has no account support: the same page is its 403.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    let nav = page.getByRole('dialog', { name: 'Main navigation' });
    await nav.getByLabel('Switch portal').selectOption({ label: 'Unlimited Learning' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page).toHaveTitle('No access · Unlimited Learning');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    nav = page.getByRole('dialog', { name: 'Main navigation' });
    await nav.getByLabel('Switch portal').selectOption({ label: 'Demo Academy' });
    // Back on Demo Academy the page is there again, without a manual reload.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  });

  test('the 404 and 402 pages are titled as what they are', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    // Eva's catalog stays the 402 view (no paid order of commerce.spec.ts opens it meanwhile).
    await exclusive('eva-access');
    const origin = await signInAs('expired@demo.academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
    await expect(page).toHaveTitle('A subscription is needed · Demo Academy');
    await page.goto(`${origin}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Demo Academy');
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('the badge and the first crumb do not repeat each other; roles read as names', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin@demo.academy');
    await dismissTour(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('.environment-badge')).toHaveText('Admin');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard']);
    // Roles read as names where they show: the accounts list (the dashboard names none).
    await page.goto(`${new URL(page.url()).origin}/admin/accounts`);
    const ada = page.getByRole('row', { name: /Ada Admin/ });
    await expect(ada).toContainText('Academy admin, Academy support');
    await expect(page.getByRole('main')).not.toContainText('academy_admin');
  });
});

test.describe('language of parts (WCAG 3.1.2)', () => {
  test('English notifications and courses are marked lang="en" on Dutch pages', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.goto(`${origin}/notifications`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    // A seeded (English) notification: other tests add notifications of unknown language.
    const message = page
      .locator('.notification-message', { hasText: 'New course in the catalogue' })
      .first();
    await expect(message).toHaveAttribute('lang', 'en');
    await page.goto(`${origin}/catalog/data-literacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    // In English, nothing needs marking.
    await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
    await page.goto(`${origin}/notifications`);
    await expect(page.locator('.notification-message').first()).not.toHaveAttribute('lang', 'en');
  });

  test('English promotions, announcements and ideas are marked lang="en" on Dutch pages', async ({
    page,
    signInAs,
  }) => {
    // Two accounts and three screens.
    test.setTimeout(60_000);
    const origin = await signInAs('student@demo.academy');
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    // Stijn's subscription promotions (DEMO-DATA: English texts).
    await page.goto(`${origin}/account/orders`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(
      page.getByText('20% off your next year of the academy subscription.', { exact: true }),
    ).toHaveAttribute('lang', 'en');

    // Coach news: the title and the text are English; the date is the page's.
    await signInAs('coach@demo.academy');
    // (signInAs chooses English: Dutch again.)
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.goto(`${origin}/coach/news`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const news = page.getByRole('article', { name: 'Coach meeting on Friday' });
    await expect(news.getByRole('heading', { name: 'Coach meeting on Friday' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(news.locator('time')).not.toHaveAttribute('lang', /.+/);

    // The feedback modal's ideas (the product team writes in English).
    await page.goto(`${origin}/#give-feedback`);
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(
      dialog.getByRole('button', { name: 'Dark mode' }).locator('[lang]'),
    ).toHaveAttribute('lang', 'en');
  });
});
