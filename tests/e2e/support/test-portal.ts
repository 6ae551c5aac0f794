import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  PlaywrightWorkerArgs,
} from '@playwright/test';
import { expect } from '@playwright/test';
import { currentAgreementIds } from './agreements';
import { DEMO_PASSWORD } from './demo';

/**
 * A portal of a test's own (a new portal is reachable on its domain at once), for tests that
 * change a portal's settings — flags, languages, agreements — which on Demo Academy would change
 * every other test running on the same server. Ada (staff: she signs in on every portal) makes
 * it on a loopback address of its own, so Chromium and Node both reach the server.
 */
type Playwright = PlaywrightWorkerArgs['playwright'];

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
export const TEST_PASSWORD = 'a-long-password';

export interface TestPortal {
  id: string;
  origin: string;
}

/** 127.a.b.c: a fresh host per portal. */
export function freshHost(): string {
  const part = () => 2 + Math.floor(Math.random() * 250);
  return `127.${part()}.${part()}.${part()}`;
}

export async function apiContext(
  playwright: Playwright,
  origin: string,
): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: XHR });
}

export async function login(api: APIRequestContext, email: string, password: string) {
  const answer = await api.post('/api/auth/login', { data: { email, password } });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
}

/** Ada creates a portal (with Demo Academy's flags) on a fresh domain, English first. */
export async function createTestPortal(
  playwright: Playwright,
  baseURL: string,
): Promise<TestPortal> {
  const demo = await apiContext(playwright, baseURL);
  try {
    await login(demo, 'admin@demo.academy', DEMO_PASSWORD);
    const host = freshHost();
    const origin = `http://${host}:${new URL(baseURL).port}`;
    const created = await demo.post('/api/v1/portals', {
      data: {
        data: {
          type: 'portals',
          attributes: {
            name: `Portal ${host}`,
            key: `e2e-${host.replaceAll('.', '-')}`,
            domain: host,
            base_url: origin,
            primary_locale: 'en',
            primary_color: '#5b3cc4',
          },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).data.id, origin };
  } finally {
    await demo.dispose();
  }
}

/** Registers a student on the portal; their API context stays signed in. */
export async function registerOn(playwright: Playwright, portal: TestPortal, fullName: string) {
  const api = await apiContext(playwright, portal.origin);
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const registered = await api.post('/api/auth/register', {
    data: {
      full_name: fullName,
      email,
      password: TEST_PASSWORD,
      accepted_agreements: await currentAgreementIds(api),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const me = await (await api.get('/api/v1/me')).json();
  return { api, email, id: me.data.id as string };
}

/** A browser context signed in as `email` on `origin`, in `language`. */
export async function signedInContext(
  browser: Browser,
  playwright: Playwright,
  origin: string,
  email: string,
  password: string,
  language = 'en',
): Promise<BrowserContext> {
  const api = await apiContext(playwright, origin);
  await login(api, email, password);
  const { cookies } = await api.storageState();
  await api.dispose();
  const context = await browser.newContext();
  await context.addCookies([
    ...cookies,
    { name: 'custom-language', value: language, domain: new URL(origin).hostname, path: '/' },
  ]);
  return context;
}

/** Switches one of the portal's flags through the settings API, as Ada. */
export async function setPortalFlag(
  api: APIRequestContext,
  flag: string,
  enabled: boolean,
): Promise<void> {
  const answer = await api.patch(`/api/v1/portals/current/feature_flags/${flag}`, {
    data: { data: { type: 'feature_flags', id: flag, attributes: { enabled } } },
    headers: XHR,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()).data.attributes.enabled).toBe(enabled);
}
