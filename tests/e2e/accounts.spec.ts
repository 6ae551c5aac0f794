import type { Page } from '@playwright/test';
import { dismissTour } from './support/demo';
import type { SignInAs } from './support/fixtures';
import { setOwnPins } from './support/pins';
import { expect, expectNoAccessPage, openPage, test } from './support/requests';

const SEEDED_PINS = ['Stijn Student', 'Eva Expired', 'Hugo Hybrid'];

/**
 * Signs in (Ada Admin by default) and opens /admin/accounts; returns the portal origin. `before`
 * runs once signed in, before the list loads (e.g. to set the account's own pins).
 */
async function openAccounts(
  page: Page,
  signInAs: SignInAs,
  email = 'admin@demo.academy',
  before?: (origin: string) => Promise<void>,
) {
  const origin = await signInAs(email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await dismissTour(page);
  await before?.(origin);
  await page.goto(`${origin}/admin/accounts`);
  await expect(accountsTable(page)).toBeVisible();
  return origin;
}

const accountsTable = (page: Page) => page.getByRole('table', { name: /\d+ accounts?$/ });
const rowNames = (page: Page) => accountsTable(page).getByRole('rowheader').getByRole('link');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name or e-mail' });
const nameHeader = (page: Page) => page.getByRole('columnheader', { name: 'Name' });
const pageSize = (page: Page) => page.getByRole('combobox', { name: 'Results per page' });
const pinnedRegion = (page: Page) => page.getByRole('region', { name: 'Pinned accounts' });

/** Waits until the pins preference is saved, so a reload reads the new pins. */
const pinsSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes('/preferences') && response.request().method() !== 'GET',
  );

