import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expectNoAxeViolations, PHONE } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 41 item 1 (docs/question-interchange.md): an author imports a GIFT file — the preview
 * says what becomes of each question, a description is skipped with its reason — confirms,
 * sees the questions, and exports them as Moodle XML. Once in Dutch.
 */
const GIFT = [
  '// Fire safety, written for Moodle',
  '$CATEGORY: $course$/top/Safety/Fire',
  '',
  '::Exit sign:: What colour is an emergency exit sign? {=Green#Right. ~Red ~Blue}',
  '',
  'Read the evacuation plan before you answer the questions below.',
  '',
  '::Exits:: How many exits must each floor have at least? {#2..4}',
  '',
  '::Lift:: [html]The <b>lift</b> is safe to use during a fire. {F}',
  '',
].join('\n');

test.describe('question interchange (GIFT, Moodle XML)', () => {
  let folder = '';
  test.beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'quiz-interchange-'));
  });
  test.afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('Alex imports a GIFT file after its preview and exports Moodle XML', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const giftFile = path.join(folder, 'fire-safety.gift');
    await writeFile(giftFile, GIFT, 'utf8');

    const origin = await signInAs('author@demo.academy');
    await dismissTour(page);
    const title = `Quiz interchange ${Date.now()}`;
    await page.goto(`${origin}/admin/courses/create`);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(new RegExp(`${origin}/admin/courses/[0-9a-f-]{36}$`));
    const coursePage = page.url();
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.getByLabel('Module title').fill('Fire safety');
    await page.getByRole('button', { name: 'Add module' }).click();
    const module = page.getByRole('region', { name: 'Fire safety' });
    await expect(module).toBeVisible();
    await module.getByLabel('Title of the new item').fill('Fire safety check');
    await module.getByRole('button', { name: 'Add quiz' }).click();
    const edit = module.getByRole('button', { name: 'Edit Fire safety check', exact: true });
    await expect(edit).toBeVisible();
    await edit.click();

    const input = page.getByLabel('Import questions');
    await expect(input).toBeEnabled();
    await expect(input).toHaveAccessibleDescription(/GIFT/);

    // The preview: what becomes of each question, the description skipped with its reason.
    await input.setInputFiles(giftFile);
    await expect(page.getByText('3 questions ready to import')).toBeVisible();
    const report = page.getByRole('table', {
      name: /What becomes of each question in fire-safety\.gift/,
    });
    await expect(report).toBeVisible();
    await expect(report).toContainText('1 question is skipped.');
    const rows = report.getByRole('row');
    await expect(rows).toHaveCount(5);
    const cells = async (index: number) => rows.nth(index).getByRole('cell').allTextContents();
    expect((await cells(1)).slice(0, 3)).toEqual(['4', 'Exit sign', 'Imported as Single choice']);
    const skipped = await cells(2);
    expect(skipped.slice(0, 1)).toEqual(['6']);
    expect(skipped[2]).toBe('Skipped');
    expect(skipped[3]).toBe('A description, not a question: there is nothing to answer.');
    expect((await cells(3)).slice(2, 4)).toEqual([
      'Imported as Numeric',
      'The range 2..4 became 3 ± 1.',
    ]);
    expect((await cells(4))[3]).toContain('HTML formatting became plain text');
    await expect(
      page.getByText('No questions yet. Add the first one, or import a CSV file.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{course} quiz import preview (GIFT)');
    await report.screenshot({ path: test.info().outputPath('gift-preview-desktop.png') });

    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByText('3 questions imported')).toBeVisible();
    const list = page.getByRole('table', { name: '3 questions' });
    await expect(list.getByRole('rowheader')).toHaveText([
      'What colour is an emergency exit sign?',
      'How many exits must each floor have at least?',
      'The lift is safe to use during a fire.',
    ]);
    await expectNoAxeViolations(page, '/admin/courses/{course} quiz editor after a GIFT import');

    // Moodle XML out: a category and the three questions.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export as Moodle XML' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.moodle\.xml$/);
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain('<quiz>');
    expect(xml).toContain('<text>$course$/top/Safety/Fire</text>');
    expect(xml).toContain('<question type="multichoice">');
    expect(xml).toContain('<question type="numerical">');
    expect(xml).toContain('<question type="truefalse">');
    expect(xml).toContain('What colour is an emergency exit sign?');

    // A QTI 3.0 package out, which the same import reads back: three questions, nothing noted
    // but the gap and the range the GIFT file itself had.
    const [qti] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export as QTI 3.0 package' }).click(),
    ]);
    expect(qti.suggestedFilename()).toMatch(/\.qti\.zip$/);
    const zip = path.join(folder, qti.suggestedFilename());
    await qti.saveAs(zip);
    await page.getByLabel('Import questions').setInputFiles(zip);
    const qtiReport = page.getByRole('table', { name: /What becomes of each question in/ });
    await expect(qtiReport).toBeVisible();
    await expect(qtiReport.getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Once in Dutch: the preview's words are the request's language.
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.goto(coursePage);
    await page.getByRole('tab', { name: 'Opbouw' }).click();
    await page
      .getByRole('region', { name: 'Fire safety' })
      .getByRole('button', { name: 'Fire safety check bewerken', exact: true })
      .click();
    const dutchInput = page.getByLabel('Vragen importeren');
    await expect(dutchInput).toBeEnabled();
    await dutchInput.setInputFiles(giftFile);
    const dutchReport = page.getByRole('table', {
      name: /Wat er met elke vraag in fire-safety\.gift gebeurt/,
    });
    await expect(dutchReport).toBeVisible();
    await expect(dutchReport).toContainText('Overgeslagen');
    await expect(dutchReport).toContainText(
      'Een beschrijving, geen vraag: er valt niets te beantwoorden.',
    );
    await expectNoAxeViolations(page, '/admin/courses/{course} quiz import preview (GIFT, nl)');
    // On a phone the report's rows become cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await dutchReport.scrollIntoViewIfNeeded();
    await dutchReport.screenshot({ path: test.info().outputPath('gift-preview-phone-nl.png') });
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByText('De import is geannuleerd. Er is niets toegevoegd.')).toBeVisible();
  });
});

