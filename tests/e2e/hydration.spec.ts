import type { Locator, Page } from '@playwright/test';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/*
 * What a person types while the page hydrates is kept. The server's HTML shows working fields;
 * on a slow phone the first keys land before React runs the page. Here the page's scripts are
 * held until the text is typed into the server's HTML, then released.
 */

/** Opens `url` with its scripts held; the returned function lets them load. */
async function openWithScriptsHeld(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const pattern = '**/_next/static/chunks/**';
  await page.route(pattern, async (route) => {
    // The stylesheets live there too; they block rendering, and the page is to show.
    if (new URL(route.request().url()).pathname.endsWith('.css')) return route.continue();
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return async () => {
    // Nothing ran yet: the text went into the server's HTML.
    expect(held).toBeGreaterThan(0);
    release();
  };
}

/** True once React has taken the element over (its handlers answer from then on). */
async function expectReactOn(field: Locator) {
  await expect
    .poll(() =>
      field.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true);
}

test.describe('typed before hydration', () => {
  test('/catalog: the search typed before the scripts ran filters the list to Data literacy', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    const release = await openWithScriptsHeld(page, `${origin}/catalog`);
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.pressSequentially('literacy');
    await release();
    const courses = page.getByRole('region', { name: 'Courses' });
    const card = (title: string) => courses.getByRole('article', { name: title, exact: true });
    await expect(card('Time management')).toHaveCount(0);
    await expect(card('Data literacy')).toBeVisible();
    await expect(courses.getByRole('status')).toHaveText('1 course');
    await expect(search).toHaveValue('literacy');
  });

  test('Make order: the customer typed before the scripts ran is searched', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('sales@demo.academy');
    await dismissTour(page);
    const release = await openWithScriptsHeld(page, `${origin}/admin/sales/orders/create`);
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.pressSequentially('Acme');
    await release();
    await expect(page.getByRole('option', { name: /Acme Learning BV/ }).first()).toBeVisible();
    await expect(customer).toHaveValue('Acme');
    await customer.press('Enter');
    await expect(page.getByTestId('chosen-customer')).toHaveText('Acme Learning BV');
  });

  test('/admin/courses/create: the title typed before the scripts ran makes the draft', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy');
    await dismissTour(page);
    const release = await openWithScriptsHeld(page, `${origin}/admin/courses/create`);
    const title = `Typed early ${Date.now()}`;
    const field = page.getByLabel('Title', { exact: true });
    await field.pressSequentially(title);
    await release();
    const create = page.getByRole('button', { name: 'Create draft' });
    // Clicked before React runs, the browser would send the form itself.
    await expectReactOn(create);
    await create.click();
    await expect(page).toHaveURL(new RegExp(`${origin}/admin/courses/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
