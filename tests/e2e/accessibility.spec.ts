import type { Page } from '@playwright/test';
import {
  axeViolations,
  DESKTOP,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  PHONE,
} from './support/axe';
import { type PortalKey, portalOrigin } from './support/demo';
import { expect, test } from './support/fixtures';

/*
 * Accessibility as a check: axe-core (WCAG 2.2 A/AA and best practices,
 * support/axe.ts) on every screen of spec §2 the demo accounts can open, on both portals' themes,
 * at phone (390 px) and desktop (1280 px) width, and with the shell's overlays open. Any
 * violation fails. A new screen is covered by adding its path to SCREENS.
 */

/** A screen: its path, or a page and the first link on it whose href matches (records' ids). */
type Screen =
  | string
  | { from: string; href: RegExp; suffix?: string; name: string }
  | { path: string; name: string };

interface Walk {
  /** A demo account's e-mail, or null for a guest. */
  as: string | null;
  portal?: PortalKey;
  screens: Screen[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const record = (from: string, pattern: string, name: string, suffix?: string): Screen => ({
  from,
  href: new RegExp(`^${pattern}$`),
  suffix,
  name,
});

/**
 * THE list: every screen no feature test checks at both widths, by who opens it. A screen a
 * feature test already checks at 390 and 1280 px (the coach's workspace, the start pages, the
 * order list…) is left to it; the coverage check after the run (axe-coverage.check.ts) fails if
 * a page route then goes without a check at either width.
 */
const SCREENS: Record<string, Walk> = {
  guest: {
    as: null,
    screens: [
      '/auth',
      '/auth/login/register',
      '/unsubscribe',
      '/no-such-page',
      // A course's public page and its free preview lesson.
      '/catalog/data-literacy',
      '/catalog/data-literacy/preview/bar-and-line-charts',
      '/auth/forgot-password',
      '/auth/agreements/terms',
      // A mailed link's pages, opened without a token: what an expired or mangled link shows.
      '/auth/reset-password',
      '/auth/confirm-email',
    ],
  },
  'guest on Unlimited Learning': { as: null, portal: 'unlimited', screens: ['/', '/auth'] },
  'Ada Admin: the admin area': {
    as: 'admin@demo.academy',
    screens: [
      '/admin/accounts',
      record('/admin/accounts', `/admin/accounts/${UUID}`, '/admin/accounts/{id}'),
      '/admin/announcements',
      '/admin/catalogs',
      '/admin/certifications',
    ],
  },
  'Ada Admin: courses': {
    as: 'admin@demo.academy',
    screens: [
      '/admin/courses',
      record('/admin/courses', `/admin/courses/${UUID}`, '/admin/courses/{course}'),
      record(
        '/admin/courses',
        `/admin/courses/${UUID}`,
        '/admin/courses/{course}/groups',
        '/groups',
      ),
      '/admin/courses/content-issues',
      '/admin/courses/create',
    ],
  },
  'Ada Admin: sales and settings': {
    as: 'admin@demo.academy',
    screens: [
      '/admin/sales/catalogs',
      record('/admin/sales/orders', `/admin/sales/orders/${UUID}`, '/admin/sales/orders/{id}'),
      '/admin/sales/orders/create',
      '/admin/sales/promotions',
    ],
  },
  'Ada Admin: settings and her own pages': {
    as: 'admin@demo.academy',
    screens: [
      '/admin/settings/approvals',
      '/admin/settings/content-labels',
      '/admin/settings/order-automations',
      '/notifications',
      '/account/details',
    ],
  },
  'Ada Admin: the portal settings (administration)': {
    as: 'admin@demo.academy',
    screens: [
      '/admin/support',
      '/admin/settings/integrations',
      '/admin/settings/api-tokens',
      '/admin/settings/agreements',
      '/admin/settings/languages',
      '/admin/settings/feature-flags',
      '/admin/settings/portals',
    ],
  },
  'Ada Admin on Unlimited Learning': {
    as: 'admin@demo.academy',
    portal: 'unlimited',
    // /admin/accounts: Unlimited Learning has no account support, so this is its 403 page.
    screens: [
      '/admin/dashboard',
      '/admin/courses',
      '/admin/accounts',
      '/academy/accounts_support',
      '/catalog',
    ],
  },
  // The sales roles' dashboard: orders and revenue tiles.
  'Sven Sales': { as: 'sales@demo.academy', screens: ['/admin/dashboard'] },
  'Mia Marketing': {
    as: 'marketing@demo.academy',
    // A mailing's page, as a new draft: the demo data has no mailings yet.
    screens: ['/academy/marketing', '/academy/marketing/mailings/new'],
  },
  // Her dashboard, courses, students, mentees, tickets and news: coach-workspace.spec.ts and
  // coaching.spec.ts check them at both widths.
  'Cora Coach': { as: 'coach@demo.academy', screens: ['/coach/qualifications'] },
  'Stijn Student: learning': {
    as: 'student@demo.academy',
    screens: [
      '/catalog',
      '/catalog/data-literacy',
      '/courses',
      '/courses/data-literacy/misleading-axes',
      '/courses/data-literacy/data-literacy-quiz',
      '/courses/writing-for-the-web/style-guide',
    ],
  },
  'Stijn Student: his pages': {
    as: 'student@demo.academy',
    screens: ['/portfolio', '/qualifications', '/rate', '/notifications'],
  },
  'Stijn Student: his account': {
    as: 'student@demo.academy',
    screens: [
      '/account/details',
      '/account/orders',
      '/account/primary-coach',
      '/account/certificates',
      record('/account/certificates', `/certificates/${UUID}`, '/certificates/{id}'),
    ],
  },
  'Eva Expired (payment required)': {
    as: 'expired@demo.academy',
    screens: ['/catalog', '/courses'],
  },
  'Lars Learner on Unlimited Learning': {
    as: 'learner@unlimited.academy',
    // /portfolio: no portfolio on Unlimited Learning, its 403 page.
    screens: ['/catalog', '/courses', '/account/details', '/portfolio'],
  },
};

/**
 * Screens a feature test already checks at 1280 px (the course editor, the settings pages, the
 * order screens…): the walk adds the 390 px check only. The coverage check after the run fails if
 * one of them then lacks a check at either width.
 */
const DESKTOP_CHECKED_ELSEWHERE = new Set([
  'demo /auth',
  'demo /unsubscribe',
  'demo /auth/forgot-password',
  'demo /auth/reset-password',
  'demo /auth/confirm-email',
  'demo /admin/announcements',
  'demo /admin/catalogs',
  'demo /admin/certifications',
  'demo /admin/courses',
  'demo /admin/courses/{course}',
  'demo /admin/courses/{course}/groups',
  'demo /admin/courses/content-issues',
  'demo /admin/courses/create',
  'demo /admin/accounts/{id}',
  'demo /admin/sales/catalogs',
  'demo /admin/sales/orders/{id}',
  'demo /admin/sales/orders/create',
  'demo /admin/sales/promotions',
  'demo /admin/settings/approvals',
  'demo /admin/settings/content-labels',
  'demo /admin/settings/order-automations',
  'demo /admin/settings/integrations',
  'demo /admin/settings/agreements',
  'demo /admin/settings/languages',
  'demo /admin/settings/feature-flags',
  'demo /admin/settings/portals',
  'demo /admin/support',
  'demo /academy/marketing',
  'demo /coach/qualifications',
  'demo /rate',
]);

const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
const screenName = (screen: Screen) => (typeof screen === 'string' ? screen : screen.name);

/** The page a screen is at: a record's is the first link on its list that matches. */
async function pathOf(page: Page, origin: string, screen: Screen): Promise<string> {
  if (typeof screen === 'string') return screen;
  if ('path' in screen) return screen.path;
  if (!isAt(page, screen.from)) await page.goto(`${origin}${screen.from}`);
  const hrefs = page.locator('a[href]');
  await expect(hrefs.first()).toBeAttached();
  await expect
    .poll(async () =>
      (
        await hrefs.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).find((href) => screen.href.test(href)),
    )
    .toBeTruthy();
  const href = (
    await hrefs.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).find((href) => screen.href.test(href)) as string;
  return `${href}${screen.suffix ?? ''}`;
}

/** The page a screen's walk opens first: the screen, or the list its record is found on. */
const firstPathOf = (screen: Screen) =>
  typeof screen === 'string' ? screen : 'path' in screen ? screen.path : screen.from;

/** Whether the page shows `path` (path and query) already, e.g. signing in opened it. */
const isAt = (page: Page, path: string) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}` === path;
};

/** Loaded: the page's heading is there and what it fetched has arrived. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 5_000 });
}

/** Signs the walk's account in on its first page (no start page to load first). */
async function signIn(
  page: Page,
  walk: Walk,
  signInAs: (who: string, o?: object) => Promise<string>,
  baseURL: string | undefined,
  at: string,
) {
  if (walk.as) return signInAs(walk.as, { at, ...(walk.portal ? { portal: walk.portal } : {}) });
  const origin = portalOrigin(baseURL, walk.portal ?? 'demo');
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  return origin;
}

/** A few screens per test, so the walk runs in parallel workers and each test stays short. */
const SCREENS_PER_TEST = 3;
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  );

// Every test stands alone (its own context and sign-in): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

/*
 * The check can fail: the same axe-core run, on a real page with three faults put in it, names
 * each of them (an unnamed button, grey on grey text, a button whose name leaves out its visible
 * text, WCAG 2.5.3, which the wcag21a tag carries).
 */
test('the axe-core check finds an unnamed button, low contrast and a label-in-name mismatch', async ({
  page,
  baseURL,
}) => {
  const origin = portalOrigin(baseURL, 'demo');
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  await page.goto(`${origin}/auth`);
  await page.locator('main').evaluate((main) => {
    const canary = document.createElement('div');
    canary.innerHTML =
      '<button type="button"></button>' +
      '<p style="color:#777;background:#888">Grey on grey</p>' +
      '<button type="button" aria-label="Close the panel">Open</button>';
    main.append(canary);
  });
  const rules = (await axeViolations(page)).map((line) => line.split(' ')[0]);
  expect(rules).toEqual(
    expect.arrayContaining(['button-name', 'color-contrast', 'label-content-name-mismatch']),
  );
});

test.describe('axe-core at 1280 and 390 px', () => {
  for (const [name, walk] of Object.entries(SCREENS)) {
    for (const screens of chunks(walk.screens, SCREENS_PER_TEST)) {
      test(`${name}: ${screens.map(screenName).join(', ')}`, async ({
        page,
        signInAs,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const phoneOnly = (screen: Screen) =>
          DESKTOP_CHECKED_ELSEWHERE.has(`${walk.portal ?? 'demo'} ${screenName(screen)}`);
        const [first] = screens as [Screen];
        await page.setViewportSize(phoneOnly(first) ? PHONE : DESKTOP);
        const origin = await signIn(page, walk, signInAs, baseURL, firstPathOf(first));
        for (const screen of screens) {
          await page.setViewportSize(phoneOnly(screen) ? PHONE : DESKTOP);
          const path = await pathOf(page, origin, screen);
          if (!isAt(page, path)) await page.goto(`${origin}${path}`);
          await settle(page);
          const where = `${walk.portal ?? 'demo'} ${path}`;
          if (phoneOnly(screen)) await expectNoAxeViolations(page, `${where} (390 px)`);
          else await expectNoAxeViolationsAtBothWidths(page, where);
        }
      });
    }
  }
});

/*
 * The shell's overlays, open, on both themes and both widths: the side navigation, the account
 * menu, the notifications, a dialog (the feedback modal) and the support palette (Ctrl+K).
 */
const OVERLAYS: { as: string; portal?: PortalKey; path: string }[] = [
  { as: 'admin@demo.academy', path: '/admin/dashboard' },
  { as: 'admin@demo.academy', portal: 'unlimited', path: '/admin/dashboard' },
  { as: 'student@demo.academy', path: '/catalog' },
  { as: 'learner@unlimited.academy', portal: 'unlimited', path: '/catalog' },
];

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`axe-core with the overlays open at ${viewport} width`, () => {
    test.use({ viewport: size });
    for (const overlay of OVERLAYS) {
      test(`${overlay.as} on ${overlay.portal ?? 'demo'}: side navigation, account menu, notifications, feedback, support palette`, async ({
        page,
        signInAs,
      }) => {
        test.setTimeout(120_000);
        const origin = await signInAs(overlay.as, {
          at: overlay.path,
          ...(overlay.portal ? { portal: overlay.portal } : {}),
        });
        const where = (what: string) =>
          `${viewport} ${overlay.portal ?? 'demo'} ${overlay.path} ${what}`;
        await settle(page);

        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
        await expectNoAxeViolations(page, where('side navigation'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeHidden();

        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page, where('account menu'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();

        // The notifications: a menu on a desktop, a panel (dialog) on a phone.
        const notifications = page.getByRole(viewport === 'phone' ? 'dialog' : 'menu', {
          name: 'Notifications',
        });
        await page
          .getByRole('banner')
          .getByRole('button', { name: /notification/i })
          .click();
        await expect(notifications).toBeVisible();
        await expectNoAxeViolations(page, where('notifications'));
        await page.keyboard.press('Escape');
        await expect(notifications).toBeHidden();

        if (overlay.as === 'admin@demo.academy') {
          await page.goto(`${origin}${overlay.path}#give-feedback`);
          await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
          await expectNoAxeViolations(page, where('feedback dialog'));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeHidden();

          // The support palette comes with account support: Demo Academy has it, Unlimited not.
          if (!overlay.portal) {
            await page.keyboard.press('ControlOrMeta+K');
            await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
            await expectNoAxeViolations(page, where('support palette'));
          }
        }
      });
    }
  });
}
