import { beforeEach, describe, expect, it, vi } from 'vitest';

const callUpstream = vi.fn();
vi.mock('./upstream', async (original) => ({
  ...(await original<typeof import('./upstream')>()),
  callUpstream: (...args: unknown[]) => callUpstream(...args),
}));
vi.mock('./request-context', () => ({
  getRequestContext: async () => ({
    portalDomain: 'localhost',
    token: 'session-token',
    chosenLocale: 'en',
    requestedLocale: 'en',
    host: 'localhost:3000',
  }),
}));

// The page's language (the choice, the account's, the portal's default), which a test may set
// apart from the browser's Accept-Language (requestedLocale above) is English.
const page = vi.hoisted(() => ({ locale: 'en' as 'en' | 'nl' | 'ro' }));
vi.mock('./locale', () => ({
  getUiLanguage: async () => ({ locale: page.locale, overrides: null }),
}));

const { forward, proxyToAcademy, MAX_BODY_BYTES } = await import('./bff');
const { UpstreamTimeoutError, UpstreamUnavailableError } = await import('./upstream');

describe('forward', () => {
  beforeEach(() => callUpstream.mockReset());

  it('maps an unreachable upstream to 502 and a timeout to 504, as JSON:API errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    callUpstream.mockRejectedValueOnce(new UpstreamUnavailableError('ECONNREFUSED'));
    const unavailable = await forward({ method: 'GET', path: '/v1/me', headers: new Headers() });
    expect(unavailable.status).toBe(502);
    expect((await unavailable.json()).errors[0].code).toBe('UPSTREAM_UNAVAILABLE');

    callUpstream.mockRejectedValueOnce(new UpstreamTimeoutError('headers'));
    const timeout = await forward({ method: 'GET', path: '/v1/me', headers: new Headers() });
    expect(timeout.status).toBe(504);
    expect((await timeout.json()).errors[0].code).toBe('UPSTREAM_TIMEOUT');
  });
});

describe('proxyToAcademy', () => {
  beforeEach(() => callUpstream.mockReset());

  it('adds token, portal and locale, drops browser credentials, and returns only safe headers', async () => {
    callUpstream.mockResolvedValueOnce(
      new Response('{"data":[]}', {
        status: 200,
        headers: { 'content-type': 'application/vnd.api+json', 'set-cookie': 'x=1', server: 'api' },
      }),
    );
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/accounts?filter%5Bsearch%5D=stijn', {
        headers: {
          authorization: 'Bearer forged',
          cookie: 'academy_session=abc',
          'x-forwarded-for': '1.1.1.1',
        },
      }),
    );
    const call = callUpstream.mock.calls[0]?.[0] as { path: string; headers: Headers };
    expect(call.path).toBe('/v1/accounts?filter%5Bsearch%5D=stijn');
    expect(call.headers.get('authorization')).toBe('Bearer session-token');
    expect(call.headers.get('x-portal-domain')).toBe('localhost');
    expect(call.headers.get('accept-language')).toBe('en');
    expect(call.headers.get('cookie')).toBeNull();
    expect(call.headers.get('x-forwarded-for')).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an oversized body with 413 before calling the upstream', async () => {
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/accounts/a/preferences', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: 'x'.repeat(MAX_BODY_BYTES + 1),
      }),
    );
    expect(response.status).toBe(413);
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('refuses a cross-site write with 403', async () => {
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/accounts/a/preferences', {
        method: 'POST',
        body: '{}',
      }),
    );
    expect(response.status).toBe(403);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});

describe("the BFF's own errors in the page's language", () => {
  beforeEach(() => {
    callUpstream.mockReset();
    page.locale = 'nl';
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://localhost:3000/api/v1/accounts/a/preferences', {
      method: 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        'accept-language': 'en-US,en;q=0.9',
        ...headers,
      },
      body,
    });
  const errorOf = async (response: Response) => (await response.json()).errors[0];

  it('a Dutch page with an English browser: 413 and the cross-site refusal in Dutch', async () => {
    const tooLarge = await proxyToAcademy(post('x'.repeat(MAX_BODY_BYTES + 1)));
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).title).toBe('Verzoek te groot');
    const crossSite = await proxyToAcademy(
      post('{}', { 'x-requested-with': '', origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await errorOf(crossSite)).toMatchObject({
      title: 'Verzoek van een andere site geweigerd',
      detail: 'Laad de pagina opnieuw.',
    });
  });

  it('a Romanian page: a bad path and an unreachable API in Romanian', async () => {
    page.locale = 'ro';
    const badPath = await proxyToAcademy(new Request('http://localhost:3000/api/v1/a%2fb'));
    expect((await errorOf(badPath)).title).toBe('Cale invalidă');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    callUpstream.mockRejectedValueOnce(new UpstreamUnavailableError('ECONNREFUSED'));
    const unavailable = await proxyToAcademy(new Request('http://localhost:3000/api/v1/me'));
    expect(unavailable.status).toBe(502);
    expect((await errorOf(unavailable)).title).toBe('Serviciu indisponibil');
  });
});
