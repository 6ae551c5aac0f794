import { expect, type Page } from '@playwright/test';
import {
  hasSeenTour,
  MAIN_MENU_TOUR,
  markTourSeen,
  ONBOARDING_PROPERTY,
} from '../../../lib/onboarding/tours';

/** DEMO-DATA.md: every demo account's password. */
export const DEMO_PASSWORD = 'academy-demo';

export type PortalKey = 'demo' | 'unlimited';

export interface DemoAccount {
  email: string;
  name: string;
  portal: PortalKey;
  start: string;
  /** What the start page says about the subscription (English). */
  subscription: RegExp;
  /** Spec §4: no subscription access, so the start page is the 402 view. */
  paymentRequired?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@demo.academy',
    name: 'Ada Admin',
    portal: 'demo',
    start: '/admin/dashboard',
    subscription: /Not required/,
  },
  {
    email: 'support@demo.academy',
    name: 'Sam Support',
    portal: 'demo',
    start: '/admin/dashboard',
    subscription: /Not required/,
  },
  {
    email: 'author@demo.academy',
    name: 'Alex Author',
    portal: 'demo',
    start: '/admin/dashboard',
    subscription: /Not required/,
  },
  {
    email: 'sales@demo.academy',
    name: 'Sven Sales',
    portal: 'demo',
    start: '/admin/dashboard',
    subscription: /Not required/,
  },
  {
    email: 'coach@demo.academy',
    name: 'Cora Coach',
    portal: 'demo',
    start: '/coach/dashboard',
    subscription: /Not required/,
  },
  {
    email: 'hybrid@demo.academy',
    name: 'Hugo Hybrid',
    portal: 'demo',
    start: '/coach/dashboard',
    subscription: /Active/,
  },
  {
    email: 'student@demo.academy',
    name: 'Stijn Student',
    portal: 'demo',
    start: '/catalog',
    subscription: /Active/,
  },
  {
    email: 'expired@demo.academy',
    name: 'Eva Expired',
    portal: 'demo',
    start: '/catalog',
    subscription: /Inactive/,
    paymentRequired: true,
  },
  {
    email: 'flatfee@demo.academy',
    name: 'Fenna Flat',
    portal: 'demo',
    start: '/catalog',
    subscription: /Not required/,
  },
  {
    email: 'learner@unlimited.academy',
    name: 'Lars Learner',
    portal: 'unlimited',
    start: '/catalog',
    subscription: /Active/,
  },
];

/** The origin of a portal on the server under test (same port, the portal's host name). */
export function portalOrigin(baseURL: string | undefined, portal: PortalKey): string {
  const url = new URL(baseURL ?? 'http://localhost:3100');
  url.hostname = portal === 'demo' ? 'localhost' : 'unlimited.localhost';
  return url.origin;
}

/** Makes the UI English whatever the portal's default, so tests read one language. */
export async function preferEnglish(page: Page, origin: string) {
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
}

export async function signIn(page: Page, origin: string, email: string, password = DEMO_PASSWORD) {
  await preferEnglish(page, origin);
  await page.goto(`${origin}/auth`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  // Wait for the answer, so the session cookie is set (or refused) before the test goes on.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await answer;
}

export async function expectStartPage(page: Page, account: DemoAccount) {
  await expect(page).toHaveURL(new RegExp(`${account.start}$`));
  if (account.paymentRequired) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A subscription is needed');
    return;
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.name);
  await expect(page.getByTestId('subscription-state')).toHaveText(account.subscription);
}

/** Signs out through the account menu. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/**
 * Keeps the main-menu tour out of a test about something else: when the signed-in user has not
 * seen it, it is recorded as seen (as "Got it" does) and the page loaded again without it. Read
 * and written through the page (its origin may be *.localhost, which only the browser resolves).
 * Demo sessions have seen it already (fixtures.ts), so for them this only reads. It used to wait
 * up to 5 s for a card that, once an account had closed it, never came.
 */
export async function dismissTour(page: Page) {
  const state = await page.evaluate(async (property) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const me = await fetch('/api/v1/me', { headers });
    const id: string | undefined = me.ok ? (await me.json()).data?.id : undefined;
    if (!id) return null;
    const query = `filter[property]=${encodeURIComponent(property)}`;
    const found = await fetch(`/api/v1/accounts/${id}/preferences?${query}`, { headers });
    const preference = found.ok ? (await found.json()).data?.[0] : undefined;
    return {
      id,
      status: found.status,
      preferenceId: preference?.id as string | undefined,
      payload: preference?.attributes?.payload as unknown,
    };
  }, ONBOARDING_PROPERTY);
  if (!state) return;
  expect(state.status, 'reading the onboarding preference').toBe(200);
  if (hasSeenTour(state.payload, MAIN_MENU_TOUR)) return;
  const saved = await page.evaluate(
    async ({ id, preferenceId, property, payload }) => {
      const base = `/api/v1/accounts/${id}/preferences`;
      const response = await fetch(preferenceId ? `${base}/${preferenceId}` : base, {
        method: preferenceId ? 'PUT' : 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { type: 'preferences', attributes: { property, payload } } }),
      });
      return response.status;
    },
    {
      id: state.id,
      preferenceId: state.preferenceId,
      property: ONBOARDING_PROPERTY,
      payload: markTourSeen(state.payload, MAIN_MENU_TOUR),
    },
  );
  expect(saved, 'saving the onboarding preference').toBeLessThan(300);
  await page.reload();
}
