import {
  DEMO_ACCOUNTS,
  expectStartPage,
  portalOrigin,
  preferEnglish,
  signIn,
  signOut,
} from './support/demo';
import { expect, expectNoAccessPage, openPage, test } from './support/requests';

/**
 * Every demo account lands on its start page. The other setups (the API as its own process, a
 * PostgreSQL server) sign in one account per kind of start page and portal: the rule that picks
 * the page is the same code whichever setup serves it.
 */
const SMOKE = new Set([
  'student@demo.academy',
  'admin@demo.academy',
  'coach@demo.academy',
  'learner@unlimited.academy',
]);

test.describe('each demo account signs in', () => {
  for (const account of DEMO_ACCOUNTS) {
    const tag = SMOKE.has(account.email) ? ' @smoke' : '';
    test(`${account.email} lands on ${account.start}${tag}`, async ({ page, baseURL }) => {
      await signIn(page, portalOrigin(baseURL, account.portal), account.email);
      await expectStartPage(page, account);
    });
  }
});

test.describe('signing in', () => {
  test('a wrong password shows an error in the form and changes nothing', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy', 'wrong-password');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/auth`);
    await expect(page.getByLabel('E-mail address')).toHaveValue('student@demo.academy');
    const cookies = await page.context().cookies(origin);
    expect(cookies.find((cookie) => cookie.name === 'academy_session')).toBeUndefined();
  });

  test('an invalid e-mail address is refused before anything is sent', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) sent = true;
    });
    await preferEnglish(page, origin);
    await page.goto(`${origin}/auth`);
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByLabel('Password').fill('academy-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('This field should contain a valid email address')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    expect(sent).toBe(false);
  });

  test('Lars Learner cannot sign in on Demo Academy', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'learner@unlimited.academy');
    await expect(page.getByText('This account cannot sign in on this portal.')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/auth`);
  });

  test('staff may sign in on another portal', async ({ page, baseURL }) => {
    await signIn(page, portalOrigin(baseURL, 'unlimited'), 'admin@demo.academy');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Unlimited Learning', { exact: true })).toBeVisible();
  });

  test('a signed-out visit to /admin/dashboard goes to /auth and back after login', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await preferEnglish(page, origin);
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page).toHaveURL(`${origin}/auth?returnTo=%2Fadmin%2Fdashboard`);
    await page.getByLabel('E-mail address').fill('admin@demo.academy');
    await page.getByLabel('Password').fill('academy-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  });

  test('a student gets 403 on the admin dashboard', async ({ requestAs }) => {
    const { origin, api } = await requestAs('student@demo.academy');
    const response = await openPage(api, `${origin}/admin/dashboard`);
    await expectNoAccessPage(response, '/admin/dashboard');
  });
});

test.describe('signing out @smoke', () => {
  test('sign-out lands on /auth?loggedOut=true with a toast', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'coach@demo.academy');
    await expect(page).toHaveURL(/\/coach\/dashboard$/);
    await signOut(page);
    await expect(page).toHaveURL(`${origin}/auth?loggedOut=true`);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    const response = await page.goto(`${origin}/coach/dashboard`);
    expect(response?.url()).toContain('/auth?returnTo=');
  });
});
