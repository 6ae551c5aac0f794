import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Qualifications (SCREENS "Quizzes, certificates, qualifications"; DEMO-DATA.md): Demo Academy's
 * "Digital foundations" = Data literacy + Writing for the web. Stijn sees his progress, Cora her
 * participants × qualifications; Unlimited Learning has qualifications-report off.
 */

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page
    .getByRole('dialog', { name: 'Main navigation' })
    .getByRole('navigation', { name: 'Main navigation' });
}

test.describe('qualifications', () => {
  test('Stijn opens Qualifications from the menu and sees Digital foundations with its courses', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    await dismissTour(page);
    await (await openMenu(page)).getByRole('link', { name: 'Qualifications' }).click();
    await expect(page).toHaveURL(`${origin}/qualifications`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qualifications');
    await expect(page).toHaveTitle(/^Qualifications/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Qualifications',
    );

    const digital = page.getByRole('article', { name: 'Digital foundations' });
    await expect(digital).toBeVisible();
    // Other tests may move Stijn on in these courses: the label's form is what is fixed.
    await expect(
      digital.getByRole('progressbar', { name: /^Digital foundations — [0-2] of 2 courses$/ }),
    ).toBeVisible();
    await expect(digital.getByText(/^(Achieved|Not achieved yet)$/)).toBeVisible();
    const courses = digital.getByRole('list', { name: 'Courses of Digital foundations' });
    await expect(courses.getByRole('link', { name: 'Data literacy' })).toHaveAttribute(
      'href',
      '/catalog/data-literacy',
    );
    await expect(courses.getByRole('link', { name: 'Writing for the web' })).toHaveAttribute(
      'href',
      '/catalog/writing-for-the-web',
    );
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    const csv = page.getByRole('link', { name: 'Download CSV' });
    await expect(csv).toHaveAttribute('href', '/api/v1/qualifications/export');

    const download = await page.request.get(`${origin}/api/v1/qualifications/export`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toMatch(/^text\/csv/);
    const text = await download.text();
    expect(text).toContain('qualification,needed_count,completed_count,progress,achieved');
    expect(text).toContain('Digital foundations');
  });

  test('Stijn’s report fits a phone (390 px) without sideways scrolling', async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('student@demo.academy', { at: '/qualifications' });
    await expect(page.getByRole('article', { name: 'Digital foundations' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the qualifications report at 390 px');
  });

  test('Cora sees her participants × qualifications, Stijn and Eva, not Fenna', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('coach@demo.academy');
    await dismissTour(page);
    await (await openMenu(page)).getByRole('link', { name: 'Qualifications' }).click();
    await expect(page).toHaveURL(`${origin}/coach/qualifications`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Participants’ qualifications',
    );

    const table = page.getByRole('table', { name: 'Qualifications per participant' });
    await expect(table.getByRole('columnheader', { name: 'Participant' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Digital foundations' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Stijn Student/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Eva Expired/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Fenna Flat/ })).toHaveCount(0);
    const stijn = table.getByRole('row', { name: /Stijn Student/ });
    await expect(stijn.getByRole('cell').first()).toHaveText(/(achieved|\d{1,3} %)/);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/coach/qualifications/export',
    );
    await expectNoAxeViolations(page, 'the coach’s qualifications matrix');
  });

  test('Stijn gets 403 at /coach/qualifications', async ({ page, signInAs }) => {
    const origin = await signInAs('student@demo.academy');
    const response = await page.goto(`${origin}/coach/qualifications`);
    expect(response?.status()).toBe(403);
  });

  test('Lars Learner: no Qualifications in the menu, and 403 at /qualifications (flag off)', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('learner@unlimited.academy');
    await expect(page).toHaveURL(/unlimited\.localhost.*\/catalog$/);
    await dismissTour(page);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Qualifications' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const response = await page.goto(`${origin}/qualifications`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });
});
