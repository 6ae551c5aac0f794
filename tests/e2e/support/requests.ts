import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, portalOrigin } from './demo';
import { test as base, expect } from './fixtures';

export { expect };

/**
 * Tests without a browser: a status code, a header, an API answer or a role
 * refusal of the production build needs no page, and a test that opens none costs milliseconds
 * where a browser context costs about a second of CPU. These are Playwright's request contexts
 * (no Chromium) against the same servers the browser tests use.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A demo account signed in, as requests: the portal origin and a context holding the session. */
export interface SignedInRequest {
  origin: string;
  api: APIRequestContext;
}

/**
 * Signs a Demo Academy account in (POST /api/auth/login) in a request context of its own, so it
 * revokes no other session (a sign-in revokes only the session its cookie jar held), with the
 * English `custom-language` cookie signInAs also sets. Demo Academy only: its host is
 * `localhost`, which Node resolves (it has no other *.localhost).
 */
export type RequestAs = (email: string) => Promise<SignedInRequest>;

export const test = base.extend<{ requestAs: RequestAs }>({
  requestAs: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (email) => {
      const account = DEMO_ACCOUNTS.find((demo) => demo.email === email);
      if (account && account.portal !== 'demo') {
        throw new Error(`requestAs signs in on Demo Academy only, not ${email}'s portal`);
      }
      const origin = portalOrigin(baseURL, 'demo');
      const api = await playwright.request.newContext({
        baseURL: origin,
        storageState: {
          cookies: [
            {
              name: 'custom-language',
              value: 'en',
              domain: new URL(origin).hostname,
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      });
      contexts.push(api);
      const answer = await api.post('/api/auth/login', {
        headers: XHR,
        data: { email, password: DEMO_PASSWORD },
      });
      expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(200);
      return { origin, api };
    });
    for (const api of contexts) await api.dispose();
  },
});

/** A page requested as a browser's navigation asks for it (HTML), following redirects. */
export function openPage(api: APIRequestContext, url: string): Promise<APIResponse> {
  return api.get(url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
}

/**
 * The "No access" view of a page's forbidden() (app/(portal)/forbidden.tsx), as the server sends
 * it: the 403, an HTML page whose render hit forbidden() (Next.js's marker in the page's RSC
 * payload), and that view's heading in English. Next.js draws that view in the browser from the
 * payload (the HTML holds the loading state), so its heading on screen is a browser test's:
 * first-hour.spec.ts (/admin/accounts), portfolio.spec.ts and qualifications.spec.ts.
 */
export async function expectNoAccessPage(response: APIResponse, where: string) {
  expect(response.status(), where).toBe(403);
  expect(response.headers()['content-type'], where).toContain('text/html');
  const html = await response.text();
  expect(html, where).toContain('NEXT_HTTP_ERROR_FALLBACK;403');
  expect(html, where).toMatch(/error-title\\?",\\?"children\\?":\\?"No access\\?"/);
}
