import http from 'node:http';
import { DEMO_PASSWORD, portalOrigin, preferEnglish, signIn } from './support/demo';
import { E2E_PORTS } from './support/ports';
import { expect, test } from './support/requests';

const UPSTREAM = new RegExp(`(127\\.0\\.0\\.1|localhost):${E2E_PORTS.api}`);

test.describe('secrets stay on the server @smoke', () => {
  test('no page, script or API answer carries the upstream URL or a token', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    const bodies: { url: string; text: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json/.test(type)) {
        const text = await Promise.race([
          response.text().catch(() => ''),
          new Promise<string>((resolve) => setTimeout(() => resolve(''), 2000)),
        ]);
        bodies.push({ url: response.url(), text });
      }
    });
    // The login answer itself carries no token.
    const login = await page.request.post(`${origin}/api/auth/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: 'admin@demo.academy', password: DEMO_PASSWORD },
    });
    expect(await login.json()).toEqual({ meta: { signed_in: true } });
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Admin');
    await page.reload();
    await page.waitForLoadState('networkidle');

    expect(bodies.length).toBeGreaterThan(3);
    for (const { url, text } of bodies) {
      expect(text, url).not.toMatch(UPSTREAM);
      expect(text, url).not.toMatch(/"token"\s*:/);
      expect(text, url).not.toMatch(/Bearer /);
    }
  });

  test('the session cookie is httpOnly, SameSite=Lax and out of reach of scripts', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await signIn(page, origin, 'student@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    const session = (await page.context().cookies(origin)).find(
      (cookie) => cookie.name === 'academy_session',
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('academy_session');
  });
});

test.describe('the BFF', () => {
  test('refuses paths that try to leave the API', async ({ baseURL }) => {
    // Raw paths: browsers and Playwright's client would resolve the dot segments themselves.
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(portalOrigin(baseURL, 'demo'));
        const request = http.get(
          { host: '127.0.0.1', port: url.port, path, headers: { host: url.host } },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
      });
    for (const path of [
      '/api/v1/accounts%2F..%2Fportals',
      '/api/v1/a%5cb',
      '/api/v1/%2e%2e%2fauth/login',
    ]) {
      const response = await raw(path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body).errors[0].code).toBe('INVALID_PATH');
    }
    // Dot segments are resolved by the HTTP layer before routing: they land on this app's own
    // routes (here GET on the POST-only login route), never on the upstream.
    for (const path of ['/api/v1/../auth/login', '/api/v1/%2e%2e/auth/login']) {
      expect((await raw(path)).status, path).toBe(405);
    }
  });

  test('ignores a browser-sent Authorization header and refuses cross-site writes', async ({
    request,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    const me = await request.get(`${origin}/api/v1/me`, {
      headers: { Authorization: 'Bearer forged' },
    });
    expect(me.status()).toBe(200);
    expect((await me.json()).meta.authenticated).toBe(false);
    const write = await request.post(`${origin}/api/v1/accounts/x/preferences`, { data: {} });
    expect(write.status()).toBe(403);
  });

  test('a student cannot list accounts', async ({ requestAs }) => {
    const { origin, api } = await requestAs('student@demo.academy');
    const response = await api.get(`${origin}/api/v1/accounts`);
    expect(response.status()).toBe(403);
  });

  test('answers health checks @smoke', async ({ request, baseURL }) => {
    const response = await request.get(`${portalOrigin(baseURL, 'demo')}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });
});

/** A raw HTTP request (browsers and Playwright's client would normalise what we send). */
function rawRequest(
  baseURL: string | undefined,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const url = new URL(portalOrigin(baseURL, 'demo'));
      const request = http.request(
        {
          host: '127.0.0.1',
          port: url.port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: { host: url.host, ...options.headers },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end(options.body);
    },
  );
}

