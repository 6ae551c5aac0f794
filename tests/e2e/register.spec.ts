import { expect, test } from '@playwright/test';
import { portalOrigin, preferEnglish, signOut } from './support/demo';

test.describe('try free @smoke', () => {
  test('registration creates a working trial account', async ({ page, baseURL }, testInfo) => {
    const origin = portalOrigin(baseURL, 'demo');
    const email = `trial-${testInfo.project.name}-${Date.now()}@example.org`;
    await preferEnglish(page, origin);
    await page.goto(`${origin}/auth/login/register`);
    await page.getByLabel('Full name').fill('Tess Trial');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('a-long-password');
    await page
      .getByRole('checkbox', { name: 'I accept the terms of use and the privacy statement' })
      .check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tess Trial');
    await expect(page.getByTestId('subscription-state')).toHaveText(/Trial until/);

    // The account works: sign out and back in.
    await signOut(page);
    await expect(page).toHaveURL(/loggedOut=true/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test('a taken e-mail address is reported on its field', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await preferEnglish(page, origin);
    await page.goto(`${origin}/auth/login/register`);
    await page.getByLabel('Full name').fill('Stijn Again');
    await page.getByLabel('E-mail address').fill('student@demo.academy');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('An account with this e-mail address already exists.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login\/register$/);
  });

  test('the terms and the privacy statement: links a guest can read, and a box that is required', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await preferEnglish(page, origin);
    await page.goto(`${origin}/auth/login/register`);
    await page.getByLabel('Full name').fill('Una Unticked');
    await page.getByLabel('E-mail address').fill(`unticked-${Date.now()}@example.org`);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const box = page.getByRole('checkbox', { name: /I accept the terms of use/ });
    await expect(box).toBeFocused();
    await expect(
      page.getByText('Accept the terms of use and the privacy statement to create an account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login\/register$/);

    // Each document opens in a new tab, readable without an account.
    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'privacy statement' }).click();
    const privacy = await opened;
    await expect(privacy.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
    await expect(privacy.getByText('Version 1.0')).toBeVisible();
    await expect(privacy.getByRole('heading', { name: 'What we keep' })).toBeVisible();
    await privacy.close();
  });
});
