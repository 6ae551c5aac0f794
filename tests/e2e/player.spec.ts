import type { Locator, Page } from '@playwright/test';
import { dismissTour } from './support/demo';
import { expect, type FreshStudent, test } from './support/fixtures';

/** DEMO-DATA.md "Learning content": Data literacy, its lessons in order, then its quiz. */
const COURSE = 'data-literacy';
const LESSONS = {
  bar: 'bar-and-line-charts',
  axes: 'misleading-axes',
  sorting: 'sorting-and-filtering',
  quiz: 'data-literacy-quiz',
};
const lessonPath = (slug: string) => `/courses/${COURSE}/${slug}`;

/**
 * A student of this test alone, enrolled in Data literacy with the lessons given done, through
 * the API: Stijn's state (both lessons of "Reading charts" done, 40 %) without changing Stijn's
 * data, which other tests read, so the test passes again on a retry.
 */
async function enrolledStudent(
  newStudent: (options?: { fullName?: string }) => Promise<FreshStudent>,
  done: string[] = [],
) {
  const student = await newStudent({ fullName: 'Pim Player' });
  const enrolled = await student.api.post(`/api/v1/courses/${COURSE}/enrollment`, { data: {} });
  expect(enrolled.status()).toBe(201);
  for (const slug of done) {
    const marked = await student.api.put(`/api/v1/courses/${COURSE}/items/${slug}/progress`, {
      data: {},
    });
    expect(marked.status()).toBe(200);
  }
  return student;
}

async function openLesson(page: Page, origin: string, slug: string) {
  await dismissTour(page);
  await page.goto(`${origin}${lessonPath(slug)}`);
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'Course outline' });
const markDone = (page: Page) => page.getByRole('button', { name: 'Mark as done' });
const lessonTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/** Presses Tab (or Shift+Tab) until `target` has the focus: keyboard only, no clicks. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await target.waitFor();
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never got the focus in ${max} key presses`);
}

test.describe('the course player', () => {
  test('Stijn’s Data literacy: from "Misleading axes" (40 %) to the next lesson, marked done: 60 %, kept after a reload', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const student = await enrolledStudent(newStudent, [LESSONS.bar, LESSONS.axes]);
    const origin = await signInAs(student);
    await openLesson(page, origin, LESSONS.axes);

    await expect(lessonTitle(page)).toHaveText('Misleading axes');
    await expect(page).toHaveTitle(/^Misleading axes · Data literacy/);
    const current = outline(page).getByRole('link', { name: 'Misleading axes (done)' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const progress = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByText('40 % done')).toBeVisible();
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: /^Next lesson: / }).click();
    await expect(page).toHaveURL(`${origin}${lessonPath(LESSONS.sorting)}`);
    await expect(lessonTitle(page)).toHaveText('Sorting and filtering');
    await expect(
      outline(page).getByRole('link', { name: 'Sorting and filtering', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'false');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/items/${LESSONS.sorting}/progress`) &&
        response.request().method() === 'PUT',
    );
    await markDone(page).click();
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('60 % done')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '60');
    expect((await saved).status()).toBe(200);
    // Focus stays on the toggle: nothing jumped.
    await expect(markDone(page)).toBeFocused();
    await expect(
      outline(page).getByRole('link', { name: 'Sorting and filtering (done)' }),
    ).toBeVisible();

    await page.reload();
    await expect(lessonTitle(page)).toHaveText('Sorting and filtering');
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('60 % done')).toBeVisible();
    await expect(
      outline(page).getByRole('link', { name: 'Sorting and filtering (done)' }),
    ).toBeVisible();
  });

  test('"Report a problem" sends a report and gives the focus back', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const origin = await signInAs(await enrolledStudent(newStudent));
    await openLesson(page, origin, LESSONS.axes);

    const report = page.getByRole('button', { name: 'Report a problem', exact: true });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await expect(dialog).toContainText('What is wrong with “Misleading axes”?');
    // The §5 rules first: nothing is sent without a category and a message.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please select an option')).toBeVisible();

    await dialog.getByLabel('Kind of problem').selectOption('typo');
    await dialog
      .getByLabel('Describe the problem')
      .fill(`The second chart’s caption says 1998 (e2e ${Date.now()}).`);
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/courses/${COURSE}/content_issues`) &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect((await sent).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Thank you: your report was sent to the course team.'),
    ).toBeVisible();
    await expect(report).toBeFocused();
  });

  test('keyboard only: the outline, then previous and next', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const origin = await signInAs(await enrolledStudent(newStudent));
    await openLesson(page, origin, LESSONS.bar);
    await expect(lessonTitle(page)).toHaveText('Bar and line charts');
    await expect(page.getByRole('link', { name: /^Previous lesson: / })).toHaveCount(0);

    // The outline's disclosure button folds it away and back.
    const toggle = page.getByRole('button', { name: 'Course outline' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(outline(page)).toBeHidden();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // A lesson of the outline; its heading takes the focus when it arrives.
    await tabTo(page, outline(page).getByRole('link', { name: 'Misleading axes' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}${lessonPath(LESSONS.axes)}`);
    await expect(lessonTitle(page)).toHaveText('Misleading axes');
    await expect(lessonTitle(page)).toBeFocused();

    await tabTo(page, page.getByRole('link', { name: /^Next lesson: / }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}${lessonPath(LESSONS.sorting)}`);
    await expect(lessonTitle(page)).toBeFocused();

    await tabTo(page, page.getByRole('link', { name: /^Previous lesson: / }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}${lessonPath(LESSONS.axes)}`);
    await expect(lessonTitle(page)).toHaveText('Misleading axes');

    // Marking done from the keyboard keeps the focus on the toggle.
    await tabTo(page, markDone(page));
    await page.keyboard.press('Space');
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(markDone(page)).toBeFocused();
  });

  test('on a 390 px phone the outline starts folded and nothing scrolls sideways', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = await signInAs(await enrolledStudent(newStudent));
    await openLesson(page, origin, LESSONS.axes);
    await expect(lessonTitle(page)).toHaveText('Misleading axes');

    const toggle = page.getByRole('button', { name: 'Course outline' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(outline(page)).toBeHidden();
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await sideways()).toBeLessThanOrEqual(0);

    await toggle.click();
    await expect(outline(page)).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await outline(page).getByRole('link', { name: 'Sorting and filtering' }).click();
    await expect(page).toHaveURL(`${origin}${lessonPath(LESSONS.sorting)}`);
    await expect(lessonTitle(page)).toHaveText('Sorting and filtering');
    // The lesson chosen fills the screen again.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a quiz opens with "Start quiz" and has no "Mark as done"', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const origin = await signInAs(await enrolledStudent(newStudent));
    await openLesson(page, origin, LESSONS.quiz);
    await expect(lessonTitle(page)).toHaveText('Data literacy quiz');
    await expect(page.getByRole('button', { name: 'Start quiz', exact: true })).toBeVisible();
    await expect(markDone(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Report a problem', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next lesson: / })).toHaveCount(0);
  });

  test('a student not enrolled goes to the course page; an unknown lesson is a 404', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const origin = await signInAs(await newStudent(), { at: `${lessonPath(LESSONS.axes)}` });
    await dismissTour(page);
    await expect(page).toHaveURL(`${origin}/catalog/${COURSE}`);

    const student = await enrolledStudent(newStudent);
    await signInAs(student);
    const missing = await page.goto(`${student.origin}${lessonPath('no-such-lesson')}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
