import path from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { folderEntries, zipBytes } from '../../academy-api/packages/test-zip';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour, type PortalKey } from './support/demo';
import { expect, type SignInAs, test } from './support/fixtures';
import { DESKTOP, PHONE } from './support/screens';

/**
 * Student view (issue 43 item 4): an author opens a course of their own making, a draft, as a
 * student sees it, walks a lesson, takes its quiz and sees the preview's result, and nothing is
 * recorded; a student gets no student view. Each test makes its own draft course, so the demo
 * data other specs read stays as it was.
 */

const AUTHOR = 'author@demo.academy';

type Json = Record<string, unknown> & {
  data?: { id: string; attributes: Record<string, unknown> } & Record<string, unknown>;
};

/**
 * A request to the BFF from the page itself: the unlimited portal's *.localhost host is one only
 * the browser resolves.
 */
async function api(page: Page, method: string, path: string, attributes?: unknown) {
  return page.evaluate(
    async ({ method, path, attributes }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        ...(attributes === undefined ? {} : { body: JSON.stringify({ data: { attributes } }) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
    },
    { method, path, attributes },
  );
}

async function created(page: Page, path: string, attributes: unknown) {
  const { status, body } = await api(page, 'POST', path, attributes);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as NonNullable<Json['data']>;
}

/**
 * A draft course of the signed-in author's: two lessons in "Before the drill", then the quiz
 * "Drill check" (two questions, pass mark 50 %) in "After the drill".
 */
async function draftCourse(page: Page) {
  const title = `Fire drill ${Date.now()}`;
  const course = await created(page, '/courses', { title, summary: 'Practise leaving safely.' });
  const before = await created(page, `/courses/${course.id}/modules`, {
    title: 'Before the drill',
  });
  const after = await created(page, `/courses/${course.id}/modules`, { title: 'After the drill' });
  const lessons: { slug: string; title: string }[] = [];
  for (const [lessonTitle, text] of [
    ['Why we practise', 'A drill twice a year keeps the way out in everyone’s feet.'],
    ['Where we meet', 'Everyone gathers at the car park, by the yellow sign.'],
  ] as const) {
    const item = await created(page, `/courses/${course.id}/modules/${before.id}/items`, {
      title: lessonTitle,
      kind: 'lesson',
    });
    const saved = await api(page, 'PATCH', `/courses/${course.id}/outline_items/${item.id}`, {
      content_html: `<p>${text}</p>`,
    });
    expect(saved.status).toBe(200);
    lessons.push({ slug: String(item.attributes.slug), title: lessonTitle });
  }
  const quiz = await created(page, `/courses/${course.id}/modules/${after.id}/items`, {
    title: 'Drill check',
    kind: 'quiz',
  });
  const settings = await api(page, 'PATCH', `/quizzes/${quiz.id}`, { settings: { pass_mark: 50 } });
  expect(settings.status).toBe(200);
  await created(page, `/quizzes/${quiz.id}/questions`, {
    prompt: 'A drill is held twice a year.',
    points: 1,
    feedback: 'Twice: in spring and in autumn.',
    definition: { type: 'true_false', correct: true },
  });
  await created(page, `/quizzes/${quiz.id}/questions`, {
    prompt: 'Where does everyone meet?',
    points: 1,
    feedback: 'By the yellow sign.',
    definition: {
      type: 'single_choice',
      options: [
        { id: 'a', text: 'At the car park' },
        { id: 'b', text: 'In the canteen' },
      ],
      correct: 'a',
    },
  });
  return {
    id: course.id,
    slug: String(course.attributes.slug),
    title,
    lessons,
    quiz: { id: quiz.id, slug: String(quiz.attributes.slug) },
  };
}

type Draft = Awaited<ReturnType<typeof draftCourse>>;

/** Alex signed in (on `portal`), the tour out of the way, and a draft of his made by `make`. */
async function authorWith<T>(
  page: Page,
  signInAs: SignInAs,
  make: (page: Page) => Promise<T>,
  portal: PortalKey = 'demo',
) {
  const origin = await signInAs(AUTHOR, { portal, at: '/admin/courses' });
  await dismissTour(page);
  return { origin, draft: await make(page) };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Student view' });
const outline = (page: Page) => page.getByRole('navigation', { name: 'Course outline' });
const markDone = (page: Page) => page.getByRole('button', { name: 'Mark as done' });
const lessonTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const previewPath = (draft: Draft, slug?: string) =>
  `/admin/courses/${draft.id}/preview${slug ? `/${slug}` : ''}`;

/** Presses Tab until `target` has the focus: keyboard only. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await target.waitFor();
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never got the focus in ${max} key presses`);
}

/** Opens the editor's "Student view": the course's first lesson, under the banner. */
async function openStudentView(page: Page, origin: string, draft: Draft) {
  await page.goto(`${origin}/admin/courses/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
  await page.getByRole('link', { name: 'Student view' }).click();
  await expect(page).toHaveURL(`${origin}${previewPath(draft, draft.lessons[0]?.slug)}`);
  await expect(lessonTitle(page)).toHaveText('Why we practise');
  await expect(banner(page)).toContainText('Student view — nothing you do here is recorded.');
}

/** The quiz, taken and passed in student view: its result says it was kept nowhere. */
async function passQuiz(page: Page) {
  await outline(page).getByRole('link', { name: 'Drill check · Quiz' }).click();
  await expect(lessonTitle(page)).toHaveText('Drill check');
  await page.getByRole('button', { name: 'Start quiz', exact: true }).click();
  await page
    .getByRole('group', { name: 'A drill is held twice a year.' })
    .getByRole('radio', { name: 'True' })
    .check();
  await page.getByRole('button', { name: 'Next question' }).click();
  await page
    .getByRole('group', { name: 'Where does everyone meet?' })
    .getByRole('radio', { name: 'At the car park' })
    .check();
  await page.getByRole('button', { name: 'Submit quiz' }).click();
  const result = page.getByRole('region', { name: 'Your result' });
  // As for a student, the result's heading takes the focus.
  await expect(result.getByRole('heading', { name: 'Your result' })).toBeFocused();
  await expect(result).toContainText('✓ Passed');
  await expect(result).toContainText('100 %');
  await expect(result).toContainText(
    'Student view: this result is worked out as a student’s would be, and kept nowhere.',
  );
  await expect(
    outline(page).getByRole('link', { name: 'Drill check · Quiz (done)' }),
  ).toBeVisible();
}

/** What the API keeps of the course after student view: no enrolment, no report, no attempt. */
async function expectNothingRecorded(page: Page, draft: Draft) {
  const editor = await api(page, 'GET', `/courses/${draft.id}/editor`);
  expect(editor.body.data?.attributes.enrollment_count).toBe(0);
  const me = await api(page, 'GET', '/me');
  const enrollments = await api(
    page,
    'GET',
    `/accounts/${me.body.data?.id}/enrollments?include=course`,
  );
  expect(JSON.stringify(enrollments.body)).not.toContain(draft.id);
  const issues = await api(page, 'GET', `/content_issues?filter[course]=${draft.id}`);
  expect(issues.body.data).toEqual([]);
  // The learner's quiz: no enrolment, so never an attempt of the author's.
  const quiz = await api(page, 'GET', `/courses/${draft.slug}/quizzes/${draft.quiz.id}`);
  expect(quiz.status).toBe(403);
}

/** A draft course of one SCORM 1.2 package (tests/fixtures/packages/scorm12-single). */
async function draftWithPackage(page: Page) {
  const course = await created(page, '/courses', { title: `Exit package ${Date.now()}` });
  const module = await created(page, `/courses/${course.id}/modules`, { title: 'Safety' });
  const zip = zipBytes(
    folderEntries(path.resolve(import.meta.dirname, '../fixtures/packages/scorm12-single')),
  );
  const uploaded = await page.request.post(
    `/api/v1/courses/${course.id}/modules/${module.id}/packages`,
    {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: { file: { name: 'package.zip', mimeType: 'application/zip', buffer: zip } },
    },
  );
  expect(uploaded.status()).toBe(201);
  const item = (await uploaded.json()).included.find(
    (resource: { type: string }) => resource.type === 'course_items',
  );
  return { id: course.id, itemId: item.id as string, itemSlug: item.attributes.slug as string };
}

/** The package's own page, inside the launcher's frame on the content origin. */
const sco = (page: Page): FrameLocator =>
  page.frameLocator('iframe.player-package-frame').frameLocator('iframe');

test.describe('Student view (issue 43 item 4)', () => {
  test('Alex walks a draft course as a student, takes its quiz, and nothing is recorded', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const { origin, draft } = await authorWith(page, signInAs, draftCourse);
    await openStudentView(page, origin, draft);
    await expect(page).toHaveTitle(new RegExp(`^Student view: Why we practise · ${draft.title}`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: draft.title })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Student view' })).toHaveAttribute(
      'href',
      previewPath(draft),
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Why we practise');
    await expect(page.getByText('0 % done')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{course}/preview/{lesson} (1280 px, en)');

    // A lesson: marked done as a student would, in this tab only.
    await markDone(page).click();
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('33 % done')).toBeVisible();
    await page.getByRole('link', { name: /^Next lesson: Where we meet/ }).click();
    await expect(page).toHaveURL(`${origin}${previewPath(draft, draft.lessons[1]?.slug)}`);
    await expect(lessonTitle(page)).toHaveText('Where we meet');
    await expect(banner(page)).toBeVisible();
    await expect(outline(page).getByRole('link', { name: 'Why we practise (done)' })).toBeVisible();

    // "Report a problem" is checked as a student's and not sent.
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('Kind of problem').selectOption('typo');
    await dialog.getByLabel('Describe the problem').fill('The sign is green, not yellow.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Student view: the report was not sent.')).toBeVisible();

    await passQuiz(page);
    await expect(page.getByText('67 % done')).toBeVisible();
    await expectNoAxeViolations(
      page,
      '/admin/courses/{course}/preview/{quiz} result (1280 px, en)',
    );
    await expectNothingRecorded(page, draft);

    // "Start again" forgets the ticks; "Leave student view" goes back to the editor.
    await banner(page).getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByText('0 % done')).toBeVisible();
    await banner(page).getByRole('link', { name: 'Leave student view' }).click();
    await expect(page).toHaveURL(`${origin}/admin/courses/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
  });

  test('in Dutch at 390 px and in Romanian: the banner in the page’s language, clean under axe', async ({
    page,
    signInAs,
  }) => {
    const { origin, draft } = await authorWith(page, signInAs, draftCourse);
    await page.setViewportSize(PHONE);
    for (const [language, label, text] of [
      ['nl', 'Studentweergave', 'niets wat je hier doet wordt vastgelegd.'],
      ['ro', 'Vizualizare student', 'nimic din ce faci aici nu este înregistrat.'],
    ] as const) {
      await page.context().addCookies([{ name: 'custom-language', value: language, url: origin }]);
      await page.goto(`${origin}${previewPath(draft)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveURL(`${origin}${previewPath(draft, draft.lessons[0]?.slug)}`);
      const region = page.getByRole('region', { name: label });
      await expect(region).toContainText(`${label} — ${text}`);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(
        page,
        `/admin/courses/{course}/preview/{lesson} (390 px, ${language})`,
      );
    }
    await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
    await page.setViewportSize(DESKTOP);
  });

  test('a course without items: student view says so, and leads back to the editor', async ({
    page,
    signInAs,
  }) => {
    const { origin, draft: empty } = await authorWith(page, signInAs, (at) =>
      created(at, '/courses', { title: `Empty drill ${Date.now()}` }),
    );
    const answer = await page.goto(`${origin}/admin/courses/${empty.id}/preview`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Student view' })).toBeVisible();
    await expect(
      page.getByText('This course has no lessons, quizzes or assignments yet'),
    ).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{course}/preview (1280 px, en)');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, '/admin/courses/{course}/preview (390 px, en)');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'Add them in the course editor.' }).click();
    await expect(page).toHaveURL(`${origin}/admin/courses/${empty.id}`);
  });

  test('keyboard only: from the editor into student view, through a lesson, and back', async ({
    page,
    signInAs,
  }) => {
    const { origin, draft } = await authorWith(page, signInAs, draftCourse);
    await page.goto(`${origin}/admin/courses/${draft.id}`);
    await tabTo(page, page.getByRole('link', { name: 'Student view' }));
    await page.keyboard.press('Enter');
    await expect(lessonTitle(page)).toHaveText('Why we practise');

    await tabTo(page, markDone(page));
    await page.keyboard.press('Space');
    await expect(markDone(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(markDone(page)).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: /^Next lesson: / }));
    await page.keyboard.press('Enter');
    await expect(lessonTitle(page)).toHaveText('Where we meet');
    await expect(lessonTitle(page)).toBeFocused();

    // The banner comes before the player: back up to it with Shift+Tab.
    const leave = banner(page).getByRole('link', { name: 'Leave student view' });
    for (let step = 0; step < 40; step += 1) {
      if (await leave.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Shift+Tab');
    }
    await expect(leave).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/admin/courses/${draft.id}`);
  });

  test('on Unlimited Learning too: an author’s draft in student view, its quiz passed, nothing kept', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const { origin, draft } = await authorWith(page, signInAs, draftCourse, 'unlimited');
    await openStudentView(page, origin, draft);
    await expectNoAxeViolations(page, '/admin/courses/{course}/preview/{lesson} (1280 px, en)');
    await markDone(page).click();
    await expect(page.getByText('33 % done')).toBeVisible();
    await passQuiz(page);
    await expectNothingRecorded(page, draft);
  });

  test('a SCORM package plays in student view from its own origin, and no attempt is kept', async ({
    page,
    signInAs,
  }) => {
    const { origin, draft } = await authorWith(page, signInAs, draftWithPackage);
    await page.goto(`${origin}/admin/courses/${draft.id}/preview`);
    await expect(page).toHaveURL(`${origin}/admin/courses/${draft.id}/preview/${draft.itemSlug}`);
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('iframe.player-package-frame')).toHaveAttribute(
      'src',
      /^http:\/\/content\.localhost:\d+\/package-content\/pv[A-Za-z0-9_-]+\/~\/launch/,
    );
    await expect(sco(page).getByRole('status')).toContainText(/connected|ready|started/i);
    await expectNoAxeViolations(page, '/admin/courses/{course}/preview/{package} (1280 px, en)');
    await sco(page).getByRole('button', { name: 'Answer correctly' }).click();
    await sco(page).getByRole('button', { name: 'Finish' }).click();
    // Every part done: the item is ticked in the tab, as the API would for a learner.
    await expect(page.getByText('100 % done')).toBeVisible({ timeout: 15_000 });
    const attempts = await api(
      page,
      'GET',
      `/courses/${draft.id}/outline_items/${draft.itemId}/package_attempts`,
    );
    expect(attempts.status).toBe(200);
    expect(attempts.body.data).toEqual([]);
  });

  test('a student gets no student view: the 403 page, and the API refuses the draft', async ({
    page,
    signInAs,
  }) => {
    const { origin, draft } = await authorWith(page, signInAs, draftCourse);

    await signInAs('student@demo.academy');
    await dismissTour(page);
    const answer = await page.goto(`${origin}${previewPath(draft, draft.lessons[0]?.slug)}`);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
    await expect(page.getByRole('region', { name: 'Student view' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('A drill twice a year');
    expect((await api(page, 'GET', `/courses/${draft.id}/preview`)).status).toBe(403);
    expect(
      (await api(page, 'GET', `/courses/${draft.id}/preview/items/${draft.lessons[0]?.slug}`))
        .status,
    ).toBe(403);
    // Nor through the student's own player: a draft is not there for them.
    const player = await page.goto(`${origin}/courses/${draft.slug}/${draft.lessons[0]?.slug}`);
    expect(player?.status()).toBe(404);
  });
});
