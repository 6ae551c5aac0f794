import path from 'node:path';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { folderEntries, zipBytes } from '../../academy-api/packages/test-zip';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 37 "Done when", SCORM: a package plays in the course player from its own origin, its
 * progress completes the item, a tab closed mid-course resumes where the learner was with all of
 * a 10,000-character suspend_data (SCORM 1.2 stops at 4,096 elsewhere), and the package can reach
 * neither the learner's session nor the app's pages. (The e2e servers run with
 * ACADEMY_CONTENT_PACKAGES=on: scripts/e2e-server.sh.)
 */
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/packages');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A fixture's zip; `launch` rewrites the launch file's address in the manifest. */
function fixtureZip(name: string, launch?: [string, string]) {
  return zipBytes(
    folderEntries(path.join(FIXTURES, name)).map((entry) =>
      launch && entry.name === 'imsmanifest.xml'
        ? { ...entry, data: String(entry.data).replace(launch[0], launch[1]) }
        : entry,
    ),
  );
}

/** A published course of one package item, made by Alex through the API; its slug and item's. */
async function publishedPackageCourse(author: APIRequestContext, zip: Buffer, title: string) {
  const json = { ...XHR, 'Content-Type': 'application/json' };
  const options = await (await author.get('/api/v1/courses/authoring_options')).json();
  const catalog = options.included.find((r: { type: string }) => r.type === 'catalogs');
  const created = await author.post('/api/v1/courses', {
    headers: json,
    data: { data: { attributes: { title, summary: 'A package course.', catalog_id: catalog.id } } },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()).data;
  const module = await author.post(`/api/v1/courses/${course.id}/modules`, {
    headers: json,
    data: { data: { attributes: { title: 'Safety' } } },
  });
  const uploaded = await author.post(
    `/api/v1/courses/${course.id}/modules/${(await module.json()).data.id}/packages`,
    {
      headers: XHR,
      multipart: { file: { name: 'package.zip', mimeType: 'application/zip', buffer: zip } },
    },
  );
  expect(uploaded.status()).toBe(201);
  const item = (await uploaded.json()).included.find(
    (r: { type: string }) => r.type === 'course_items',
  );
  const published = await author.post(`/api/v1/courses/${course.id}/publish`, { headers: XHR });
  expect(published.status()).toBe(200);
  return {
    courseId: course.id as string,
    course: course.attributes.slug as string,
    item: item.attributes.slug as string,
    title: item.attributes.title as string,
  };
}

/**
 * Alex publishes a course of the package, enrols in it and opens its item in the player (in
 * English); the course's ids and the author's origin.
 */
async function playAsAuthor(page: Page, origin: string, zip: Buffer, title: string) {
  const published = await publishedPackageCourse(page.request, zip, title);
  const enrolled = await page.request.post(`/api/v1/courses/${published.course}/enrollment`, {
    data: {},
    headers: XHR,
  });
  expect(enrolled.status()).toBe(201);
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  await dismissTour(page);
  await page.goto(`${origin}/courses/${published.course}/${published.item}`);
  return published;
}

const sco = (page: Page): FrameLocator =>
  page.frameLocator('iframe.player-package-frame').frameLocator('iframe');

test.describe('the package player (issue 37)', () => {
  test('a SCORM 1.2 package: played from its own origin, resumed after the tab closed, completed', async ({
    page,
    signInAs,
    newStudent,
    context,
  }) => {
    test.slow();
    const origin = await signInAs('author@demo.academy');
    const { course, item } = await publishedPackageCourse(
      page.request,
      fixtureZip('scorm12-single', ['href="index.html"', 'href="index.html?suspend=10000"']),
      `Fire safety ${Date.now()}`,
    );
    const student = await newStudent({ fullName: 'Pia Package' });
    expect(
      (await student.api.post(`/api/v1/courses/${course}/enrollment`, { data: {} })).status(),
    ).toBe(201);
    await context.clearCookies();
    await context.addCookies([
      ...student.cookies,
      { name: 'custom-language', value: 'en', url: origin },
    ]);
    await dismissTour(page);

    await page.goto(`${origin}/courses/${course}/${item}`);
    const frame = page.locator('iframe.player-package-frame');
    // The launcher is on the content origin, never the app's.
    await expect(frame).toHaveAttribute(
      'src',
      /^http:\/\/content\.localhost:\d+\/package-content\//,
    );
    await expect(sco(page).getByRole('status')).toContainText(/connected|ready|started/i);
    await expect(sco(page).locator('#saved-data')).toHaveText('No saved data yet.');
    await sco(page).getByRole('button', { name: 'Next page' }).click();
    await expect(sco(page).locator('#position')).toHaveText('Page 2 of 3');
    await expectNoAxeViolations(page, `/courses/${course}/${item} (a package playing)`);

    // The tab closes mid-course; a new one resumes on page 2 with all 10,000 characters.
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await again.goto(`${origin}/courses/${course}/${item}`);
    await expect(sco(again).locator('#saved-data')).toHaveText(
      'Resumed with 10000 characters of saved data, intact.',
    );
    await expect(sco(again).locator('#position')).toHaveText('Page 2 of 3');

    // Passing completes the item: the outline ticks it.
    await sco(again).getByRole('button', { name: 'Answer correctly' }).click();
    await sco(again).getByRole('button', { name: 'Finish' }).click();
    const outline = again.getByRole('navigation', { name: 'Course outline' });
    await expect(outline.locator('[data-done="true"]')).toHaveCount(1, { timeout: 15_000 });
    // The learner's own result, as the reports say it (issue 37 item 2).
    await expect(again.locator('.player-package-result')).toHaveText(
      'Your result: passed · 100 % · 1 of 1 questions right',
    );
    const read = await (await student.api.get(`/api/v1/courses/${course}`)).json();
    expect(JSON.stringify(read)).toContain('"progress":100');
  });

  test('a package of two SCOs: its parts listed, each played and ticked, then the item done', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy');
    const { courseId, title } = await playAsAuthor(
      page,
      origin,
      fixtureZip('scorm12-multi'),
      `Two lessons ${Date.now()}`,
    );
    const parts = page.getByRole('navigation', { name: 'Parts of this package' });
    const buttons = parts.getByRole('button');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.first()).toHaveAttribute('aria-current', 'step');
    await sco(page).getByRole('button', { name: 'Finish' }).click();
    await expect(buttons.first()).toContainText('(done)');
    await expect(page.locator('nav [data-done="true"]')).toHaveCount(0);

    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(sco(page).getByRole('status')).toContainText('entry ab-initio');
    // The second part asks a question (cmi.interactions), answered right.
    await sco(page).getByRole('button', { name: 'Answer correctly' }).click();
    await sco(page).getByRole('button', { name: 'Finish' }).click();
    await expect(buttons.nth(1)).toContainText('(done)');
    await expect(page.locator('nav [data-done="true"]')).toHaveCount(1);

    // The authors' report in the course editor: Alex's attempt, both parts done.
    await page.goto(`${origin}/admin/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const report = page.getByRole('region', { name: 'Learners’ attempts (1)' });
    // Both parts done, the second passed: the attempt is passed.
    await expect(report.getByRole('row', { name: /Alex Author/ })).toContainText('passed');
    await expect(report.getByRole('row', { name: /Alex Author/ })).toContainText('2 of 2');
    await expect(report.getByRole('row', { name: /Alex Author/ })).toContainText('1 of 1 right');
    await expect(report.getByRole('link', { name: 'Download every attempt (CSV)' })).toBeVisible();
    const answers = await page.request.get(
      (await report
        .getByRole('link', { name: 'Download every answer (CSV)' })
        .getAttribute('href')) ?? '',
    );
    expect(await answers.text()).toContain(',nearest-exit,choice,,b,b,correct,yes,');
    await expectNoAxeViolations(page, `/admin/courses/${courseId} (a package's attempts)`);
    // At 390 px the table scrolls sideways in a container the keyboard can reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, `/admin/courses/${courseId} (a package's attempts, 390 px)`);
  });

  test('a cmi5 package of two AUs: each launched with its own session, its statements moving the item on @smoke', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const origin = await signInAs('author@demo.academy');
    const { course, item } = await playAsAuthor(
      page,
      origin,
      fixtureZip('cmi5-two-aus'),
      `Fire drill ${Date.now()}`,
    );
    const parts = page.getByRole('navigation', { name: 'Parts of this package' });
    const buttons = parts.getByRole('button');
    await expect(buttons).toHaveCount(2);
    // The AU fetched its token, read LMS.LaunchData and sent initialized to the content
    // origin's LRS (tests/fixtures/packages/cmi5-two-aus/shared/au.js).
    await expect(sco(page).getByRole('status')).toHaveText(
      'Connected to the learning record store (launch mode Normal).',
    );
    // Browsing opens the part again in Browse mode (cmi5 §10.2.2), where nothing is recorded.
    const browse = page.getByRole('checkbox', { name: 'Browse only: nothing is recorded' });
    await browse.check();
    await expect(sco(page).getByRole('status')).toHaveText(
      'Connected to the learning record store (launch mode Browse).',
    );
    await browse.uncheck();
    await expect(sco(page).getByRole('status')).toHaveText(
      'Connected to the learning record store (launch mode Normal).',
    );
    await expectNoAxeViolations(page, `/courses/${course}/${item} (a cmi5 AU playing)`);
    await sco(page).getByRole('button', { name: 'Answer correctly' }).click();
    await expect(sco(page).getByRole('status')).toHaveText(
      'Passed: a scaled score of 1.0 was recorded.',
    );
    await sco(page).getByRole('button', { name: 'Finish' }).click();
    await expect(sco(page).getByRole('status')).toHaveText(
      'Completed: the completion was recorded.',
    );
    // CompletedAndPassed: the first AU has met its moveOn.
    await expect(buttons.first()).toContainText('(done)', { timeout: 15_000 });
    await expect(page.locator('nav [data-done="true"]')).toHaveCount(0);

    await buttons.nth(1).click();
    await expect(sco(page).getByRole('status')).toHaveText(
      'Connected to the learning record store (launch mode Normal).',
    );
    await sco(page).getByRole('button', { name: 'Finish' }).click();
    await expect(buttons.nth(1)).toContainText('(done)', { timeout: 15_000 });
    await expect(page.locator('nav [data-done="true"]')).toHaveCount(1, { timeout: 15_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, `/courses/${course}/${item} (a cmi5 AU, 390 px)`);
  });

  test('an author waives the parts of a learner’s cmi5 attempt, with a reason: the item is done', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy');
    const { courseId, title } = await playAsAuthor(
      page,
      origin,
      fixtureZip('cmi5-two-aus'),
      `Waived drill ${Date.now()}`,
    );
    // Opening the item started Alex's attempt.
    await expect(sco(page).getByRole('status')).toHaveText(
      'Connected to the learning record store (launch mode Normal).',
    );
    await page.goto(`${origin}/admin/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const report = page.getByRole('region', { name: 'Learners’ attempts (1)' });
    for (const part of ['The fire drill', 'The evacuation plan']) {
      await report.getByText('Waive a part for Alex Author').click();
      await report.getByLabel('Part').selectOption({ label: part });
      await report.getByLabel('Reason').selectOption({ label: 'Tested out' });
      if (part === 'The fire drill') {
        await expectNoAxeViolations(page, `/admin/courses/${courseId} (waiving a part)`);
      }
      await report.getByRole('button', { name: 'Waive', exact: true }).click();
      // Closed again, the keyboard back where it was.
      await expect(report.getByLabel('Part')).toBeHidden();
    }
    await expect(report.getByRole('row', { name: /Alex Author/ })).toContainText('2 of 2');
    await expect(report.getByRole('row', { name: /Alex Author/ })).toContainText('completed');
    await expect(report.getByText('Waive a part for Alex Author')).toHaveCount(0);
  });

  test('a SCORM 2004 package with sequencing: lesson 2 opens once lesson 1 is passed, Continue moves on, a closed tab resumes @smoke', async ({
    page,
    signInAs,
    context,
  }) => {
    test.slow();
    const origin = await signInAs('author@demo.academy');
    const { course, item } = await playAsAuthor(
      page,
      origin,
      fixtureZip('scorm2004-sequencing'),
      `Extinguishers ${Date.now()}`,
    );
    const parts = page.getByRole('navigation', { name: 'Parts of this package' });
    const flow = page.getByRole('navigation', { name: 'Move through the package' });
    const lesson1 = parts.getByRole('button', { name: /Lesson 1/ });
    const lesson2 = parts.getByRole('button', { name: /Lesson 2/ });
    // The sequencing starts at lesson 1; lesson 2 is disabled until lesson 1 is satisfied.
    await expect(lesson1).toHaveAttribute('aria-current', 'step');
    await expect(sco(page).getByRole('heading', { level: 1 })).toHaveText('Lesson 1: Fire exits');
    await expect(sco(page).getByRole('status')).toContainText('SCORM 2004, entry ab-initio');
    await expect(lesson2).toHaveAttribute('aria-disabled', 'true');
    await expect(lesson2).toContainText('(not available yet)');
    await expect(flow.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Reached by the keyboard, it does nothing.
    await lesson2.press('Enter');
    await expect(lesson1).toHaveAttribute('aria-current', 'step');

    // A scaled score of 1 satisfies lesson 1's objective (0.8), which lesson 2's rule reads.
    await sco(page).getByRole('button', { name: 'Answer correctly' }).click();
    await sco(page).getByRole('button', { name: 'Finish' }).click();
    await flow.getByRole('button', { name: 'Continue' }).click();
    await expect(lesson2).toHaveAttribute('aria-current', 'step');
    await expect(sco(page).getByRole('heading', { level: 1 })).toHaveText(
      'Lesson 2: Fire extinguishers',
    );
    await expect(sco(page).getByRole('status')).toContainText('entry ab-initio');
    await expect(lesson1).toContainText('(done)');
    await expect(lesson2).not.toHaveAttribute('aria-disabled', 'true');
    await expect(flow.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await sco(page).getByRole('button', { name: 'Next page' }).click();
    await expect(sco(page).locator('#position')).toHaveText('Page 2 of 3');
    await expectNoAxeViolations(page, `/courses/${course}/${item} (a sequenced package playing)`);

    // The tab closes mid-lesson; a new one resumes lesson 2 on page 2.
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await again.goto(`${origin}/courses/${course}/${item}`);
    const partsAgain = again.getByRole('navigation', { name: 'Parts of this package' });
    await expect(partsAgain.getByRole('button', { name: /Lesson 2/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(sco(again).getByRole('status')).toContainText('entry resume');
    await expect(sco(again).locator('#position')).toHaveText('Page 2 of 3');

    // Lesson 2 passed and finished, Continue ends the package: the item is done.
    await sco(again).getByRole('button', { name: 'Answer correctly' }).click();
    await sco(again).getByRole('button', { name: 'Finish' }).click();
    await again
      .getByRole('navigation', { name: 'Move through the package' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(
      again.getByRole('status').filter({ hasText: 'end of this package' }),
    ).toBeVisible();
    const outline = again.getByRole('navigation', { name: 'Course outline' });
    await expect(outline.locator('[data-done="true"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(partsAgain.getByRole('button', { name: /Lesson 2/ })).toContainText('(done)');
  });

  test('isolation: the package reaches neither the session nor the app’s pages', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy');
    const probe = [
      '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><p id="out">…</p>',
      '<script>',
      '(async () => {',
      '  const out = [];',
      '  try { const r = await fetch("/api/v1/me", { credentials: "include" }); out.push("me " + r.status); }',
      '  catch (e) { out.push("me refused"); }',
      '  try { out.push("parent " + (window.top.document.title || "read")); } catch (e) { out.push("parent blocked"); }',
      '  try { const r = await fetch(' +
        JSON.stringify(`${origin}/api/v1/me`) +
        ', { credentials: "include" });',
      '    out.push("app " + r.status + " " + (await r.text()).slice(0, 20)); } catch (e) { out.push("app refused"); }',
      '  try { const r = await fetch(' +
        JSON.stringify(`${origin}/api/v1/courses`) +
        ', { method: "POST", credentials: "include",',
      '    headers: { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" }, body: "{}" });',
      '    out.push("write " + r.status); } catch (e) { out.push("write refused"); }',
      '  document.getElementById("out").textContent = out.join("; ");',
      '})();',
      '</script></main></body></html>',
    ].join('\n');
    const zip = zipBytes([
      ...folderEntries(path.join(FIXTURES, 'scorm12-single')).filter(
        (e) => e.name !== 'index.html',
      ),
      { name: 'index.html', data: probe },
    ]);
    const { course, item } = await publishedPackageCourse(page.request, zip, `Probe ${Date.now()}`);
    expect(
      (
        await page.request.post(`/api/v1/courses/${course}/enrollment`, { data: {}, headers: XHR })
      ).status(),
    ).toBe(201);
    await dismissTour(page);
    await page.goto(`${origin}/courses/${course}/${item}`);
    const out = sco(page).locator('#out');
    await expect(out).not.toHaveText('…');
    // Its own origin has no /api (the content origin serves packages only), the app's page is
    // another origin's document, and the app's API answers it without the learner's cookie.
    await expect(out).toContainText('me 404');
    await expect(out).toContainText('parent blocked');
    await expect(out).toContainText('app refused');
    await expect(out).toContainText('write refused');
  });
});
