import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { DEMO_PASSWORD, dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE } from './support/screens';

/**
 * Issue 43, item 1: a learner sees every grade and deadline in one place ("Grades and
 * deadlines", /overview). Stijn's is his demo data as it is (DEMO-DATA.md); the to-do with
 * deadlines belongs to a student of this test alone, in a course Alex publishes for it, so no
 * other test's data changes.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAY = 86_400_000;

// biome-ignore lint/suspicious/noExplicitAny: JSON:API documents read loosely.
type Json = Record<string, any>;

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page
    .getByRole('dialog', { name: 'Main navigation' })
    .getByRole('navigation', { name: 'Main navigation' });
}

/** The page's language: the cookie and local storage the language choice keeps. */
async function chooseLanguage(page: Page, origin: string, language: 'en' | 'nl' | 'ro') {
  await page.context().addCookies([{ name: 'custom-language', value: language, url: origin }]);
  await page.evaluate((value) => window.localStorage.setItem('custom-language', value), language);
}

/** The names of what Tab reaches in the page's main content, in order (at most `max` presses). */
async function tabStops(page: Page, max = 80): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).click();
  const names: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active?.closest('main')) return null;
      return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    });
    if (name === null) break;
    names.push(name);
  }
  return names;
}

/**
 * A published course of Alex's with three assignments: due yesterday, in 3 days and in 20 days
 * (beyond the 14 days); its slug and the assignments' ids and titles.
 */