/** A request to the BFF from the page itself (the author's session). */
async function api(page: Page, method: string, path: string, attributes?: unknown) {
  return page.evaluate(
    async ({ method, path, attributes }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        ...(attributes === undefined ? {} : { body: JSON.stringify({ data: { attributes } }) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, attributes },
  );
}

/**
 * A draft course of the test's own with one module and one quiz (made through the BFF), its
 * quiz editor opened from the outline.
 */
async function openNewQuiz(
  page: Page,
  origin: string,
  titles: { course: string; module: string; quiz: string },
) {
  const created = async (route: string, attributes: unknown) => {
    const answer = await api(page, 'POST', route, attributes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: string; attributes: Record<string, unknown> };
  };
  const course = await created('/courses', { title: titles.course });
  const module = await created(`/courses/${course.id}/modules`, { title: titles.module });
  const quiz = await created(`/courses/${course.id}/modules/${module.id}/items`, {
    title: titles.quiz,
    kind: 'quiz',
  });
  await page.goto(`${origin}/admin/courses/${course.id}`);
  await page.getByRole('tab', { name: 'Outline' }).click();
  await page
    .getByRole('region', { name: titles.module })
    .getByRole('button', { name: `Edit ${titles.quiz}`, exact: true })
    .click();
  return { course, quiz };
}

/**
 * Issue 41: a question's image. Alex uploads one in the quiz editor (its preview, its alt text,
 * required), saves the question, and sees the image above the question in the player (his
 * course's student view, the same player a learner gets); axe at both widths in both places.
 * A draft course of this test's own, so the demo quizzes stay as they are.
 */
test.describe('question images', () => {
  let folder = '';
  test.beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'quiz-images-'));
  });
  test.afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('Alex adds an image to a question in the editor and sees it in the player', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const picture = path.join(folder, 'exit sign.png');
    await writeFile(
      picture,
      await sharp({
        create: { width: 240, height: 160, channels: 3, background: { r: 0, g: 128, b: 0 } },
      })
        .png()
        .toBuffer(),
    );
    const origin = await signInAs('author@demo.academy', { at: '/admin/courses' });
    await dismissTour(page);
    const { course, quiz } = await openNewQuiz(page, origin, {
      course: `Picture quiz ${Date.now()}`,
      module: 'Signs',
      quiz: 'Sign check',
    });
    await page.getByLabel('Question type').selectOption('true_false');
    await page.getByRole('button', { name: 'Add question' }).click();
    const form = page.getByRole('form', { name: 'New question: True/false' });
    await form.getByLabel('Question', { exact: true }).fill('This sign shows the way out.');

    // The image: uploaded at once, previewed; its alt text is asked for on Save.
    await form.getByLabel('Image (optional)').setInputFiles(picture);
    const preview = form.locator('img.quiz-question-image-preview');
    await expect(preview).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    const alt = form.getByLabel('Image description (alt text)');
    await expect(alt).toBeFocused();
    await expect(alt).toHaveAccessibleDescription(/This field is required\./);
    await alt.fill('A green emergency exit sign with a running figure');
    await expect(
      form.getByRole('img', { name: 'A green emergency exit sign with a running figure' }),
    ).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page, `quiz editor, a question with an image (${size.width} px)`);
    }
    await page.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: '1 question' })).toBeVisible();
    const stored = await api(page, 'GET', `/quizzes/${quiz.id}`);
    const [question] = stored.body.data.attributes.questions;
    expect(question.image).toEqual({
      file_id: expect.any(String),
      alt: 'A green emergency exit sign with a running figure',
    });
    // The exports that cannot carry it say so.
    await expect(
      page.getByText(
        '1 question has an image: Moodle XML and QTI exports carry images, CSV and GIFT cannot (they leave them out).',
      ),
    ).toBeVisible();

    // A Moodle XML file with an embedded image: the preview says it will be stored, Confirm
    // stores it with the question.
    const moodle = path.join(folder, 'signs.moodle.xml');
    const png = (await readFile(picture)).toString('base64');
    await writeFile(
      moodle,
      `<?xml version="1.0" encoding="UTF-8"?><quiz><question type="truefalse"><name><text>Fire door</text></name><questiontext format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/door.png" alt="A fire door sign"></p><p>A fire door may be wedged open.</p>]]></text><file name="door.png" path="/" encoding="base64">${png}</file></questiontext><answer fraction="0"><text>true</text></answer><answer fraction="100"><text>false</text></answer></question></quiz>`,
      'utf8',
    );
    await page.getByLabel('Import questions').setInputFiles(moodle);
    await expect(
      page.getByText('1 question ready to import · 1 image will be stored'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: /What becomes of each question in signs\.moodle\.xml/ }),
    ).toContainText('The image “door.png” will be stored and shown above the question.');
    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByText('1 question imported')).toBeVisible();
    await expect(page.getByRole('table', { name: '2 questions' })).toBeVisible();
    const imported = (await api(page, 'GET', `/quizzes/${quiz.id}`)).body.data.attributes
      .questions[1];
    expect(imported.image).toEqual({ file_id: expect.any(String), alt: 'A fire door sign' });

    // The player: the image above the question, with its alt text, its bytes served.
    await page.goto(`${origin}/admin/courses/${course.id}/preview/${quiz.attributes.slug}`);
    await page.getByRole('button', { name: 'Start quiz', exact: true }).click();
    const shown = page.getByRole('img', {
      name: 'A green emergency exit sign with a running figure',
    });
    await expect(shown).toBeVisible();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(240);
    await expect(page.getByRole('group', { name: 'This sign shows the way out.' })).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page, `quiz player, a question with an image (${size.width} px)`);
      await page.screenshot({ path: test.info().outputPath(`question-image-${size.width}.png`) });
    }
  });
});