test.describe('/admin/accounts', () => {
  test('search finds an account by name or e-mail', async ({ page, signInAs }) => {
    await openAccounts(page, signInAs);
    await searchBox(page).fill('stijn');
    await expect(rowNames(page)).toHaveText(['Stijn Student']);
    await searchBox(page).fill('flatfee@demo');
    await expect(rowNames(page)).toHaveText(['Fenna Flat']);
    await searchBox(page).fill('no-such-person');
    await expect(page.getByText('No accounts match')).toBeVisible();
  });

  test('sorting by name toggles the order', async ({ page, signInAs }) => {
    await openAccounts(page, signInAs);
    await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(page).first()).toHaveText('Ada Admin');
    await nameHeader(page).getByRole('button').click();
    await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(page).first()).toHaveText('Zoë de Haan');
    await nameHeader(page).getByRole('button').click();
    await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(page).first()).toHaveText('Ada Admin');
  });

  test('a new page size goes back to page 1 and survives a reload', async ({ page, signInAs }) => {
    await openAccounts(page, signInAs);
    await expect(rowNames(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pageSize(page).selectOption('50');
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => rowNames(page).count()).toBeGreaterThan(25);
    await page.reload();
    await expect(pageSize(page)).toHaveValue('50');
    await expect.poll(() => rowNames(page).count()).toBeGreaterThan(25);
  });

  test('search, sort and role filter survive a reload', async ({ page, signInAs }) => {
    await openAccounts(page, signInAs);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('student');
    await nameHeader(page).getByRole('button').click();
    await expect(rowNames(page).first()).toHaveText('Zoë de Haan');
    await searchBox(page).fill('student');
    await expect(rowNames(page)).toHaveText(['Stijn Student']);
    await page.reload();
    await expect(searchBox(page)).toHaveValue('student');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('student');
    await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(page)).toHaveText(['Stijn Student']);
  });

  test("shows Ada's seeded pins, linking to each account", async ({ page, signInAs }) => {
    await openAccounts(page, signInAs);
    for (const name of SEEDED_PINS) {
      await expect(pinnedRegion(page).getByRole('link', { name })).toBeVisible();
    }
    await searchBox(page).fill('stijn');
    await expect(page.getByRole('button', { name: 'Unpin Stijn Student' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await pinnedRegion(page).getByRole('link', { name: 'Eva Expired' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eva Expired');
    await expect(page.getByTestId('account-subscription')).toHaveText('Inactive');
  });

  test('pinning and unpinning an account survives a reload', async ({ page, signInAs }) => {
    // Ada's pins stay as seeded (other tests read them): Sven Sales, whose pins no other test
    // reads, starts from the same three, set here so that a retry starts from them too.
    await openAccounts(page, signInAs, 'sales@demo.academy', (origin) =>
      setOwnPins(page, origin, SEEDED_PINS),
    );
    await searchBox(page).fill('fenna');
    await expect(rowNames(page)).toHaveText(['Fenna Flat']);
    const pin = page.getByRole('button', { name: 'Pin Fenna Flat' });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await Promise.all([pinsSaved(page), pin.click()]);
    await expect(pinnedRegion(page).getByRole('link', { name: 'Fenna Flat' })).toBeVisible();

    await page.reload();
    const unpin = page.getByRole('button', { name: 'Unpin Fenna Flat' });
    await expect(unpin).toHaveAttribute('aria-pressed', 'true');
    await expect(pinnedRegion(page).getByRole('link', { name: 'Fenna Flat' })).toBeVisible();
    await Promise.all([pinsSaved(page), unpin.click()]);
    await expect(pinnedRegion(page).getByRole('link', { name: 'Fenna Flat' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Pin Fenna Flat' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    for (const name of SEEDED_PINS) {
      await expect(pinnedRegion(page).getByRole('link', { name })).toBeVisible();
    }
  });

  test("the account page shows Stijn's name in the heading and the breadcrumb", async ({
    page,
    signInAs,
  }) => {
    await openAccounts(page, signInAs);
    await searchBox(page).fill('stijn');
    await rowNames(page).getByText('Stijn Student').click();
    await expect(page).toHaveURL(/\/admin\/accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stijn Student');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Stijn Student');
    await expect(page.getByText('Acme Learning BV')).toBeVisible();
    await expect(page.getByTestId('account-subscription')).toHaveText(/^Active/);
    await expect(page.getByRole('button', { name: 'Unpin Stijn Student' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("the account page lists Stijn's enrolments, newest first", async ({
    page,
    signInAs,
    exclusive,
  }) => {
    // The catalog's test enrols Stijn in Time management: not while this one reads the list.
    await exclusive('stijn-enrolments');
    await openAccounts(page, signInAs);
    await searchBox(page).fill('stijn');
    await rowNames(page).getByText('Stijn Student').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stijn Student');
    await expect(page.getByRole('heading', { level: 2, name: 'Enrolments' })).toBeVisible();
    const enrolments = page.getByRole('table', { name: 'Enrolments' });
    // Newest first: the seeded three are the oldest, so they come last, in this order; other
    // tests enrol Stijn in newer courses (Time management, a course an author just published).
    await expect(enrolments.getByRole('rowheader').first()).toBeVisible();
    await expect
      .poll(async () => (await enrolments.getByRole('rowheader').allInnerTexts()).slice(-3))
      .toEqual(['Writing for the web', 'Data literacy', 'Project management basics']);
    const completed = enrolments.getByRole('row').filter({ hasText: 'Completed' });
    await expect(completed).toHaveCount(1);
    await expect(completed.getByRole('rowheader')).toHaveText('Project management basics');
    await expect(completed).toContainText('100%');
    await expect(
      completed.getByRole('progressbar', { name: 'Progress of Project management basics' }),
    ).toHaveAttribute('value', '100');
  });

  test('an unknown account is a 404', async ({ requestAs }) => {
    const { origin, api } = await requestAs('admin@demo.academy');
    const response = await openPage(
      api,
      `${origin}/admin/accounts/00000000-0000-4000-8000-000000000000`,
    );
    expect(response.status()).toBe(404);
  });

  test('a student gets 403', async ({ requestAs }) => {
    const { origin, api } = await requestAs('student@demo.academy');
    const response = await openPage(api, `${origin}/admin/accounts`);
    await expectNoAccessPage(response, '/admin/accounts');
  });

  test('Sam Support can open the list', async ({ page, signInAs, exclusive }) => {
    // Sam's pins as seeded (none), also after a half-run attempt of support-palette.spec.ts's
    // pinning test, and not while that test has one.
    await exclusive('pins-support@demo.academy');
    await openAccounts(page, signInAs, 'support@demo.academy', (origin) =>
      setOwnPins(page, origin, []),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    await expect(pinnedRegion(page)).toContainText('You have not pinned any accounts yet.');
    await searchBox(page).fill('stijn');
    await expect(rowNames(page)).toHaveText(['Stijn Student']);
  });
});
