import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, portalOrigin } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Learning paths (issue 43, item 6; docs/learning-paths.md): Ada makes a sequential path of two
 * courses; a fresh student enrols in it, finds course 2 locked with the reason, completes course 1
 * and course 2 opens; a guest reads the path page (in Dutch once).
 */

const FIRST = { slug: 'time-management', title: 'Time management' };
const SECOND = { slug: 'workplace-safety', title: 'Workplace safety' };

/** Marks every item of a course done through the API (the student's own session). */
async function completeCourse(api: APIRequestContext, slug: string) {
  const course = await (
    await api.get(`/api/v1/courses/${slug}?include=modules,modules.items`)
  ).json();
  const items = (course.included ?? []).filter(
    (resource: { type: string }) => resource.type === 'course_items',
  );
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const done = await api.put(`/api/v1/courses/${slug}/items/${item.attributes.slug}/progress`);
    expect(done.status(), `item ${item.attributes.slug}`).toBe(200);
  }
}

test.describe('learning paths', () => {
  test('Ada makes a sequential path; a student enrols, waits for course 2, completes course 1 and it opens', async ({
    page,
    signInAs,
    newStudent,
    browser,
    baseURL,
  }) => {
    const title = `Steady steps ${Date.now()}`;
    await signInAs('admin@demo.academy', { at: '/admin/learning-paths' });
    await dismissTour(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning paths');
    await expectNoAxeViolationsAtBothWidths(page, 'the learning paths list');
    await page.getByRole('link', { name: 'New learning path' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New learning path');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Status').selectOption('published');
    await expect(page.getByLabel('Courses open one after the other')).toBeChecked();
    const add = page.getByLabel('Add a course');
    await expect(add.locator('option', { hasText: FIRST.title })).toHaveCount(1);
    await add.selectOption({ label: FIRST.title });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await add.selectOption({ label: SECOND.title });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const courses = page.getByRole('list', { name: 'Courses, in order' });
    await expect(courses.getByRole('listitem')).toHaveCount(2);
    // The keyboard's way to reorder: down and back up again.
    await page.getByRole('button', { name: `Move ${FIRST.title} down` }).click();
    await expect(courses.getByRole('listitem').first()).toContainText(SECOND.title);
    await page.getByRole('button', { name: `Move ${FIRST.title} up` }).click();
    await expect(courses.getByRole('listitem').first()).toContainText(FIRST.title);
    await expectNoAxeViolationsAtBothWidths(page, 'a new learning path');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/learning-paths\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const slug = (await page.getByLabel('Address').inputValue()) || '';
    expect(slug).toMatch(/^steady-steps-\d+$/);
    await expectNoAxeViolationsAtBothWidths(page, 'a learning path’s editor');

    // A fresh student enrols in the whole path at once.
    const student = await newStudent();
    await signInAs(student, { at: `/catalog/paths/${slug}` });
    await dismissTour(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: 'Enrol in this path' }).click();
    await expect(page.getByText('You are enrolled in this path.')).toBeVisible();
    const second = page.locator(`[data-course="${SECOND.slug}"]`);
    await expect(second).toContainText(`Opens when you complete “${FIRST.title}”`);
    await expect(page.getByText('0 of 2 courses completed · 0%')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'a learning path with a locked course');

    // Straight to a lesson of course 2: the API says it is locked, and why.
    const locked = await student.api.get(`/api/v1/courses/${SECOND.slug}/lock`);
    expect((await locked.json()).data.attributes.lock.state).toBe('waiting');
    // And the player sends them to the course's page, which says what it waits for.
    const outline = await (
      await student.api.get(`/api/v1/courses/${SECOND.slug}?include=modules,modules.items`)
    ).json();
    const firstItem = (outline.included ?? []).find(
      (resource: { type: string }) => resource.type === 'course_items',
    );
    await page.goto(`${student.origin}/courses/${SECOND.slug}/${firstItem.attributes.slug}`);
    await expect(page).toHaveURL(`${student.origin}/catalog/${SECOND.slug}`);
    await page.goto(`${student.origin}/catalog/paths/${slug}`);

    await completeCourse(student.api, FIRST.slug);
    await page.reload();
    await expect(second).not.toContainText('Opens when you complete');
    await expect(page.getByText('1 of 2 courses completed · 50%')).toBeVisible();

    // My courses shows the path with its progress.
    await page.goto(`${student.origin}/courses`);
    const mine = page.getByRole('region', { name: 'My learning paths' });
    await expect(mine.getByRole('link', { name: title })).toBeVisible();
    await expect(mine).toContainText('1 of 2 courses completed');
    await expectNoAxeViolations(page, 'my courses with a learning path');

    // A guest reads the path page, in Dutch (Demo Academy's first language).
    const guest = await browser.newContext();
    try {
      const guestPage = await guest.newPage();
      const origin = portalOrigin(baseURL, 'demo');
      await guest.addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
      await guestPage.goto(`${origin}/catalog/paths/${slug}`);
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(guestPage.getByText('Leerpad', { exact: true })).toBeVisible();
      await expect(guestPage.getByRole('link', { name: FIRST.title })).toBeVisible();
      await expect(
        guestPage.getByRole('link', { name: 'Log in om je in te schrijven' }),
      ).toBeVisible();
      await expectNoAxeViolations(guestPage, 'a learning path for a guest, in Dutch');
    } finally {
      await guest.close();
    }
  });

  test('the catalog lists the demo path, and its course pages say so', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('flatfee@demo.academy');
    await dismissTour(page);
    const section = page.getByRole('region', { name: 'Learning paths' });
    await section.getByRole('link', { name: 'Digital basics' }).click();
    await expect(page).toHaveURL(`${origin}/catalog/paths/digital-basics`);
    await expect(page.getByText('Take the courses in any order.')).toBeVisible();
    await page.goto(`${origin}/catalog/data-literacy`);
    await expect(page.getByRole('link', { name: 'Digital basics' })).toBeVisible();
    await expectNoAxeViolations(page, 'a course page that is part of a path');
  });

  test('Alex makes one draft course wait for another, and a circle is refused on the list', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy', { at: '/admin/courses' });
    await dismissTour(page);
    // Two drafts of this test's own: nobody else's course is locked by it.
    const stamp = Date.now();
    const draft = async (title: string) => {
      const made = await page.request.post(`${origin}/api/v1/courses`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { data: { type: 'courses', attributes: { title } } },
      });
      expect(made.status()).toBe(201);
      return (await made.json()).data.id as string;
    };
    const basics = `Basics ${stamp}`;
    const advanced = `Advanced ${stamp}`;
    const basicsId = await draft(basics);
    const advancedId = await draft(advanced);

    await page.goto(`${origin}/admin/courses/${advancedId}`);
    const prerequisites = page.getByRole('region', { name: 'Prerequisites' });
    await expect(prerequisites.getByRole('checkbox', { name: basics })).toBeVisible();
    // Before anything scrolls the page: the sticky header would then cover the editor's boxes.
    await expectNoAxeViolations(page, 'a course’s prerequisites');
    await prerequisites.getByRole('checkbox', { name: basics }).check();
    await prerequisites.getByRole('button', { name: 'Save prerequisites' }).click();
    await expect(page.getByText('Prerequisites saved.')).toBeVisible();

    await page.goto(`${origin}/admin/courses/${basicsId}`);
    const other = page.getByRole('region', { name: 'Prerequisites' });
    await other.getByRole('checkbox', { name: advanced }).check();
    await other.getByRole('button', { name: 'Save prerequisites' }).click();
    await expect(other).toContainText(
      'This would make the courses wait for each other in a circle.',
    );
    await expect(other.getByRole('checkbox', { name: advanced })).toBeChecked();
  });
});
