import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import {
  hasSeenTour,
  MAIN_MENU_TOUR,
  markTourSeen as markSeen,
  ONBOARDING_PROPERTY,
} from '../../../lib/onboarding/tours';
import { currentAgreementIds } from './agreements';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type PortalKey, portalOrigin } from './demo';
import { hydrateOnLoad, hydrateOnLoadInEveryContext } from './hydration';

export { expect };

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A cookie as `context.addCookies` takes it, for one portal's origin. */
interface SessionCookie {
  name: string;
  value: string;
  url: string;
  expires?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** A student registered for one test (so what the test changes is its own). */
export interface FreshStudent {
  id: string;
  email: string;
  fullName: string;
  origin: string;
  /** Requests as this student (the X-Requested-With marker included), e.g. to give it data. */
  api: APIRequestContext;
  cookies: SessionCookie[];
}

export interface SignInOptions {
  /** The portal to sign in on (default: the account's own, see DEMO_ACCOUNTS). */
  portal?: PortalKey;
  /**
   * The page to open signed in (a path), instead of the start page: a test about another page
   * need not load the start page first (the admin dashboard alone is a second or more).
   */
  at?: string;
}

/**
 * Signs the page in (no sign-in form) and opens the start page, or `options.at`; resolves to the
 * portal origin.
 */
export type SignInAs = (who: string | FreshStudent, options?: SignInOptions) => Promise<string>;

function parseSetCookie(header: string, url: string): SessionCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const split = pair.indexOf('=');
  const cookie: SessionCookie = { name: pair.slice(0, split), value: pair.slice(split + 1), url };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'max-age':
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = (value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()) as
          | 'Strict'
          | 'Lax'
          | 'None';
        break;
    }
  }
  return cookie;
}

/**
 * POST /api/auth/login with a cookie jar of its own (so it revokes no other session), straight
 * to the server with the portal's Host: Node's resolver (unlike Chromium's) has no *.localhost.
 */
