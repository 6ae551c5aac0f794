import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { DEMO_PASSWORD, dismissTour } from './support/demo';
import { expect, type FreshStudent, test } from './support/fixtures';

/**
 * Release rules of the items inside a course (issue 43 item 6, docs/release-rules.md): an
 * author sets them in the course editor's item settings, and a fresh student sees the locks with
 * their reasons in the player, completes the prerequisite, and the item opens. Each test makes
 * its own published course and student, so the demo data other specs read stays as it was.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const JSON_HEADERS = { ...XHR, 'Content-Type': 'application/json' };

// biome-ignore lint/suspicious/noExplicitAny: JSON:API documents read loosely.
type Json = Record<string, any>;

const LESSONS = ['Start here', 'Second step', 'Deep dive', 'Later lesson'] as const;

/** Alex's published course of four lessons with text, in a catalog; its id, slug and items. */
async function publishedCourse(alex: APIRequestContext, stamp: string) {
  const options = (await (await alex.get('/api/v1/courses/authoring_options')).json()) as Json;
  const catalog = options.included.find((r: Json) => r.type === 'catalogs');
  const created = await alex.post('/api/v1/courses', {
    headers: JSON_HEADERS,
    data: {
      data: {
        attributes: {
          title: `Drip ${stamp}`,
          summary: 'Opens step by step.',
          catalog_id: catalog.id,
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const course = ((await created.json()) as Json).data;
  const module = (
    (await (
      await alex.post(`/api/v1/courses/${course.id}/modules`, {
        headers: JSON_HEADERS,
        data: { data: { attributes: { title: 'Steps' } } },
      })
    ).json()) as Json
  ).data;
  const items = new Map<string, { id: string; slug: string }>();
  for (const title of LESSONS) {
    const added = await alex.post(`/api/v1/courses/${course.id}/modules/${module.id}/items`, {
      headers: JSON_HEADERS,
      data: { data: { attributes: { kind: 'lesson', title } } },
    });
    expect(added.status()).toBe(201);
    const item = ((await added.json()) as Json).data;
    const saved = await alex.patch(`/api/v1/courses/${course.id}/outline_items/${item.id}`, {
      headers: JSON_HEADERS,
      data: { data: { attributes: { content_html: `<p>The text of ${title}.</p>` } } },
    });
    expect(saved.status()).toBe(200);
    items.set(title, { id: item.id, slug: item.attributes.slug });
  }
  const published = await alex.post(`/api/v1/courses/${course.id}/publish`, { headers: XHR });
  expect(published.status(), await published.text()).toBe(200);
  const slugOf = (title: (typeof LESSONS)[number]) => items.get(title)?.slug ?? '';
  return { id: course.id as string, slug: course.attributes.slug as string, slugOf };
}

async function asAlex(playwright: { request: APIRequest }, origin: string) {
  const alex = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: XHR });
  const signedIn = await alex.post('/api/auth/login', {
    data: { email: 'author@demo.academy', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return alex;
}

/** The item's settings in the editor's Outline tab, and its Release section. */
async function openRelease(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const release = page.getByRole('form', { name: 'Release' });
  await expect(release).toBeVisible();
  return release;
}

async function enrol(student: FreshStudent, slug: string) {
  const answer = await student.api.post(`/api/v1/courses/${slug}/enrollment`, { data: {} });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'Course outline' });

test.describe('Release rules (issue 43 item 6)', () => {
  test('an author sets a prerequisite and a drip; a student sees why and when, completes the prerequisite, and it opens', async ({
    page,
    signInAs,
    newStudent,
    playwright,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const student = await newStudent({ fullName: `Rita Release ${stamp}` });
    const alex = await asAlex(playwright, student.origin);
    const course = await publishedCourse(alex, stamp);
    await alex.dispose();

    // The author, in the editor: "Deep dive" requires "Second step"; "Later lesson" opens 3
    // days after enrolment.
    await signInAs('author@demo.academy', { at: `/admin/courses/${course.id}` });
    await dismissTour(page);
    await page.getByRole('tab', { name: 'Outline' }).click();
    let release = await openRelease(page, 'Deep dive');
    await release.getByLabel('Requires').selectOption({ label: 'Second step' });
    // A lesson has nothing to pass: completing it is what it asks.
    await expect(release.getByText('A lesson has no result to pass')).toBeVisible();
    await expect(release.getByRole('radio', { name: 'passed' })).toHaveCount(0);
    await release.getByRole('button', { name: 'Save release' }).click();
    await expect(release.getByText('Release saved.')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{id} (release)');
    await page.getByRole('button', { name: 'Close editor' }).click();

    release = await openRelease(page, 'Later lesson');
    await release.getByRole('radio', { name: 'Days after enrolment' }).check();
    await release.getByLabel('Number of days').fill('3');
    await release.getByRole('button', { name: 'Save release' }).click();
    await expect(release.getByText('Release saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Close editor' }).click();

    // A circle is refused by its field, and nothing of it is saved.
    release = await openRelease(page, 'Second step');
    await release.getByLabel('Requires').selectOption({ label: 'Deep dive' });
    await release.getByRole('button', { name: 'Save release' }).click();
    await expect(release.getByText(/“Deep dive” already waits for this item/)).toBeVisible();
    await expect(release.getByLabel('Requires')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Close editor' }).click();

    // Saved values shown back after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Outline' }).click();
    // The outline's rows say each rule in short.
    await expect(page.getByText('· opens 3 days after enrolment')).toBeVisible();
    await expect(page.getByText('· after ‘Second step’ is completed')).toBeVisible();
    release = await openRelease(page, 'Later lesson');
    await expect(release.getByRole('radio', { name: 'Days after enrolment' })).toBeChecked();
    await expect(release.getByLabel('Number of days')).toHaveValue('3');
    await page.getByRole('button', { name: 'Close editor' }).click();
    release = await openRelease(page, 'Deep dive');
    await expect(release.getByLabel('Requires')).toHaveValue(/.+/);
    await expect(release.getByLabel('Requires').locator('option:checked')).toHaveText(
      'Second step',
    );
    release = await openRelease(page, 'Second step');
    await expect(release.getByLabel('Requires').locator('option:checked')).toHaveText(
      'Nothing (no prerequisite)',
    );

    // The student enrolled today sees both locks, with their reasons, in words.
    await enrol(student, course.slug);
    await signInAs(student, { at: `/courses/${course.slug}/${course.slugOf('Start here')}` });
    await dismissTour(page);
    const nav = outline(page);
    await expect(nav.getByText('Opens when you complete ‘Second step’.')).toBeVisible();
    await expect(nav.getByText(/^Opens 3 days after you enrolled — on .+\.$/)).toBeVisible();
    // Locked items are no links; open ones are.
    await expect(nav.getByRole('link', { name: /Deep dive/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Later lesson/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Second step/ })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, '/courses/{course}/{lesson} (locks)');

    // Its address opened: the reason, no content, and a way to what it waits for.
    await page.goto(`${student.origin}/courses/${course.slug}/${course.slugOf('Deep dive')}`);
    const lesson = page.getByRole('article');
    await expect(lesson.getByRole('heading', { name: 'Deep dive' })).toBeVisible();
    await expect(lesson.getByText('Not open yet')).toBeVisible();
    await expect(lesson.getByText('The text of Deep dive.')).toHaveCount(0);
    await expect(lesson.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
    // The pager skips nothing: "Later lesson" is next, and says it is locked.
    await expect(
      page.getByRole('link', { name: 'Next lesson: Later lesson (locked)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/courses/{course}/{lesson} (locked)');
    await lesson.getByRole('link', { name: 'Go to ‘Second step’' }).click();
    await expect(page).toHaveURL(new RegExp(`/${course.slugOf('Second step')}$`));
    await page.getByRole('button', { name: 'Mark as done' }).click();

    // Done: "Deep dive" opens.
    await expect(outline(page).getByRole('link', { name: /Deep dive/ })).toBeVisible();
    await outline(page)
      .getByRole('link', { name: /Deep dive/ })
      .click();
    await expect(page.getByText('The text of Deep dive.')).toBeVisible();
  });

  test('in Dutch: the reasons and the date in the learner’s language', async ({
    page,
    signInAs,
    newStudent,
    playwright,
  }) => {
    const stamp = Date.now().toString(36);
    const student = await newStudent({ fullName: `Ruud Vrijgave ${stamp}` });
    const alex = await asAlex(playwright, student.origin);
    const course = await publishedCourse(alex, stamp);
    const rule = (title: (typeof LESSONS)[number], attributes: Json) => ({
      title,
      attributes,
    });
    const deep = await alex.get(`/api/v1/courses/${course.id}/editor`);
    const ids = new Map<string, string>(
      ((await deep.json()) as Json).included
        .filter((r: Json) => r.type === 'course_items')
        .map((r: Json) => [r.attributes.title, r.id]),
    );
    for (const { title, attributes } of [
      rule('Deep dive', { requires_item_id: ids.get('Second step') }),
      rule('Later lesson', { release_on: '2027-03-14T09:00:00Z' }),
    ]) {
      const saved = await alex.patch(
        `/api/v1/courses/${course.id}/outline_items/${ids.get(title)}`,
        { headers: JSON_HEADERS, data: { data: { attributes } } },
      );
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await alex.dispose();
    await enrol(student, course.slug);

    const origin = await signInAs(student, { at: '/catalog' });
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.evaluate(() => window.localStorage.setItem('custom-language', 'nl'));
    await page.goto(`${origin}/courses/${course.slug}/${course.slugOf('Start here')}`);
    await dismissTour(page);
    const nav = page.getByRole('navigation', { name: 'Cursusoverzicht' });
    await expect(nav.getByText('Opent als je ‘Second step’ hebt afgerond.')).toBeVisible();
    await expect(nav.getByText('Opent op 14 maart 2027.')).toBeVisible();
    await expectNoAxeViolations(page, '/courses/{course}/{lesson} (locks, nl)');
  });
});
