import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, preferEnglish } from './support/demo';
import { apiContext, createTestPortal, login, XHR } from './support/test-portal';

/**
 * Guest pages are rendered once per portal and language and kept by the HTTP layer
 * (server/guest-page-cache.cjs), each answer with a nonce of its own; a committed write drops
 * them before the writer's answer arrives (academy-api/db/change-feed.ts). Other tests write all
 * the time on this server, and every write drops every kept page: so "kept" is polled for, while
 * "changed at once" is not.
 */
const STATUS = 'x-academy-page-cache';

type Answer = { status: string | undefined; html: string; nonce: string };

async function load(guest: APIRequestContext, path: string): Promise<Answer> {
  const response = await guest.get(path, { headers: { 'accept-language': 'en' } });
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  return {
    status: response.headers()[STATUS],
    html: await response.text(),
    nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '',
  };
}

test('a guest page is kept with a new nonce per answer, and a change shows at once', async ({
  playwright,
  baseURL,
}) => {
  const portal = await createTestPortal(playwright, baseURL ?? '');
  const guest = await playwright.request.newContext({ baseURL: portal.origin });
  const ada = await apiContext(playwright, portal.origin);
  try {
    await expect.poll(async () => (await load(guest, '/')).status).toBe('hit');
    const answers = [await load(guest, '/'), await load(guest, '/')];
    for (const answer of answers) {
      // Every script of the page carries the nonce its policy names, and only that one.
      expect(answer.nonce).not.toBe('');
      const nonces = new Set([...answer.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([answer.nonce]);
    }
    expect(answers[0]?.nonce).not.toBe(answers[1]?.nonce);

    // Ada renames the portal: the next guest answer has the new name, without waiting.
    await login(ada, 'admin@demo.academy', DEMO_PASSWORD);
    const name = `Renamed ${Date.now()}`;
    const renamed = await ada.patch(`/api/v1/portals/${portal.id}`, {
      headers: { ...XHR, 'content-type': 'application/vnd.api+json' },
      data: { data: { type: 'portals', id: portal.id, attributes: { name } } },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const after = await load(guest, '/');
    expect(after.status).toBe('miss');
    expect(after.html).toContain(`<title>${name}</title>`);

    // A visitor with a session is someone: never a kept page.
    const mine = await ada.get('/', { headers: { 'accept-language': 'en' } });
    expect(mine.headers()[STATUS]).toBeUndefined();
  } finally {
    await guest.dispose();
    await ada.dispose();
  }
});

test('a kept sign-in page runs its scripts: the form signs in', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await preferEnglish(page, origin);
  await expect.poll(async () => (await page.goto(`${origin}/auth`))?.headers()[STATUS]).toBe('hit');
  await page.getByLabel('E-mail address').fill('student@demo.academy');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
});
