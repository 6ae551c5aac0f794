import type { Page } from '@playwright/test';
import { dismissTour } from './support/demo';
import { createNotifications, expect, test } from './support/fixtures';

/** The signed-in account's unread count, straight from the API through the BFF. */
async function unreadCount(page: Page, origin: string): Promise<number> {
  const me = await (await page.request.get(`${origin}/api/v1/me`)).json();
  const response = await page.request.get(
    `${origin}/api/v1/accounts/${me.data.id}/notifications?filter[status]=unread&page[size]=1`,
  );
  return (await response.json()).meta.unread_count;
}

const messages = (count: number) =>
  Array.from({ length: count }, (_, index) => `Notification ${index + 1} for this test`);

test.describe('notifications', () => {
  // Tests that mark notifications read do it on a student of their own, with notifications of
  // its own (Stijn's stay as seeded, so a retry or another test finds them unchanged).
  test('a student’s bell shows 99+, the dropdown 5 unread; opening one marks it read', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const student = await newStudent();
    await createNotifications(student, messages(101));
    const origin = await signInAs(student);
    await dismissTour(page);
    const before = await unreadCount(page, origin);
    expect(before).toBeGreaterThan(99);
    const bell = page.getByRole('button', { name: '99+ unread notifications' });
    await expect(bell).toBeVisible();
    await expect(bell).toContainText('99+');
    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    const items = menu.getByRole('menuitem').filter({ hasNot: page.getByText('View all') });
    await expect(items).toHaveCount(5);
    await items.first().click();
    await expect.poll(() => unreadCount(page, origin)).toBe(before - 1);
  });

  test('the page shows 25 a page; 50 a page goes back to page 1', async ({ page, signInAs }) => {
    await signInAs('student@demo.academy', { at: '/notifications' });
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

  test('a dangerous or foreign link is never followed', async ({ page, signInAs }) => {
    const origin = await signInAs('student@demo.academy', { at: '/notifications' });
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

  test('mark all as read empties the dropdown', async ({ page, signInAs, newStudent }) => {
    const student = await newStudent();
    await createNotifications(student, messages(3));
    const origin = await signInAs(student, { at: '/notifications' });
    await dismissTour(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadCount(page, origin)).toBe(0);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(
      page.getByRole('menu', { name: 'Notifications' }).getByText('No unread notifications'),
    ).toBeVisible();
  });
});

test.describe('notifications for others', () => {
  test('Cora Coach sees “No notifications”', async ({ page, signInAs }) => {
    await signInAs('coach@demo.academy', { at: '/notifications' });
    await expect(page.getByText('No notifications', { exact: true })).toBeVisible();
  });

  test('Ada Admin’s go-to button leads to /admin', async ({ page, signInAs }) => {
    await signInAs('admin@demo.academy', { at: '/notifications' });
    await page.getByRole('link', { name: 'Go to my environment' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('on a 390 px wide screen the bell opens the mobile panel', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('admin@demo.academy');
    await dismissTour(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /notification/i })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View all' })).toBeVisible();
  });

  test('a student cannot read another account’s notifications through /api', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('admin@demo.academy');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const admin = await (await page.request.get(`${origin}/api/v1/me`)).json();
    await page.context().clearCookies();
    await signInAs('flatfee@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    const response = await page.request.get(
      `${origin}/api/v1/accounts/${admin.data.id}/notifications`,
    );
    expect([403, 404]).toContain(response.status());
  });
});
