import type { Page } from '@playwright/test';
import { dismissTour } from './support/demo';
import { expect, type SignInAs, test } from './support/fixtures';

/** DEMO-DATA.md: Stijn Student's seeded portfolio, newest first. */
const SEEDED = [
  'My learning goals for this quarter',
  'Reading our sales dashboard critically',
  'What planning our team day taught me',
  'Completed Project management basics',
];

const itemsRegion = (page: Page) => page.getByRole('region', { name: 'Your items' });
const itemTitles = (page: Page) =>
  itemsRegion(page).getByRole('heading', { level: 3 }).allInnerTexts();

/** The title prefix of the items the adding test makes (each one unique). */
const ADDED = 'Presented my data findings';

/**
 * Deletes what an earlier attempt of the adding test left behind (it failed before deleting its
 * item), so Stijn's portfolio is as seeded again.
 */
async function deleteLeftovers(page: Page, origin: string) {
  const me = await (await page.request.get(`${origin}/api/v1/me`)).json();
  const base = `${origin}/api/v1/accounts/${me.data.id}/portfolio_items`;
  const list = (await (await page.request.get(`${base}?page[size]=100`)).json()) as {
    data: { id: string; attributes: { title: string } }[];
  };
  for (const item of list.data.filter(({ attributes }) => attributes.title.startsWith(ADDED))) {
    const deleted = await page.request.delete(`${base}/${item.id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(deleted.status()).toBe(204);
  }
}

async function openPortfolio(
  page: Page,
  signInAs: SignInAs,
  before?: (origin: string) => Promise<void>,
) {
  const origin = await signInAs('student@demo.academy');
  await expect(page).toHaveURL(/\/catalog$/);
  await before?.(origin);
  await dismissTour(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Main navigation' })
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await expect(page).toHaveURL(`${origin}/portfolio`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio');
  return origin;
}

test.describe('the student portfolio', () => {
  test('Stijn opens Portfolio from the side navigation and sees his items', async ({
    page,
    signInAs,
  }) => {
    await openPortfolio(page, signInAs);
    await expect(page).toHaveTitle(/^Portfolio/);
    await expect(itemsRegion(page).getByRole('heading', { name: SEEDED[0] })).toBeVisible();
    // Items other tests add come and go; the seeded ones stay, newest first.
    expect((await itemTitles(page)).filter((title) => SEEDED.includes(title))).toEqual(SEEDED);
    const dashboard = itemsRegion(page).getByRole('listitem', { name: SEEDED[1] });
    await expect(dashboard).toContainText('Assignment');
    await expect(dashboard).toContainText('Course: Data literacy');
  });

  test('Stijn adds an item after fixing a short title, then deletes it after confirming', async ({
    page,
    signInAs,
  }) => {
    // Its own item (a unique title), and none of an earlier attempt's.
    await openPortfolio(page, signInAs, (origin) => deleteLeftovers(page, origin));
    const title = `${ADDED} ${Date.now()}`;
    const titleField = page.getByLabel('Title', { exact: true });
    const submit = page.getByRole('button', { name: 'Add to portfolio' });

    await titleField.fill('ab');
    await submit.click();
    await expect(page.getByText('This field requires at least 3 characters')).toBeVisible();
    await expect(titleField).toBeFocused();

    await titleField.fill(title);
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Achievement' });
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Data literacy' });
    await page
      .getByLabel('Description', { exact: true })
      .fill('Presented the dashboard analysis to my team.');
    await submit.click();

    const added = itemsRegion(page).getByRole('heading', { level: 3, name: title });
    await expect(added).toBeFocused();
    expect((await itemTitles(page))[0]).toBe(title);
    await expect(itemsRegion(page).getByRole('listitem', { name: title })).toContainText(
      'Course: Data literacy',
    );
    await expect(titleField).toHaveValue('');

    await itemsRegion(page)
      .getByRole('listitem', { name: title })
      .getByRole('button', { name: `Delete “${title}”` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this item?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(itemsRegion(page).getByRole('heading', { name: title })).toHaveCount(0);
    // Focus moved on to the item that took its place.
    await expect(itemsRegion(page).getByRole('heading', { level: 3 }).first()).toBeFocused();
  });

  test('the page fits a 390 px wide phone', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = await signInAs('student@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    await dismissTour(page);
    await page.goto(`${origin}/portfolio`);
    await expect(itemsRegion(page).getByRole('heading', { name: SEEDED[0] })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('Lars Learner gets 403 at /portfolio (Unlimited Learning has no portfolio_feature)', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('learner@unlimited.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    const response = await page.goto(`${origin}/portfolio`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });
});
