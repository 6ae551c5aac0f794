import type { Locator, Page } from '@playwright/test';
import { SUPPORT_ACTION_GUARD_MS } from '../../lib/ui-state/click-guard';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import { setOwnPins } from './support/pins';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Support' });
const supportButton = (page: Page) => page.getByRole('button', { name: 'Support', exact: true });

/**
 * Until React has taken the element over and the page has finished starting: its props are on
 * the element (hydration reached it), then the browser is idle, so the commit and the effects
 * that follow (the palette's Ctrl+K listener is attached in one) have run; React chains that work
 * in tasks with no idle time between them. A key pressed earlier finds no listener and is lost.
 */
async function expectHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await element
    .page()
    .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * The support button (and with it the Ctrl+K listener) hydrated, then the page on Playwright's
 * clock: spec §9's 200 ms in which the palette's items ignore clicks (and an Enter with nothing
 * typed) are passed by moving the clock on, not waited out. Installed after hydration, as the
 * clock also stands in for requestIdleCallback.
 */
async function readyPalette(page: Page) {
  await expectHydrated(supportButton(page));
  await page.clock.install();
}

/** Past the 200 ms in which newly shown items ignore clicks (lib/ui-state/click-guard.ts). */
async function passClickGuard(page: Page) {
  await page.clock.fastForward(SUPPORT_ACTION_GUARD_MS);
}

/** Ctrl+K (Cmd+K on macOS), then past the 200 ms in which the palette ignores its items. */
async function openWithShortcut(page: Page) {
  await readyPalette(page);
  await page.keyboard.press('ControlOrMeta+K');
  await expect(palette(page)).toBeVisible();
  await passClickGuard(page);
}

/** Chooses a command, then past the guard again: new items appeared under the pointer. */
async function chooseCommand(page: Page, name: 'Accounts' | 'Portals') {
  await palette(page)
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
  await expect(palette(page).getByRole('button', { name: 'Back to the commands' })).toBeVisible();
  await passClickGuard(page);
}

/** The palette's own call, made with the signed-in user's session. */
async function searchAccounts(page: Page, origin: string, term: string) {
  return page.request.get(`${origin}/api/v1/accounts?filter[search]=${encodeURIComponent(term)}`);
}

