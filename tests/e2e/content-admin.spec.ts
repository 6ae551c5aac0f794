import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/** Content issues, catalogs and content labels, as Alex Author. */
const ALEX = 'author@demo.academy';
const COURSE = 'data-literacy';
const LESSON = 'misleading-axes';

async function lessonId(api: { get(url: string): Promise<{ json(): Promise<unknown> }> }) {
  const body = (await (
    await api.get(`/api/v1/courses/${COURSE}?include=modules.items`)
  ).json()) as {
    included: { type: string; id: string; attributes: { slug: string } }[];
  };
  const item = body.included.find((r) => r.type === 'course_items' && r.attributes.slug === LESSON);
  if (!item) throw new Error(`No lesson ${LESSON} in ${COURSE}`);
  return item.id;
}

async function catalogOrder(api: { get(url: string): Promise<{ json(): Promise<unknown> }> }) {
  const body = (await (await api.get('/api/v1/catalog/courses?page[size]=100')).json()) as {
    data: { attributes: { title: string } }[];
  };
  return body.data.map((course) => course.attributes.title);
}

async function openAdmin(page: Page, origin: string, path: string) {
  await dismissTour(page);
  await page.goto(`${origin}${path}`);
}

test.describe('content admin', () => {
  test('a content issue filed by a student is resolved by Alex, and the student is notified', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const student = await newStudent({ fullName: 'Rita Reporter' });
    expect(
      (await student.api.post(`/api/v1/courses/${COURSE}/enrollment`, { data: {} })).status(),
    ).toBe(201);
    const message = `The y axis starts at 40 (e2e ${Date.now()}).`;
    const filed = await student.api.post(`/api/v1/courses/${COURSE}/content_issues`, {
      data: { category: 'wrong_answer', message, item_id: await lessonId(student.api) },
    });
    expect(filed.status()).toBe(201);

    const origin = await signInAs(ALEX);
    await openAdmin(page, origin, '/admin/courses/content-issues');
    await expect(page.getByRole('heading', { level: 1, name: 'Content issues' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page, '/admin/courses/content-issues');

    const row = page.getByRole('row').filter({ hasText: message });
    await expect(row.getByRole('link', { name: 'Misleading axes' })).toHaveAttribute(
      'href',
      `/courses/${COURSE}/${LESSON}`,
    );
    await expect(row).toContainText('Rita Reporter');
    await expect(row).toContainText('Wrong answer');
    await row.getByLabel('Change the status of the report on “Misleading axes”').selectOption({
      label: 'Start working on it',
    });
    await row.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Status changed to In progress.')).toBeVisible();

    await page.getByRole('button', { name: /^In progress/ }).click();
    const started = page.getByRole('row').filter({ hasText: message });
    await expect(started).toContainText('In progress');
    await started.getByLabel('Change the status of the report on “Misleading axes”').selectOption({
      label: 'Mark as resolved',
    });
    await started.getByLabel('Note to the reporter (optional)').fill('The axis now starts at 0.');
    await started.getByRole('button', { name: 'Save status' }).click();
    await expect(
      page.getByText('Status changed to Resolved. The reporter has been notified.'),
    ).toBeVisible();

    await signInAs(student, { at: '/notifications' });
    await expect(page.getByText(/Misleading axes.*\(Data literacy\)/).first()).toBeVisible();
  });

  test('Alex moves a course up with the keyboard and the student catalog follows', async ({
    page,
    signInAs,
    newStudent,
    exclusive,
  }) => {
    // The demo catalog's order is shared: hold it, and put it back at the end.
    await exclusive('catalog-order');
    const student = await newStudent();
    const before = await catalogOrder(student.api);
    expect(before.indexOf('Project management basics')).toBeLessThan(
      before.indexOf('Time management'),
    );

    const origin = await signInAs(ALEX);
    await openAdmin(page, origin, '/admin/catalogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogs' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/catalogs');

    const management = page.getByRole('list', { name: 'Courses in Management' });
    const up = management.getByRole('button', { name: 'Move Time management up' });
    await up.focus();
    await page.keyboard.press('Enter');
    // Focus stays on the moved course (now first, so on its drag handle).
    await expect(management.getByRole('button', { name: 'Drag Time management' })).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'Time management moved to position 1' }),
    ).toBeAttached();
    await expect
      .poll(async () => {
        const order = await catalogOrder(student.api);
        return order.indexOf('Time management') < order.indexOf('Project management basics');
      })
      .toBe(true);

    const down = management.getByRole('button', { name: 'Move Time management down' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => {
        const order = await catalogOrder(student.api);
        return order.indexOf('Project management basics') < order.indexOf('Time management');
      })
      .toBe(true);
  });

  test('Alex adds a label with a colour and sees its chip', async ({ page, signInAs }) => {
    const origin = await signInAs(ALEX);
    await openAdmin(page, origin, '/admin/settings/content-labels');
    await expect(page.getByRole('heading', { level: 1, name: 'Content labels' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/settings/content-labels');

    const name = `Lab ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add label' });
    await dialog.getByLabel('Name in English').fill(name);
    await dialog.getByRole('textbox', { name: 'Colour', exact: true }).fill('#1a4731');
    await expect(dialog.getByText(/Contrast \d+\.\d\d:1 with white text/)).toBeVisible();
    await expectNoAxeViolations(page, 'the add label dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: name });
    const chip = row.locator('.label-chip');
    await expect(chip).toHaveText(name);
    await expect(chip).toHaveCSS('background-color', 'rgb(26, 71, 49)');
    await expect(chip).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(row).toContainText('No courses');

    // Clean up: the label is this test's own.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete label' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