function logIn(origin: string, email: string): Promise<SessionCookie[]> {
  const url = new URL(origin);
  const body = JSON.stringify({ email, password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          ...XHR,
          host: url.host,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const cookies = (response.headers['set-cookie'] ?? []).map((header) =>
            parseSetCookie(header, origin),
          );
          if (response.statusCode !== 200 || !cookies.some((c) => c.name === 'academy_session')) {
            reject(new Error(`Signing in ${email} on ${origin}: ${response.statusCode} ${text}`));
          } else {
            resolve(cookies);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON request to the BFF as a signed-in session (straight to the server, with the Host). */
function callApi(
  origin: string,
  cookies: SessionCookie[],
  method: string,
  pathName: string,
  body?: unknown,
): Promise<{ status: number; json: { data?: unknown } | null }> {
  const url = new URL(origin);
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method,
        path: pathName,
        headers: {
          ...XHR,
          host: url.host,
          cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
        },
      },
      (response) => {
        let answer = '';
        response.on('data', (chunk) => {
          answer += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: answer ? JSON.parse(answer) : null }),
        );
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

/**
 * The main-menu tour marked as seen for a demo session, once when it is made: closing it is saved
 * on the account, so which test first shows a demo account a page would otherwise decide whether
 * the next one sees it. Tests of the tour itself use a student of their own.
 */
async function markTourSeen(origin: string, cookies: SessionCookie[], again = true) {
  const me = await callApi(origin, cookies, 'GET', '/api/v1/me');
  const id = (me.json?.data as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`Reading /api/v1/me on ${origin}: ${me.status}`);
  const base = `/api/v1/accounts/${id}/preferences`;
  const found = await callApi(
    origin,
    cookies,
    'GET',
    `${base}?filter[property]=${ONBOARDING_PROPERTY}`,
  );
  const existing = (found.json?.data as { id: string; attributes: { payload: unknown } }[])?.[0];
  if (hasSeenTour(existing?.attributes.payload, MAIN_MENU_TOUR)) return;
  const payload = markSeen(existing?.attributes.payload, MAIN_MENU_TOUR);
  const document = {
    data: { type: 'preferences', attributes: { property: ONBOARDING_PROPERTY, payload } },
  };
  const saved = existing
    ? await callApi(origin, cookies, 'PUT', `${base}/${existing.id}`, document)
    : await callApi(origin, cookies, 'POST', base, document);
  // The other worker may sign the same account in at the same moment and create the preference
  // first (one per property: 422 here); then it exists, and this one updates it.
  if (saved.status === 422 && !existing && again) return markTourSeen(origin, cookies, false);
  if (saved.status >= 300) throw new Error(`Saving the onboarding preference: ${saved.status}`);
}

/** One lock per server and name, shared by all workers: mkdir is atomic. */
async function acquireLock(dir: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  await mkdir(path.dirname(dir), { recursive: true });
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(path.join(dir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A lock whose worker is gone (killed mid-test), or older than any test may run, is free.
    const owner = Number(await readFile(path.join(dir, 'pid'), 'utf8').catch(() => ''));
    const age = Date.now() - ((await stat(dir).catch(() => null))?.mtimeMs ?? Date.now());
    let stale = age > 120_000 || (!owner && age > 5_000);
    if (owner && !stale) {
      try {
        process.kill(owner, 0);
      } catch (error) {
        stale = (error as NodeJS.ErrnoException).code === 'ESRCH';
      }
    }
    if (stale) await rm(dir, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock ${dir}`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const test = base.extend<
  {
    signInAs: SignInAs;
    newStudent: (options?: { fullName?: string }) => Promise<FreshStudent>;
    exclusive: (name: string) => Promise<void>;
  },
  { demoSessions: Map<string, Promise<SessionCookie[]>> }
>({
  // page.goto and page.reload resolve once the page has hydrated (support/hydration.ts).
  browser: [
    async ({ browser }, use) => {
      hydrateOnLoadInEveryContext(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    hydrateOnLoad(page);
    // A page sends the browser only the translations its client components use
    // (components/i18n/client-messages.tsx); one it forgot shows as next-intl's MISSING_MESSAGE.
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE')) {
        missing.push(`${page.url()}: ${message.text()}`);
      }
    });
    await use(page);
    expect(missing, 'translations missing in the browser').toEqual([]);
  },

  /** Each demo account's session cookie per origin (server and portal), signed in once. */
  demoSessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take an object pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],

  /**
   * Signs a demo account in from the worker's cache, or a FreshStudent. Signing in again or out
   * in that context would revoke the cached session: tests about the sign-in form,
   * signing out or sessions sign in through the form in a context of their own instead.
   */
  signInAs: async ({ page, baseURL, demoSessions }, use) => {
    const used = new Set<string>();
    const authCalls: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/auth\/(login|logout|register)$/.test(pathname)) authCalls.push(pathname);
    };
    page.context().on('request', onRequest);

    await use(async (who, options = {}) => {
      let origin: string;
      let cookies: SessionCookie[];
      // Signed in, /auth redirects to the start page, as the form does after signing in.
      let start = '/auth';
      if (typeof who === 'string') {
        const account = DEMO_ACCOUNTS.find((demo) => demo.email === who);
        origin = portalOrigin(baseURL, options.portal ?? account?.portal ?? 'demo');
        start = account?.start ?? start;
        const key = `${origin} ${who}`;
        let session = demoSessions.get(key);
        if (!session) {
          session = logIn(origin, who).then(async (made) => {
            await markTourSeen(origin, made);
            return made;
          });
          demoSessions.set(key, session);
          session.catch(() => demoSessions.delete(key));
        }
        cookies = await session;
        used.add(key);
      } else {
        origin = who.origin;
        cookies = who.cookies;
        start = '/catalog';
      }
      await page
        .context()
        .addCookies([...cookies, { name: 'custom-language', value: 'en', url: origin }]);
      await page.goto(`${origin}${options.at ?? start}`);
      return origin;
    });

    page.context().off('request', onRequest);
    if (used.size > 0 && authCalls.length > 0) {
      for (const key of used) demoSessions.delete(key);
      throw new Error(
        `A test on a shared demo session called ${authCalls.join(', ')}, which revokes it: ` +
          'sign in through the form (signIn) in tests that sign in again or out.',
      );
    }
  },

  /** Registers a student (POST /api/auth/register) on Demo Academy for this test alone. */
  newStudent: async ({ baseURL, playwright }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ fullName = 'Nora Newcomer' } = {}) => {
      const origin = portalOrigin(baseURL, 'demo');
      const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: XHR });
      contexts.push(api);
      const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
      const registered = await api.post('/api/auth/register', {
        data: {
          full_name: fullName,
          email,
          password: 'a-long-password',
          accepted_agreements: await currentAgreementIds(api),
        },
      });
      if (!registered.ok()) {
        throw new Error(`Registering ${email}: ${registered.status()} ${await registered.text()}`);
      }
      const me = await (await api.get('/api/v1/me')).json();
      const cookies = (await api.storageState()).cookies.map(
        ({ name, value, expires, httpOnly, secure, sameSite }) => ({
          name,
          value,
          url: origin,
          expires,
          httpOnly,
          secure,
          sameSite,
        }),
      );
      return { id: me.data.id as string, email, fullName, origin, api, cookies };
    });
    for (const api of contexts) await api.dispose();
  },

  /**
   * Holds a lock on shared demo data (e.g. one account's pins) until the test ends, so a test in
   * the other worker that changes it cannot run at the same time.
   */
  exclusive: async ({ baseURL }, use) => {
    const held: string[] = [];
    await use(async (name) => {
      const port = new URL(baseURL ?? 'http://localhost:3100').port;
      const dir = path.join(tmpdir(), 'academy-e2e-locks', `${port}-${name}`);
      // Long enough for the tests queued before it: several hold Eva's access for 20–30 s each
      // (checkout, refunds), and another worker may be queued ahead.
      await acquireLock(dir, 60_000);
      held.push(dir);
    });
    for (const dir of held) await rm(dir, { recursive: true, force: true });
  },
});

/** Gives a fresh student unread notifications (without links). */
export async function createNotifications(student: FreshStudent, messages: string[]) {
  const path = `/api/v1/accounts/${student.id}/notifications`;
  // A few at a time: the embedded API writes one at a time anyway.
  for (let start = 0; start < messages.length; start += 10) {
    const answers = await Promise.all(
      messages.slice(start, start + 10).map((message) =>
        student.api.post(path, {
          data: { data: { type: 'notifications', attributes: { message, link: null } } },
        }),
      ),
    );
    for (const answer of answers) {
      if (answer.status() !== 201) throw new Error(`Creating a notification: ${answer.status()}`);
    }
  }
}
