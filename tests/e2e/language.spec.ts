import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('languages', () => {
  test('switching to Dutch, Romanian and English changes the UI and survives a reload', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    // A student of its own: the choice is saved as the account's language too.
    await signInAs(await newStudent(), { at: '/account/details' });
    await dismissTour(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My details');

    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn gegevens');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn gegevens');

    await page.getByRole('button', { name: 'Română' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datele mele');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My details');
  });

  test('Demo Academy’s English override of the catalog title shows', async ({ page, signInAs }) => {
    await signInAs('flatfee@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('main')).toContainText('Course catalogue');
    await expect(page).toHaveTitle(/Course catalogue/);
  });

  test('Unlimited Learning, which has no override, keeps the bundle text', async ({
    page,
    signInAs,
  }) => {
    await signInAs('learner@unlimited.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('main')).toContainText('Catalog');
    await expect(page.getByRole('main')).not.toContainText('Course catalogue');
  });
});