/**
 * Issue 41: feedback per answer. Alex writes a single choice question with feedback under an
 * option in the editor, takes the quiz in his course's student view, chooses that option and
 * reads its feedback under his answer in the review — never the other option's. Axe at both
 * widths on the form and the review.
 */
test.describe('feedback per answer', () => {
  test('Alex writes feedback for an option and reads it in the review after choosing it', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const origin = await signInAs('author@demo.academy', { at: '/admin/courses' });
    await dismissTour(page);
    const { course, quiz } = await openNewQuiz(page, origin, {
      course: `Answer feedback ${Date.now()}`,
      module: 'Exits',
      quiz: 'Exit check',
    });
    await page.getByRole('button', { name: 'Add question' }).click();
    const form = page.getByRole('form', { name: 'New question: Single choice' });
    await form.getByLabel('Question', { exact: true }).fill('Which way do you leave in a fire?');
    await form.getByLabel('Option 1', { exact: true }).fill('The stairs');
    await form.getByLabel('Option 2', { exact: true }).fill('The lift');
    await form.getByRole('radio', { name: 'Option 1 is correct' }).check();
    await form.getByLabel('Feedback for option 1 (optional)').fill('Stairs stay safe.');
    const lift = form.getByLabel('Feedback for option 2 (optional)');
    await lift.focus();
    await page.keyboard.type('A lift can stop between floors.');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page, `quiz editor, feedback per option (${size.width} px)`);
    }
    await page.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: '1 question' })).toBeVisible();
    const stored = (await api(page, 'GET', `/quizzes/${quiz.id}`)).body.data.attributes;
    expect(stored.questions[0].definition.options).toEqual([
      { id: 'o1', text: 'The stairs', feedback: 'Stairs stay safe.' },
      { id: 'o2', text: 'The lift', feedback: 'A lift can stop between floors.' },
    ]);

    await page.goto(`${origin}/admin/courses/${course.id}/preview/${quiz.attributes.slug}`);
    await page.getByRole('button', { name: 'Start quiz', exact: true }).click();
    const question = page.getByRole('group', { name: 'Which way do you leave in a fire?' });
    // Nothing of the feedback before submitting.
    await expect(question).toBeVisible();
    await expect(page.getByText('A lift can stop between floors.')).toHaveCount(0);
    await question.getByRole('radio', { name: 'The lift' }).check();
    await page.getByRole('button', { name: 'Submit quiz' }).click();
    const review = page.getByRole('article', { name: /^Question 1:/ });
    await expect(review).toContainText(
      'Feedback on your answerThe lift: A lift can stop between floors.',
    );
    await expect(review).not.toContainText('Stairs stay safe.');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page, `quiz review, feedback on the answer (${size.width} px)`);
      await review.screenshot({
        path: test.info().outputPath(`answer-feedback-${size.width}.png`),
      });
    }
  });
});