async function courseWithDeadlines(alex: APIRequestContext, stamp: string) {
  const json = { ...XHR, 'Content-Type': 'application/json' };
  const options = (await (await alex.get('/api/v1/courses/authoring_options')).json()) as Json;
  const catalog = options.included.find((r: Json) => r.type === 'catalogs');
  const created = await alex.post('/api/v1/courses', {
    headers: json,
    data: {
      data: {
        attributes: {
          title: `Deadlines ${stamp}`,
          summary: 'A course with deadlines.',
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
        headers: json,
        data: { data: { attributes: { title: 'Practice' } } },
      })
    ).json()) as Json
  ).data;
  const addItem = async (kind: 'lesson' | 'assignment', title: string) => {
    const answer = await alex.post(`/api/v1/courses/${course.id}/modules/${module.id}/items`, {
      headers: json,
      data: { data: { attributes: { kind, title } } },
    });
    expect(answer.status()).toBe(201);
    const item = ((await answer.json()) as Json).data;
    return { id: item.id as string, slug: item.attributes.slug as string };
  };
  const { id: lesson } = await addItem('lesson', 'Getting started');
  const patched = await alex.patch(`/api/v1/courses/${course.id}/outline_items/${lesson}`, {
    headers: json,
    data: { data: { attributes: { content_html: '<p>Read this first.</p>' } } },
  });
  expect(patched.status()).toBe(200);
  const assignments: { id: string; slug: string; title: string }[] = [];
  for (const [title, days] of [
    ['Late report', -1],
    ['Reflection', 3],
    ['Final essay', 20],
  ] as const) {
    const { id, slug } = await addItem('assignment', `${title} ${stamp}`);
    const settings = await alex.patch(`/api/v1/assignments/${id}`, {
      headers: json,
      data: {
        data: {
          attributes: {
            settings: {
              instructions_html: `<p>Write the ${title.toLowerCase()}.</p>`,
              due_at: new Date(Date.now() + days * DAY).toISOString(),
            },
          },
        },
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    assignments.push({ id, slug, title: `${title} ${stamp}` });
  }
  const published = await alex.post(`/api/v1/courses/${course.id}/publish`, { headers: XHR });
  expect(published.status(), await published.text()).toBe(200);
  return { slug: course.attributes.slug as string, assignments };
}

test.describe('Grades and deadlines (issue 43, item 1)', () => {
  test('Stijn opens it from the menu: nothing due in 14 days, his three courses with their grades and his certificate', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    await (await openMenu(page)).getByRole('link', { name: 'Grades and deadlines' }).click();
    await expect(page).toHaveURL(`${origin}/overview`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grades and deadlines');
    await expect(page).toHaveTitle(/^Grades and deadlines/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Grades and deadlines',
    );

    // His one certificate runs for 24 months, and no assignment of his has a due date.
    const todo = page.getByRole('region', { name: 'To do in the next 14 days' });
    await expect(todo.getByText('No deadlines in the next 14 days.')).toBeVisible();

    // His three enrolments of DEMO-DATA (another test may enrol him in Time management too).
    const courses = page.getByRole('region', { name: 'Your courses' });
    const basics = courses.getByRole('article', { name: 'Project management basics' });
    await expect(
      basics.getByRole('progressbar', { name: 'Progress in Project management basics' }),
    ).toHaveAttribute('value', '100');
    await expect(basics.getByText('Completed', { exact: true }).first()).toBeVisible();
    const plan = basics
      .getByRole('table', { name: 'Grades in Project management basics' })
      .getByRole('row', { name: /Learning plan/ });
    await expect(plan.getByRole('cell').nth(0)).toHaveText('✓ Passed');
    await expect(plan.getByRole('cell').nth(1)).toHaveText('Pass or fail, without points');
    await expect(plan.getByRole('link', { name: 'Learning plan' })).toHaveAttribute(
      'href',
      '/courses/project-management-basics/learning-plan',
    );
    const certificate = basics.getByRole('link', { name: 'Project management certificate' });
    await expect(certificate).toHaveAttribute('href', /^\/certificates\/[0-9a-f-]{36}$/);
    await expect(basics.getByText(/^Valid until \d{1,2} \w{3} \d{4}$/)).toBeVisible();

    const data = courses.getByRole('article', { name: 'Data literacy' });
    const quiz = data
      .getByRole('table', { name: 'Grades in Data literacy' })
      .getByRole('row', { name: /Data literacy quiz/ });
    await expect(quiz.getByRole('cell').nth(1)).toContainText('pass mark 60 %');
    await expect(data.getByText('Data literacy certificate')).toBeVisible();
    await expect(data.getByText('Not earned yet')).toBeVisible();
    await expect(
      data.getByText('Complete the course with at least 60 % in its quizzes to earn it.'),
    ).toBeVisible();

    // Team North's Style guide waits for Cora, unless an earlier test on this server graded it.
    const writing = courses.getByRole('article', { name: 'Writing for the web' });
    await expect(
      writing
        .getByRole('row', { name: /Style guide/ })
        .getByRole('cell')
        .nth(0),
    ).toHaveText(/Waiting for your coach|Passed|Not passed/);

    await expectNoAxeViolationsAtBothWidths(page, '/overview (Stijn)');

    // Everything is reached by Tab, and a grade's item opens from the keyboard.
    const stops = await tabStops(page);
    for (const name of [
      'Project management basics',
      'Learning plan',
      'Project management certificate',
      'Data literacy quiz',
      'Style guide',
    ]) {
      expect(stops, name).toContain(name);
    }
    await plan.getByRole('link', { name: 'Learning plan' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/courses/project-management-basics/learning-plan`);
  });

  test('in Dutch at 390 px and in Romanian, in the learner’s own words', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('student@demo.academy', { at: '/overview' });
    await page.setViewportSize(PHONE);
    await chooseLanguage(page, origin, 'nl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cijfers en deadlines');
    await expect(page.getByText('Geen deadlines in de komende 14 dagen.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Cijfers in Project management basics' }),
    ).toBeVisible();
    await expect(page.getByText(/^Geldig tot \d{1,2} [a-z]{3}\.? \d{4}$/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/overview (390 px, nl)');

    await chooseLanguage(page, origin, 'ro');
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Note și termene');
    await expect(page.getByText('Niciun termen în următoarele 14 zile.')).toBeVisible();
    await expect(
      page.getByRole('columnheader', { name: 'Lucrare evaluată' }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/overview (1280 px, ro)');
    await chooseLanguage(page, origin, 'en');
  });

  test('a learner’s deadlines: overdue first and said so, the next one after, submitted work gone', async ({
    page,
    signInAs,
    newStudent,
    playwright,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const student = await newStudent({ fullName: `Dana Deadline ${stamp}` });
    const alex = await playwright.request.newContext({
      baseURL: student.origin,
      extraHTTPHeaders: XHR,
    });
    const signedIn = await alex.post('/api/auth/login', {
      data: { email: 'author@demo.academy', password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const { slug, assignments } = await courseWithDeadlines(alex, stamp);
    await alex.dispose();
    const [late, next, far] = assignments as [
      (typeof assignments)[0],
      (typeof assignments)[0],
      (typeof assignments)[0],
    ];
    expect((await student.api.post(`/api/v1/courses/${slug}/enrollment`, { data: {} })).ok()).toBe(
      true,
    );

    const origin = await signInAs(student, { at: '/overview' });
    await dismissTour(page);
    const todo = page.getByRole('region', { name: 'To do in the next 14 days' });
    const items = todo.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Overdue');
    await expect(items.nth(0).getByRole('link', { name: late.title, exact: true })).toHaveAttribute(
      'href',
      `/courses/${slug}/${late.slug}`,
    );
    await expect(items.nth(0)).toContainText('Not submitted yet');
    await expect(items.nth(1).getByRole('link', { name: next.title, exact: true })).toBeVisible();
    await expect(items.nth(1)).not.toContainText('Overdue');
    await expect(items.nth(1).getByText(/^Due /)).toBeVisible();
    await expect(todo.getByText(far.title)).toHaveCount(0);

    // "Add to calendar": the deadline as its own event, with the UID it has in the feed.
    const add = items.nth(0).getByRole('link', { name: `Add to calendar: ${late.title}` });
    const answer = await page.request.get(`${origin}${await add.getAttribute('href')}`);
    expect(answer.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const [event] = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(event?.uid).toBe(`assignment-${late.id}@localhost`);

    // All three wait in the course's grades, not started.
    const grades = page.getByRole('table', { name: `Grades in Deadlines ${stamp}` });
    await expect(grades.getByRole('row', { name: /Not started/ })).toHaveCount(3);
    await expectNoAxeViolationsAtBothWidths(page, '/overview (deadlines)');
    const stops = await tabStops(page);
    expect(stops).toContain(`Add to calendar: ${late.title}`);
    expect(stops).toContain(`Add to calendar: ${next.title}`);

    // Submitted: done, so off the to-do; its grade waits for a coach.
    const submitted = await student.api.post(
      `/api/v1/courses/${slug}/assignments/${late.id}/submissions`,
      { data: { data: { type: 'submissions', attributes: { body_html: '<p>My report.</p>' } } } },
    );
    expect(submitted.status(), await submitted.text()).toBe(201);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('link', { name: next.title, exact: true })).toBeVisible();
    await expect(
      grades
        .getByRole('row', { name: new RegExp(late.title) })
        .getByRole('cell')
        .nth(0),
    ).toHaveText('Waiting for your coach');
  });

  test('Lars on Unlimited Learning: his course, nothing graded in it, nothing due', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('learner@unlimited.academy');
    await dismissTour(page);
    await (await openMenu(page)).getByRole('link', { name: 'Grades and deadlines' }).click();
    await expect(page).toHaveURL(`${origin}/overview`);
    await expect(page.getByText('No deadlines in the next 14 days.')).toBeVisible();
    const course = page.getByRole('article', { name: 'Customer conversations' });
    await expect(
      course.getByText('This course has no quizzes, assignments or packages that are graded.'),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectNoAxeViolationsAtBothWidths(page, '/overview (Unlimited Learning)');
  });
});