test.describe('the support palette (spec §2, §6)', () => {
  test('Sam Support: Ctrl+K, "stijn", arrow down, Enter opens Stijn Student', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('support@demo.academy');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await dismissTour(page);

    const answer = await searchAccounts(page, origin, 'stijn');
    expect(answer.status()).toBe(200);
    const stijn = ((await answer.json()) as { data: { id: string }[] }).data[0];
    expect(stijn).toBeDefined();

    await openWithShortcut(page);
    await expect(palette(page).getByRole('combobox')).toBeFocused();
    await page.keyboard.type('stijn');
    const option = palette(page).getByRole('option', { name: /Stijn Student/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Acme Learning BV');
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/admin/accounts/${stijn?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stijn Student');
    await expect(palette(page)).toBeHidden();
  });

  test('keyboard only: the button, Accounts, then "eva" and Enter before the results', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('support@demo.academy');
    await dismissTour(page);
    await readyPalette(page);
    await page.getByRole('button', { name: 'Support' }).focus();
    await page.keyboard.press('Enter');
    await expect(palette(page).getByRole('combobox')).toBeFocused();
    await passClickGuard(page);
    // The first option (Accounts) is focused, so Enter opens it (exact: the commands' input is
    // "Search accounts or commands").
    await page.keyboard.press('Enter');
    await expect(
      palette(page).getByRole('combobox', { name: 'Search accounts', exact: true }),
    ).toBeFocused();
    // Enter within the 350 ms debounce searches at once and opens the first account found.
    await page.keyboard.type('eva');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${origin}/admin/accounts/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eva Expired');
  });

  test('results show who is online (last seen within 15 minutes)', async ({ page, signInAs }) => {
    await signInAs('support@demo.academy');
    await dismissTour(page);
    await openWithShortcut(page);
    await page.keyboard.type('Sam Sup');
    // Sam has just opened a page, so he is online; the dot has a text alternative.
    await expect(palette(page).getByRole('option', { name: /Sam Support/ })).toContainText(
      'Online',
    );
  });

  test('Ada Admin: an empty query shows her 3 pins; Backspace goes back; Esc closes', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin@demo.academy');
    await dismissTour(page);
    await openWithShortcut(page);
    await chooseCommand(page, 'Accounts');
    await expect(palette(page).getByRole('group', { name: 'Pinned accounts' })).toBeVisible();
    const pins = palette(page).getByRole('option');
    await expect(pins).toHaveCount(3);
    for (const [index, name] of ['Stijn Student', 'Eva Expired', 'Hugo Hybrid'].entries()) {
      await expect(pins.nth(index)).toHaveAccessibleName(name);
    }
    await expect(pins.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(pins.nth(1)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Backspace');
    await expect(palette(page).getByRole('option', { name: /^Portals/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Focus comes back (here to the button: what had it before, the tour's, is gone).
    await expect(page.getByRole('button', { name: 'Support' })).toBeFocused();
  });

  test('Sam Support pins Fenna Flat from the palette (Shift+Enter) and unpins her with the star', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    // Sam's pins: accounts.spec.ts reads them (none), so not while this test has one.
    await exclusive('pins-support@demo.academy');
    const origin = await signInAs('support@demo.academy');
    await dismissTour(page);
    await setOwnPins(page, origin, []);

    await openWithShortcut(page);
    await chooseCommand(page, 'Accounts');
    await expect(palette(page).getByText('No pinned accounts yet. Type to search.')).toBeVisible();
    await page.keyboard.type('fenna');
    const fenna = palette(page).getByRole('option', { name: /^Fenna Flat/ });
    await expect(fenna).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Shift+Enter');
    await expect(palette(page).getByRole('status')).toHaveText('Fenna Flat pinned.');
    await expect(fenna).toHaveAccessibleName(/, pinned$/);

    // An empty search lists the pins, Fenna among them; the star unpins her again.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    const pinned = palette(page).getByRole('group', { name: 'Pinned accounts' });
    await expect(pinned.getByRole('option', { name: 'Fenna Flat' })).toBeVisible();
    await pinned.getByRole('option', { name: 'Fenna Flat' }).locator('.support-pin').click();
    await expect(palette(page).getByRole('status')).toHaveText('Fenna Flat unpinned.');
    await expect(pinned).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Kept on the server: the accounts list shows no pins for Sam after a reload.
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/admin/accounts`);
    await expect(page.getByText('You have not pinned any accounts yet.')).toBeVisible();
  });

  test('portals: both listed, Demo Academy current; Unlimited Learning opens on the same path', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('admin@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/account/details`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My details');

    await readyPalette(page);
    await page.getByRole('button', { name: 'Support' }).click();
    await expect(palette(page)).toBeVisible();
    await passClickGuard(page);
    await chooseCommand(page, 'Portals');
    const demo = palette(page).getByRole('option', { name: /Demo Academy/ });
    const unlimited = palette(page).getByRole('option', { name: /Unlimited Learning/ });
    await expect(demo).toContainText('Current');
    // The list shows at most 5 and other tests add portals: type to find it.
    await palette(page).getByRole('combobox').fill('Unlimited');
    await expect(unlimited).toBeVisible();
    await expect(unlimited).not.toContainText('Current');

    await unlimited.click();
    await expect(page.getByRole('link', { name: 'Unlimited Learning home' })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/account/details`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My details');
    // Unlimited Learning has no account-support: the palette is gone there.
    await expect(page.getByRole('button', { name: 'Support' })).toHaveCount(0);
  });
});

/**
 * Ctrl+K (Cmd+K on macOS) for someone without the palette, once the header has hydrated (the
 * account menu's component would hold the palette and its listener too). Resolves to whether
 * anything on the page claimed the key, as the palette's listener does (preventDefault), read
 * once the event has been through every listener; by then anything it set off has rendered
 * (React renders an update from a key event before the next task).
 */
async function shortcutClaimed(page: Page): Promise<boolean> {
  await expectHydrated(page.getByRole('button', { name: 'Account menu' }));
  await page.evaluate(() => {
    (window as unknown as { claimed: Promise<boolean> }).claimed = new Promise((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key.toLowerCase() !== 'k') return;
        window.removeEventListener('keydown', onKey, true);
        setTimeout(() => resolve(event.defaultPrevented));
      };
      window.addEventListener('keydown', onKey, true);
    });
  });
  await page.keyboard.press('ControlOrMeta+K');
  return page.evaluate(() => (window as unknown as { claimed: Promise<boolean> }).claimed);
}

test.describe('nobody else can open it, and the API refuses their searches', () => {
  for (const { email, name } of [
    { email: 'coach@demo.academy', name: 'Cora Coach' },
    { email: 'student@demo.academy', name: 'Stijn Student' },
  ]) {
    test(`${name}: no button, Ctrl+K does nothing, account search is 403`, async ({
      page,
      signInAs,
    }) => {
      const origin = await signInAs(email);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await dismissTour(page);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Support' })).toHaveCount(0);

      // Nothing takes the key (the browser keeps its own Ctrl+K), and nothing opens.
      expect(await shortcutClaimed(page), 'Ctrl+K claimed').toBe(false);
      await expect(palette(page)).toHaveCount(0);

      const answer = await searchAccounts(page, origin, 'a');
      expect(answer.status()).toBe(403);
      expect(JSON.stringify(await answer.json())).toContain('FORBIDDEN');
    });
  }

  test('on Unlimited Learning (no account-support) not even Ada Admin has it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin@demo.academy', { portal: 'unlimited' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Admin');
    await dismissTour(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Support' })).toHaveCount(0);
    expect(await shortcutClaimed(page), 'Ctrl+K claimed').toBe(false);
    await expect(palette(page)).toHaveCount(0);
  });
});