test.describe('redirects, bodies and hosts', () => {
  test('a signed-in visit to /auth never redirects off this origin', async ({ requestAs }) => {
    const { origin, api } = await requestAs('student@demo.academy');
    for (const returnTo of [
      '%2F.%2F%2Fevil.com',
      '%2F.%2F%5Cevil.com',
      '%2Fa%2F..%2F%2Fevil.com',
    ]) {
      const response = await api.get(`${origin}/auth?returnTo=${returnTo}`, { maxRedirects: 0 });
      expect(response.status(), returnTo).toBe(307);
      const location = response.headers().location ?? '';
      expect(location, returnTo).not.toMatch(/^\/\/|^\/\\|evil\.com/);
    }
  });

  test('a sign-in body past 16 KB is refused with 413 before it is read', async ({ baseURL }) => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(20_000) });
    const response = await rawRequest(baseURL, {
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'content-length': String(Buffer.byteLength(big)),
      },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a Host that is not a plain host[:port] is refused with 400', async ({ baseURL }) => {
    for (const host of ['localhost@evil.com', 'localhost:1:2']) {
      for (const path of ['/', '/auth', '/api/v1/me']) {
        const response = await rawRequest(baseURL, { path, headers: { host } });
        expect(response.status, `${host} ${path}`).toBe(400);
      }
    }
  });

  test('TRACE and other unknown methods are 405, never 500', async ({ baseURL }) => {
    for (const method of ['TRACE', 'PROPFIND']) {
      for (const path of ['/', '/auth', '/api/v1/me']) {
        const response = await rawRequest(baseURL, { method, path });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toContain('GET');
      }
    }
  });

  test('a malformed Next-Router-State-Tree header is a 400', async ({ baseURL }) => {
    for (const value of ['[1,2', '%E0%A4%A', '%5B%22x%22%5D']) {
      for (const path of ['/', '/auth']) {
        const response = await rawRequest(baseURL, {
          path,
          headers: { 'next-router-state-tree': value, rsc: '1' },
        });
        expect(response.status, `${value} ${path}`).toBe(400);
      }
    }
  });

  test('a NUL byte in a search is a 400, not a 500', async ({ requestAs }) => {
    const { origin, api } = await requestAs('admin@demo.academy');
    const response = await api.get(`${origin}/api/v1/accounts?filter%5Bsearch%5D=a%00b`);
    expect(response.status()).toBe(400);
  });
});

test.describe('sessions', () => {
  test('signing in again revokes the token of the previous session', async ({
    playwright,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    // Cookie jars without a browser: request contexts of their own.
    const context = await playwright.request.newContext();
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const login = (email: string) =>
      context.post(`${origin}/api/auth/login`, {
        headers,
        data: { email, password: DEMO_PASSWORD },
      });
    expect((await login('student@demo.academy')).status()).toBe(200);
    const oldState = await context.storageState();
    expect((await login('flatfee@demo.academy')).status()).toBe(200);
    // A copy of the first session's cookie no longer signs anyone in.
    const copy = await playwright.request.newContext({ storageState: oldState });
    const me = await copy.get(`${origin}/api/v1/me`);
    expect((await me.json()).meta.authenticated).toBe(false);
    await copy.dispose();
    await context.dispose();
  });

  test('signing out is a POST: a GET from another site signs nobody out', async ({ requestAs }) => {
    // A session of its own, not a shared saved one: a sign-out that got through would revoke it.
    const { origin, api } = await requestAs('student@demo.academy');
    expect((await api.get(`${origin}/api/auth/logout`)).status()).toBe(405);
    const crossSite = await api.post(`${origin}/api/auth/logout`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    const me = await api.get(`${origin}/api/v1/me`);
    expect((await me.json()).meta.authenticated).toBe(true);
  });
});

test.describe('security headers @smoke', () => {
  test('every page has a CSP with a fresh nonce that its scripts carry, and runs under it', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await preferEnglish(page, origin);
    const first = await page.goto(`${origin}/auth`);
    const policy = first?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    for (const directive of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every script the server wrote carries this request's nonce (what those load later is
    // trusted through 'strict-dynamic').
    const html = (await first?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The page works under it: the sign-in form is interactive (hydrated).
    await page.getByLabel('E-mail address').fill('nobody@example.org');
    await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.org');

    const second = await page.goto(`${origin}/`);
    const again = /'nonce-([^']+)'/.exec(second?.headers()['content-security-policy'] ?? '')?.[1];
    expect(again).toBeTruthy();
    expect(again).not.toBe(nonce);
    expect(violations).toEqual([]);
  });

  test('HSTS, COOP, CORP and no X-Powered-By on pages and the API', async ({
    request,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    for (const path of ['/', '/api/v1/me']) {
      const headers = (await request.get(`${origin}${path}`)).headers();
      expect(headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  });
});

test.describe('brute force', () => {
  test('five wrong passwords, then the form says how long to wait (429 with Retry-After)', async ({
    page,
    newStudent,
  }) => {
    const student = await newStudent({ fullName: 'Bruno Force' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(page, student.origin, student.email, `wrong-${attempt}`);
      await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    }
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await signIn(page, student.origin, student.email, 'a-long-password');
    const refused = await answer;
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(
      page.getByText(/Too many attempts\. Wait \d+ seconds and try again\./),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
