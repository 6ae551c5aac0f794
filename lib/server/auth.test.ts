import http from 'node:http';
import { createRequire } from 'node:module';
import type net from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The BFF's own refusals on /api/auth/* read in the page's language.
const forward = vi.fn();
const page = vi.hoisted(() => ({ locale: 'nl' as 'en' | 'nl' | 'ro' }));
vi.mock('./bff', async (original) => ({
  ...(await original<typeof import('./bff')>()),
  forward: (...args: unknown[]) => forward(...args),
}));
vi.mock('./locale', () => ({
  getUiLanguage: async () => ({ locale: page.locale, overrides: null }),
}));
vi.mock('./request-context', () => ({
  getRequestContext: async () => ({
    portalDomain: 'localhost',
    chosenLocale: page.locale,
    requestedLocale: page.locale,
    host: 'localhost:3000',
  }),
}));
vi.mock('./session', () => ({ getSession: async () => ({ save: async () => {} }) }));

const { accountLinkCall, signIn, signInFromForm } = await import('./auth');

const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/auth/login', {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...headers,
    },
    body,
  });
const errorOf = async (response: Response) => (await response.json()).errors[0];

beforeEach(() => {
  forward.mockReset();
  page.locale = 'nl';
});

describe('/api/auth refusals in the page’s language', () => {
  it('a body that is no JSON: INVALID_JSON in Dutch, nothing sent on', async () => {
    const response = await signIn(request('{email'), '/auth/login');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'INVALID_JSON',
      title: 'Ongeldige JSON in het verzoek',
      detail:
        'Het verzoek kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.',
    });
    expect(forward).not.toHaveBeenCalled();
  });

  it('a cross-site post is refused in Romanian on a Romanian page', async () => {
    page.locale = 'ro';
    const response = await signIn(
      request('{}', { 'x-requested-with': '', origin: 'https://evil.example' }),
      '/auth/login',
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).detail).toBe('Reîncarcă pagina.');
  });

  it('an upstream refusal without an error document keeps its status, in Dutch', async () => {
    forward.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 503 }));
    const response = await accountLinkCall(request('{"email":"a@b.nl"}'), '/auth/password_resets');
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({
      status: '503',
      code: 'REQUEST_FAILED',
      title: 'Verzoek mislukt',
      detail: 'Er ging iets mis. Probeer het zo meteen opnieuw.',
    });
  });

  it('English stays English', async () => {
    page.locale = 'en';
    const response = await signIn(request('[not json'), '/auth/login');
    expect((await errorOf(response)).title).toBe('Invalid JSON body');
  });
});

describe('per-address throttling sees the socket, not X-Forwarded-For', () => {
  it('with TRUST_PROXY_HOPS=0, a rotated X-Forwarded-For reaches the API as one address', async () => {
    // The HTTP guard as the production server loads it (patched into every http.Server).
    createRequire(import.meta.url)('../../server/http-guard.cjs');
    const server = http.createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const response = await signIn(
        new Request(`http://localhost:3000${incoming.url}`, {
          method: 'POST',
          headers,
          body: Buffer.concat(chunks),
        }),
        '/auth/login',
      );
      outgoing.writeHead(response.status).end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    forward.mockImplementation(
      async () =>
        new Response('{"errors":[{"status":"422","code":"INVALID_CREDENTIALS"}]}', {
          status: 422,
        }),
    );
    try {
      for (const spoofed of ['198.51.100.1', '198.51.100.2', '2001:db8::3']) {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: {
            host: 'localhost:3000',
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'x-forwarded-for': spoofed,
          },
          body: JSON.stringify({ email: 'a@b.nl', password: 'wrong-password' }),
        });
        expect(response.status).toBe(422);
      }
    } finally {
      server.close();
    }
    const addresses = forward.mock.calls.map(([call]) =>
      (call as { headers: Headers }).headers.get('x-academy-client-address'),
    );
    // The API keys its per-address counter on this header: one counter for all three.
    expect(addresses).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });
});

describe('the sign-in form as the browser sends it itself (no scripts yet)', () => {
  const formPost = (
    fields: Record<string, string>,
    origin: string | null = 'http://localhost:3000',
  ) =>
    new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin ? { origin } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const TOKEN = { data: { type: 'sessions', attributes: { token: 'a-token-of-sixteen-chars' } } };

  it('signed in, it is sent on to where it was going with a 303', async () => {
    forward.mockResolvedValueOnce(new Response(JSON.stringify(TOKEN), { status: 201 }));
    const response = await signInFromForm(
      formPost({
        email: ' student@demo.academy ',
        password: 'academy-demo',
        returnTo: '/catalog/data-literacy',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/catalog/data-literacy');
    expect(response.headers.get('set-cookie')).toBeNull();
    const [call] = forward.mock.calls[0] as [{ path: string; body: string }];
    expect(call.path).toBe('/auth/login');
    expect(JSON.parse(call.body)).toEqual({
      email: 'student@demo.academy',
      password: 'academy-demo',
    });
  });

  it('a returnTo off the portal is dropped: the start page instead', async () => {
    forward.mockResolvedValueOnce(new Response(JSON.stringify(TOKEN), { status: 201 }));
    const response = await signInFromForm(
      formPost({ email: 'a@b.nl', password: 'x', returnTo: 'https://evil.example/' }),
    );
    expect(response.headers.get('location')).toBe('/');
  });

  it('refused, it is back on the form with the reason and the e-mail address, never the password', async () => {
    forward.mockResolvedValueOnce(
      new Response('{"errors":[{"status":"422","code":"INVALID_CREDENTIALS"}]}', { status: 422 }),
    );
    const response = await signInFromForm(
      formPost({ email: 'a@b.nl', password: 'wrong-password', returnTo: '/catalog/x' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/auth?returnTo=%2Fcatalog%2Fx&error=INVALID_CREDENTIALS',
    );
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^sign-in-email=a%40b\.nl; Path=\/auth; Max-Age=120; HttpOnly; SameSite=Lax$/,
    );
    expect(`${cookie} ${response.headers.get('location')}`).not.toContain('wrong-password');
  });

  it('a refusal without a text of its own reads as SIGN_IN_FAILED', async () => {
    forward.mockResolvedValueOnce(
      new Response('{"errors":[{"status":"422","code":"VALIDATION_FAILED"}]}', { status: 422 }),
    );
    const response = await signInFromForm(formPost({ email: '', password: '' }));
    expect(response.headers.get('location')).toBe('/auth?error=SIGN_IN_FAILED');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('from another site, or without an Origin, nothing is sent on', async () => {
    for (const origin of ['https://evil.example', null]) {
      const response = await signInFromForm(
        formPost({ email: 'a@b.nl', password: 'academy-demo' }, origin),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/auth?error=CROSS_SITE_REQUEST');
    }
    expect(forward).not.toHaveBeenCalled();
  });
});
