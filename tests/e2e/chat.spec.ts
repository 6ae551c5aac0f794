import type { Page } from '@playwright/test';
import { CHAT_SCRIPT, TEST_CHAT_ID, withTestChat } from './support/chat-standin';
import { dismissTour, portalOrigin } from './support/demo';
import { expect, test } from './support/fixtures';

/** Live chat (spec §1, §4, §7) with the stand-in provider script. */
const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const standInPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat stand-in' });
const standIn = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __chatStandIn: { state: Record<string, unknown> } }).__chatStandIn
        .state,
  );

test.describe('live chat', () => {
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('without a chat id nothing is loaded', async ({ page, signInAs }) => {
    const scripts: string[] = [];
    await page.route(CHAT_SCRIPT, (route) => {
      scripts.push(route.request().url());
      return route.abort();
    });
    await signInAs('coach@demo.academy');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(chatButton(page)).toHaveCount(0);
  });

  test('loads with the chat id, locale and tags; the open state survives a reload', async ({
    page,
    baseURL,
    signInAs,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await withTestChat(page, origin);
    await signInAs('coach@demo.academy');
    await dismissTour(page);
    await expect(chatButton(page)).toBeVisible();
    const state = await standIn(page);
    expect(state.key).toBe(TEST_CHAT_ID);
    expect(state.locale).toBe('en');
    expect(state.conversationTags).toEqual([
      'Cora Coach',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);

    await chatButton(page).click();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(standInPanel(page)).toBeVisible();

    await page.reload();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(standInPanel(page)).toBeVisible();

    // The button closes it too, and closed it stays after a reload.
    await chatButton(page).click();
    await expect(standInPanel(page)).toBeHidden();
    await page.reload();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(standInPanel(page)).toBeHidden();
  });

  test("the widget's own close event closes it; the unread count shows", async ({
    page,
    baseURL,
    signInAs,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await withTestChat(page, origin);
    await signInAs('coach@demo.academy');
    await dismissTour(page);
    await chatButton(page).click();
    await expect(standInPanel(page)).toBeVisible();
    await standInPanel(page).getByRole('button', { name: 'Minimise the stand-in chat' }).click();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(standInPanel(page)).toBeHidden();

    await page.evaluate(() =>
      (
        window as unknown as { __chatStandIn: { emit: (e: string, v: number) => void } }
      ).__chatStandIn.emit('unreadMessages', 3),
    );
    await expect(page.getByRole('button', { name: '3 unread chat messages' })).toContainText('3');
  });

  test('a guest gets the chat too, tagged Naam onbekend and ID onbekend', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await withTestChat(page, origin);
    await page.goto(`${origin}/auth`);
    await expect(chatButton(page)).toBeVisible();
    const state = await standIn(page);
    expect(state.conversationTags).toEqual(['Naam onbekend', 'ID onbekend']);
  });
});
