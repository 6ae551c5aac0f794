import { beforeEach, describe, expect, it, vi } from 'vitest';

const callUpstream = vi.fn();
vi.mock('./upstream', async (original) => ({
  ...(await original<typeof import('./upstream')>()),
  callUpstream: (...args: unknown[]) => callUpstream(...args),
}));
// A Dutch account on the Dutch portal, no language chosen, an English browser: the page is
// Dutch (the account's language), the browser's Accept-Language is English.
vi.mock('./request-context', () => ({
  getRequestContext: async () => ({
    portalDomain: 'localhost',
    token: 'session-token',
    chosenLocale: null,
    requestedLocale: 'en',
    host: 'localhost:3000',
  }),
}));
const page = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./locale', () => ({
  getUiLanguage: async () => {
    page.calls += 1;
    return { locale: 'nl', overrides: null };
  },
}));

const { academyRequest } = await import('./academy');

const languageOf = (index: number) =>
  (callUpstream.mock.calls[index]?.[0] as { headers: Headers } | undefined)?.headers.get(
    'accept-language',
  );

describe('academyRequest asks the API in the page’s language', () => {
  beforeEach(() => {
    callUpstream.mockReset();
    callUpstream.mockImplementation(async () => new Response('{"data":null}', { status: 200 }));
    page.calls = 0;
  });

  it('a page read (course, labels, errors) comes in the page’s language, not the browser’s', async () => {
    await academyRequest('/v1/courses/data-literacy?include=labels');
    expect(languageOf(0)).toBe('nl');
  });

  it('/v1/me, which the page’s language is worked out from, does not wait for it', async () => {
    await academyRequest('/v1/me?include=account,portal');
    expect(page.calls).toBe(0);
    expect(languageOf(0)).toBe('en');
    // Anything under /v1/me/ is an ordinary read.
    await academyRequest('/v1/me/notifications');
    expect(languageOf(1)).toBe('nl');
  });
});
