import { expect, type Page, test } from '@playwright/test';
import { dismissTour, portalOrigin, signIn } from './support/demo';

/** The signed-in account's unread count, straight from the API through the BFF. */
async function unreadCount(page: Page, origin: string): Promise<number> {
  const me = await (await page.request.get(`${origin}/api/v1/me`)).json();
  const response = await page.request.get(
    `${origin}/api/v1/accounts/${me.data.id}/notifications?filter[status]=unread&page[size]=1`,
  );
  return (await response.json()).meta.unread_count;
}

test.describe('notifications', () => {
  test.describe.configure({ mode: 'serial' });

  test('Stijn’s bell shows 99+, the dropdown 5 unread; opening one marks it read', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await dismissTour(page);
    const before = await unreadCount(page, origin);
    expect(before).toBeGreaterThan(99);
    const bell = page.getByRole('button', { name: 'Notifications (99+ unread)' });
    await expect(bell).toBeVisible();
    await expect(bell).toContainText('99+');
    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    const items = menu.getByRole('menuitem').filter({ hasNot: page.getByText('View all') });
    await expect(items).toHaveCount(5);
    await items.first().click();
    await expect.poll(() => unreadCount(page, origin)).toBe(before - 1);
  });

  test('the page shows 25 a page; 50 a page goes back to page 1', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/notifications`);
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('time') });
    await expect(rows).toHaveCount(25);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel('Results per page').selectOption('50');
    await expect(rows).toHaveCount(50);
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a dangerous or foreign link is never followed', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/notifications`);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.getByLabel('Results per page').selectOption('75');
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('time') });
    for (const text of [/free upgrade/i, /partner site/i]) {
      const row = rows.filter({ hasText: text });
      await expect(row.first()).toBeVisible();
      await row.first().getByRole('button').click();
      await expect(page).toHaveURL(`${origin}/notifications`);
    }
    expect(dialogs).toBe(0);
  });

  test('mark all as read empties the dropdown', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/notifications`);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadCount(page, origin)).toBe(0);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(
      page.getByRole('menu', { name: 'Notifications' }).getByText('No unread notifications'),
    ).toBeVisible();
  });
});

test.describe('notifications for others', () => {
  test('Cora Coach sees “No notifications”', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'coach@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/notifications`);
    await expect(page.getByText('No notifications', { exact: true })).toBeVisible();
  });

  test('Ada Admin’s go-to button leads to /admin', async ({ page, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'admin@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/notifications`);
    await page.getByRole('link', { name: 'Go to my environment' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('on a 390 px wide screen the bell opens the mobile panel', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'admin@demo.academy');
    await dismissTour(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View all' })).toBeVisible();
  });

  test('a student cannot read another account’s notifications through /api', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'admin@demo.academy');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const admin = await (await page.request.get(`${origin}/api/v1/me`)).json();
    await page.context().clearCookies();
    await signIn(page, origin, 'flatfee@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    const response = await page.request.get(
      `${origin}/api/v1/accounts/${admin.data.id}/notifications`,
    );
    expect([403, 404]).toContain(response.status());
  });
});
