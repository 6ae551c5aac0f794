import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 43, item 5: "who finished the compliance course?" Ada opens the reports, narrows the
 * completions to Workplace safety, sees the seven learners who finished it (DEMO-DATA: six of
 * Acme Learning BV and Fenna Flat), downloads them as CSV, and finds who has not started yet
 * in the progress report.
 */
const ADA = 'admin@demo.academy';
const SAFETY_GRADUATES = [
  'Chloé Janssen',
  'Fenna Flat',
  'Guusje Willems',
  'Hamza El Amrani',
  'Milan Verbeek',
  'Ruben de Wit',
  'Wouter van der Meer',
];

test.describe('reports', () => {
  test('Ada finds who finished Workplace safety, downloads the CSV, and who has not started', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs(ADA, { at: '/admin/dashboard' });
    await dismissTour(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Completions' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page
      .getByRole('combobox', { name: 'Course' })
      .selectOption({ label: 'Workplace safety' });
    await expect(page).toHaveURL(/[?&]f\.course=[0-9a-f-]{36}(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: /completions?$/ })).toHaveText(
      '7 completions',
    );
    const table = page.getByRole('table', { name: 'Completions' });
    const learners = table.locator('tbody th .report-name');
    await expect
      .poll(async () => (await learners.allInnerTexts()).sort())
      .toEqual(SAFETY_GRADUATES);
    await expect(page.getByRole('figure', { name: 'Completions per course' })).toContainText(
      'Workplace safety: 7',
    );
    await expectNoAxeViolations(page, '/admin/reports (completions of Workplace safety)');

    const download = page.getByRole('link', { name: 'Download CSV' });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/reports\/completions\/export\.csv\?filter%5Bcourse%5D=/);
    const csv = await page.request.get(`${origin}${href}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + SAFETY_GRADUATES.length);
    for (const name of SAFETY_GRADUATES) {
      expect(lines.some((line) => line.includes(`,${name},`))).toBe(true);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(learners).toHaveCount(SAFETY_GRADUATES.length);
    await expectNoAxeViolations(page, '/admin/reports at 390 px');

    // Who has not started: the progress report, narrowed by status. The demo's two are among
    // them; other specs running beside this one enrol learners of their own who have not started.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/progress$/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Not started' });
    await expect(page).toHaveURL(/not_started/);
    const progress = page.getByRole('table', { name: 'Progress' });
    // The filtered rows, not the unfiltered ones still shown while they load (aria-busy).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(async () => {
        const rows = await progress.locator('tbody tr').allInnerTexts();
        return rows.length > 0 && rows.every((row) => row.includes('Not started'));
      })
      .toBe(true);
    await expect
      .poll(async () => progress.locator('tbody th .report-name').allInnerTexts())
      .toEqual(expect.arrayContaining(['Hugo Hybrid', 'Stijn Student']));
    const notStarted = await progress.locator('tbody tr').count();
    await expectNoAxeViolations(page, '/admin/reports/progress (not started)');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(progress.locator('tbody tr')).toHaveCount(notStarted);
    await expectNoAxeViolations(page, '/admin/reports/progress at 390 px');

    // In Dutch, at phone width.
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Rapportages' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Voortgang' }).getByText('Stijn Student').first(),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reports-nl-390.png'), fullPage: true });
  });

  test('Ada on Unlimited Learning sees its learners only', async ({ page, signInAs }) => {
    await signInAs(ADA, { at: '/admin/reports/progress', portal: 'unlimited' });
    await dismissTour(page);
    const table = page.getByRole('table', { name: 'Progress' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table).not.toContainText('Stijn Student');
    await expect(table).not.toContainText('Acme Learning BV');
    await expectNoAxeViolations(page, '/admin/reports/progress on Unlimited Learning');
  });

  test('a student has no reports: not the page, not the API', async ({ page, signInAs }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    const answer = await page.goto(`${origin}/admin/reports`);
    expect(answer?.status()).toBe(403);
    const api = await page.request.get(`${origin}/api/v1/reports/completions`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(api.status()).toBe(403);
  });
});
