import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/** A 1×1 transparent PNG: what the cover and the lesson image upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const editorOf = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });
const moduleRegion = (page: Page, title: string) => page.getByRole('region', { name: title });

async function addItem(page: Page, module: string, title: string) {
  const region = moduleRegion(page, module);
  await region.getByLabel('Title of the new item').fill(title);
  await region.getByRole('button', { name: 'Add lesson' }).click();
  await expect(region.getByRole('button', { name: `Edit ${title}`, exact: true })).toBeVisible();
}

async function openLesson(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const content = editorOf(page, 'Content');
  await expect(content).toBeVisible();
  return content;
}

async function savedEverything(page: Page) {
  await expect(page.getByText('All changes saved').first()).toBeVisible({ timeout: 10_000 });
}

test.describe('course authoring (SCREENS "Authoring")', () => {
  test('Alex builds, orders and publishes a course; Stijn finds and reads it', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const origin = await signInAs('author@demo.academy');
    await dismissTour(page);
    const title = `Evacuation basics ${Date.now()}`;
    const dutchTitle = `Ontruimen ${title.split(' ').pop()}`;

    await page.goto(`${origin}/admin/courses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses');
    await page.getByRole('link', { name: 'Add course' }).click();
    await expect(page).toHaveURL(`${origin}/admin/courses/create`);
    await expectNoAxeViolations(page, '/admin/courses/create');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Summary').fill('What to do when the alarm goes.');
    await page.getByLabel('Catalog').selectOption({ label: 'Professional skills' });
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(new RegExp(`${origin}/admin/courses/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const courseId = page.url().split('/').pop() ?? '';

    // Details: a cover (uploaded through the file storage) and the description.
    await page
      .getByLabel('Cover image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Current cover' })).toBeVisible();
    await savedEverything(page);

    // The course is taught in English, with a Dutch translation of its texts.
    await page.getByLabel('Language', { exact: true }).selectOption('en');
    await savedEverything(page);
    await page.getByRole('button', { name: 'Add Dutch translation' }).click();
    await page.getByLabel('Title (Dutch)').fill(dutchTitle);
    await page.getByLabel('Summary (Dutch)').fill('Wat te doen als het alarm gaat.');
    const dutchText = editorOf(page, 'Description (Dutch)');
    await expect(dutchText).toHaveAttribute('lang', 'nl');
    await dutchText.click();
    await dutchText.pressSequentially('Ken de uitgangen.');
    await page.getByRole('button', { name: 'Save Dutch translation' }).click();
    await expect(page.getByRole('button', { name: 'Remove Dutch translation' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{course} details');

    // Outline: two modules, three lessons.
    await page.getByRole('tab', { name: 'Outline' }).click();
    for (const module of ['Before the alarm', 'During the alarm']) {
      await page.getByLabel('Module title').fill(module);
      await page.getByRole('button', { name: 'Add module' }).click();
      await expect(moduleRegion(page, module)).toBeVisible();
    }
    await addItem(page, 'Before the alarm', 'Know your exits');
    await addItem(page, 'Before the alarm', 'The alarm signals');
    await addItem(page, 'During the alarm', 'Meeting points');

    // One lesson with an image and its alternative text.
    let content = await openLesson(page, 'Know your exits');
    await content.click();
    await content.pressSequentially('Every floor has two exits.');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
    await imageDialog
      .getByLabel('Image file')
      .setInputFiles({ name: 'exits.png', mimeType: 'image/png', buffer: PNG });
    await imageDialog.getByLabel('Alternative text').fill('Floor plan with both exits');
    await imageDialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(content.getByRole('img', { name: 'Floor plan with both exits' })).toBeVisible();
    await page.getByRole('button', { name: 'Close editor' }).click();
    await savedEverything(page);

    // One lesson with a table.
    content = await openLesson(page, 'The alarm signals');
    await content.click();
    await content.pressSequentially('The signals:');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(content.locator('table')).toBeVisible();
    await page.getByRole('button', { name: 'Close editor' }).click();
    await savedEverything(page);

    content = await openLesson(page, 'Meeting points');
    await content.click();
    await content.pressSequentially('Gather at the car park.');
    await page.getByRole('button', { name: 'Close editor' }).click();
    await savedEverything(page);
    await expectNoAxeViolations(page, '/admin/courses/{course} outline');

    // Keyboard reordering: "The alarm signals" moves down into the second module.
    const down = page.getByRole('button', { name: 'Move down: The alarm signals' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(
      moduleRegion(page, 'During the alarm').getByText('The alarm signals'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move down: The alarm signals' })).toBeFocused();
    // And with dnd-kit's keyboard sensor: Space, ArrowUp, Space puts it back above.
    // Each step waits for dnd-kit's announcement, as a screen-reader user would hear it.
    const said = (text: string | RegExp) => expect(page.getByText(text)).toBeAttached();
    await page.getByRole('button', { name: 'Drag Meeting points' }).focus();
    await page.keyboard.press('Space');
    await said(/^(Picked up Meeting points\.|Meeting points is over Meeting points\.)$/);
    await page.keyboard.press('ArrowUp');
    await said(/^Meeting points is over The alarm signals/);
    await page.keyboard.press('Space');
    await said(/^Meeting points was dropped on The alarm signals/);
    const secondModule = async () => {
      const answer = await (
        await page.request.get(`${origin}/api/v1/courses/${courseId}/editor`)
      ).json();
      const titles = new Map<string, string>(
        answer.included
          .filter((r: { type: string }) => r.type === 'course_items')
          .map((r: { id: string; attributes: { title: string } }) => [r.id, r.attributes.title]),
      );
      const moduleId = answer.data.relationships.modules.data[1].id;
      const module = answer.included.find((r: { id: string }) => r.id === moduleId);
      return module.relationships.items.data.map((i: { id: string }) => titles.get(i.id));
    };
    await expect.poll(secondModule).toEqual(['Meeting points', 'The alarm signals']);

    // Publish: the checklist is empty, and the course goes live.
    await page.getByRole('tab', { name: 'Publish' }).click();
    await expect(page.getByText('Everything needed is there')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{course} publish');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The course is published.')).toBeVisible();

    // Stijn finds it in the catalog, with its cover, and reads a lesson.
    await signInAs('student@demo.academy', { at: '/catalog' });
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      /\/api\/v1\/files\/[0-9a-f-]+\/content/,
    );
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const coursePage = page.url();
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByRole('link', { name: 'Know your exits' }).first().click();
    await expect(page.getByRole('img', { name: 'Floor plan with both exits' })).toBeVisible();

    // Reading in Dutch, Stijn gets the Dutch translation, in the page's own language.
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.goto(coursePage);
    const heading = page.getByRole('heading', { level: 1, name: dutchTitle });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
      'nl',
    );
  });

  test('a lesson holding an onerror handler shows no alert and stores none', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy');
    await dismissTour(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const api = (path: string, method: string, attributes: Record<string, unknown>) =>
      page.request.fetch(`${origin}/api/v1/courses${path}`, {
        method,
        headers: { ...XHR, 'Content-Type': 'application/json' },
        data: { data: { attributes } },
      });
    const created = await (await api('', 'POST', { title: `XSS check ${Date.now()}` })).json();
    const courseId = created.data.id as string;
    const module = await (await api(`/${courseId}/modules`, 'POST', { title: 'One' })).json();
    const item = await (
      await api(`/${courseId}/modules/${module.data.id}/items`, 'POST', {
        title: 'Hostile',
        kind: 'lesson',
      })
    ).json();
    const saved = await api(`/${courseId}/outline_items/${item.data.id}`, 'PATCH', {
      content_html: '<p>x</p><img src=x onerror=alert(1)>',
    });
    expect(saved.status()).toBe(200);
    const stored = (await saved.json()).data.attributes.content_html as string;
    expect(stored).toContain('<p>x</p>');
    expect(stored).not.toMatch(/onerror/i);

    await page.goto(`${origin}/admin/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Outline' }).click();
    const content = await openLesson(page, 'Hostile');
    // The editor holds the lesson as stored, and every image in it has loaded or failed: an
    // error handler would have run by then (in the task that marks the image complete), and an
    // alert from it would have been reported.
    await expect(content).toHaveText('x');
    await expect
      .poll(
        () =>
          content.evaluate((editor) =>
            [...editor.querySelectorAll('img')].every((image) => image.complete),
          ),
        { message: 'every image in the lesson loaded or failed' },
      )
      .toBe(true);
    expect(dialogs).toEqual([]);
  });
});
