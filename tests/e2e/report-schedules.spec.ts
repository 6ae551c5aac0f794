import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 43, item 5: Ada schedules the progress report weekly by e-mail for another admin, finds
 * it among the scheduled reports, pauses and deletes it; and an entity manager (an account made
 * here, given the role by Ada) sees the reports of their own entity only.
 */
const ADA = 'admin@demo.academy';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Ada gives an account these roles on its page (the roles of /admin/accounts/{id}). */
async function grantRoles(page: Page, origin: string, accountId: string, roles: string[]) {
  await page.goto(`${origin}/admin/accounts/${accountId}`);
  await dismissTour(page);
  const group = page.getByRole('group', { name: 'Roles of this account' });
  for (const role of roles) await group.getByRole('checkbox', { name: role, exact: true }).check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Roles saved' })).toBeVisible();
}

test.describe('scheduled reports', () => {
  test('Ada schedules a weekly report for another admin, pauses and deletes it', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    // Three screens, both widths and two languages.
    test.setTimeout(90_000);
    const name = `Otto Other ${Date.now().toString(36)}`;
    const other = await newStudent({ fullName: name });
    const origin = await signInAs(ADA, { at: '/admin/reports/progress' });
    await grantRoles(page, origin, other.id, ['Admin']);

    await page.goto(`${origin}/admin/reports/progress`);
    await page.getByRole('button', { name: 'Schedule by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule the Progress report' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Filters: none (every row)');
    await expect(dialog.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await dialog
      .getByRole('combobox', { name: 'Day of the week' })
      .selectOption({ label: 'Wednesday' });
    await dialog.getByRole('combobox', { name: 'Time' }).selectOption({ label: '06:00 UTC' });
    // Nobody chosen: the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog).toContainText('Choose at least one recipient.');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
    await expectNoAxeViolations(page, '/admin/reports/progress (schedule dialog)');
    await page.screenshot({ path: test.info().outputPath('schedule-dialog.png') });
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('The Progress report is scheduled.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('link', { name: 'Scheduled reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/schedules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Scheduled reports' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Progress');
    await expect(row).toContainText('Every Wednesday at 06:00 UTC');
    await expect(row).toContainText('Active');
    await expectNoAxeViolations(page, '/admin/reports/schedules');

    // Edit: another hour.
    await row.getByRole('button', { name: 'Edit the Progress schedule' }).click();
    const edit = page.getByRole('dialog', { name: 'Change the scheduled Progress report' });
    await expect(edit.getByRole('combobox', { name: 'Time' })).toHaveValue('6');
    await edit.getByRole('combobox', { name: 'Time' }).selectOption({ label: '09:00 UTC' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The schedule is saved.')).toBeVisible();
    await expect(row).toContainText('Every Wednesday at 09:00 UTC');

    await row.getByRole('button', { name: 'Pause the Progress schedule' }).click();
    await expect(row).toContainText('Paused');
    await expect(row.getByRole('button', { name: 'Resume the Progress schedule' })).toBeVisible();
    // Still paused after a reload: the API kept it.
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Paused');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, '/admin/reports/schedules at 390 px');
    await page.screenshot({ path: test.info().outputPath('schedules-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // In Dutch once.
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Geplande rapportages' }),
    ).toBeVisible();
    const dutchRow = page
      .getByRole('table', { name: 'Geplande rapportages' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(dutchRow).toContainText('Elke woensdag om 09:00 UTC');
    await expect(dutchRow).toContainText('Gepauzeerd');
    await expectNoAxeViolations(page, '/admin/reports/schedules (nl)');
    await page.screenshot({ path: test.info().outputPath('schedules-nl.png'), fullPage: true });
    await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
    await page.reload();

    await table
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Delete the Progress schedule' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this scheduled report?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The scheduled report is deleted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('an entity manager sees their own entity only', async ({
    page,
    browser,
    signInAs,
    newStudent,
  }) => {
    const manager = await newStudent({ fullName: `Emma Entity ${Date.now().toString(36)}` });
    // Enrolled in a course, so the manager's entity has a row of its own.
    expect(
      (await manager.api.post('/api/v1/courses/data-literacy/enrollment', { data: {} })).ok(),
    ).toBe(true);
    const origin = await signInAs(ADA, { at: '/admin/reports/progress' });
    await grantRoles(page, origin, manager.id, ['Entity manager']);

    // The manager in a context of their own.
    const context = await browser.newContext();
    const own = await context.newPage();
    try {
      await context.addCookies([
        ...manager.cookies,
        { name: 'custom-language', value: 'en', url: origin },
      ]);
      await own.goto(`${origin}/catalog`);
      await dismissTour(own);
      await own.getByRole('button', { name: 'Menu', exact: true }).click();
      await own
        .getByRole('dialog', { name: 'Main navigation' })
        .getByRole('link', { name: 'Reports' })
        .click();
      await expect(own).toHaveURL(/\/admin\/reports$/);
      await own.getByRole('link', { name: 'Progress' }).click();
      const table = own.getByRole('table', { name: 'Progress' });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table).toContainText(manager.fullName);
      await expect(table).not.toContainText('Stijn Student');
      // Their entity is the only one to choose.
      const entities = own.getByRole('combobox', { name: 'Organisation' }).locator('option');
      await expect(entities).toHaveCount(2);
      await expectNoAxeViolations(own, '/admin/reports/progress (entity manager)');
      await own.screenshot({ path: test.info().outputPath('entity-manager.png'), fullPage: true });
      // Another entity asked for through the API: refused.
      const others = await own.request.get(
        `${origin}/api/v1/reports/progress?filter[entity]=00000000-0000-4000-8000-000000000000`,
        { headers: XHR },
      );
      expect(others.status()).toBe(403);
      // Nothing else of the admin area.
      expect((await own.goto(`${origin}/admin/dashboard`))?.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
