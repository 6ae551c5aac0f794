import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isKeptGuestPage } from '../lib/proxy/routing';

const require = createRequire(import.meta.url);
const cache = require('./guest-page-cache.cjs') as {
  serveGuestPage(request: http.IncomingMessage, response: http.ServerResponse): boolean;
  KEPT_PATHS: RegExp[];
  MARKER: string;
  STATUS_HEADER: string;
  TTL_MS: number;
  state(): { changed(live: boolean): void; live: boolean; entries: Map<string, unknown> };
};

/** What the stand-in for Next.js answers with; each test may change it. */
type Page = { marked: boolean; setCookie: boolean; status: number; changeWhileRendering: boolean };
let page: Page;
let renders = 0;

/** A server like the app's: the cache first, then a render with a nonce of its own. */
const server = http.createServer((request, response) => {
  if (cache.serveGuestPage(request, response)) return;
  renders += 1;
  const nonce = crypto.randomBytes(16).toString('base64');
  response.statusCode = page.status;
  response.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'private, no-cache');
  if (page.marked) response.setHeader(cache.MARKER, '1');
  if (page.setCookie) response.setHeader('set-cookie', 'refused=1; Path=/auth');
  // In two chunks, as a streamed render arrives.
  response.write(`<html><script nonce="${nonce}">self.n=1</script>`);
  if (page.changeWhileRendering) cache.state().changed(true);
  response.end(`<p>${request.headers['accept-encoding'] ?? 'identity'} ${renders}</p></html>`);
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  page = { marked: true, setCookie: false, status: 200, changeWhileRendering: false };
  renders = 0;
  cache.state().changed(true);
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.ACADEMY_GUEST_PAGE_CACHE;
});

/** A request with exactly these headers (fetch adds its own and cannot set Host). */
function request(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${origin}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request('GET', path, headers);
  const gzipped = response.headers['content-encoding'] === 'gzip';
  const text = (gzipped ? gunzipSync(response.body) : response.body).toString();
  const policy = String(response.headers['content-security-policy'] ?? '');
  const status = response.headers[cache.STATUS_HEADER];
  return {
    headers: response.headers,
    gzipped,
    text,
    status: typeof status === 'string' ? status : null,
    nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '',
  };
}

describe('guest pages kept by the HTTP layer', () => {
  it('renders a guest page once and answers later requests with a new nonce each', async () => {
    const first = await get('/');
    expect(first.status).toBe('miss');
    expect(first.headers[cache.MARKER]).toBeUndefined();
    const second = await get('/');
    const third = await get('/');
    expect(renders).toBe(1);
    expect([second.status, third.status]).toEqual(['hit', 'hit']);
    for (const answer of [second, third]) {
      expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.text).toContain(`<script nonce="${answer.nonce}">`);
      expect(answer.text).not.toContain(first.nonce);
      expect(answer.headers.link).toContain(`nonce="${answer.nonce}"`);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    // The same page otherwise: the render's own text, identical.
    expect(third.text.replaceAll(third.nonce, 'N')).toBe(first.text.replaceAll(first.nonce, 'N'));
  });

  it('sends the render that fills the cache uncompressed and a kept page gzipped', async () => {
    const first = await get('/auth', { 'accept-encoding': 'gzip, br' });
    // Next.js was asked for text: it never saw the Accept-Encoding.
    expect(first.gzipped).toBe(false);
    expect(first.text).toContain('<p>identity 1</p>');
    const kept = await get('/auth', { 'accept-encoding': 'gzip' });
    expect(kept.gzipped).toBe(true);
    expect(kept.text).toContain('<p>identity 1</p>');
    expect(Number(kept.headers['content-length'])).toBeGreaterThan(0);
    expect((await get('/auth')).gzipped).toBe(false);
  });

  it('keeps one page per host, path, query, chosen language, Accept-Language and bot', async () => {
    const variants: [string, Record<string, string>][] = [
      ['/', {}],
      ['/?ref=mail', {}],
      ['/auth', {}],
      ['/', { cookie: 'custom-language=ro' }],
      ['/', { 'accept-language': 'ro' }],
      ['/', { host: 'unlimited.localhost' }],
      ['/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
    ];
    for (const [path, headers] of variants) await get(path, headers);
    expect(renders).toBe(variants.length);
    for (const [path, headers] of variants) expect((await get(path, headers)).status).toBe('hit');
    expect(renders).toBe(variants.length);
  });

  it('renders for anyone who is someone: a session or any other cookie', async () => {
    for (const cookie of ['academy_session=abc', 'custom-language=en; sign-in-email=x']) {
      const answer = await get('/', { cookie });
      expect(answer.status).toBeNull();
    }
    expect(renders).toBe(2);
  });

  it('renders router, prefetch and action requests, other methods and other pages', async () => {
    await get('/');
    const before = renders;
    expect((await get('/', { rsc: '1' })).status).toBeNull();
    expect((await get('/?_rsc=abc')).status).toBeNull();
    expect((await get('/', { 'next-router-prefetch': '1' })).status).toBeNull();
    expect((await request('HEAD', '/', {})).headers[cache.STATUS_HEADER]).toBeUndefined();
    // Not a kept guest page: Next.js compresses it as ever.
    const other = await get('/courses', { 'accept-encoding': 'gzip' });
    expect(other.status).toBeNull();
    expect(other.text).toContain('<p>gzip 6</p>');
    expect(renders).toBe(before + 5);
  });

  it('keeps only what the app marked as a guest page, answered 200 without a cookie', async () => {
    for (const change of [{ marked: false }, { setCookie: true }, { status: 404 }]) {
      page = { ...page, ...change };
      await get('/auth/forgot-password');
      await get('/auth/forgot-password');
    }
    expect(renders).toBe(6);
  });

  it('drops every page on a change, and keeps none while the feed is not live', async () => {
    await get('/');
    cache.state().changed(true);
    expect((await get('/')).status).toBe('miss');
    expect(renders).toBe(2);
    cache.state().changed(false);
    expect((await get('/')).status).toBeNull();
    expect((await get('/')).status).toBeNull();
    expect(renders).toBe(4);
  });

  it('does not keep a page whose render overlapped a change', async () => {
    page.changeWhileRendering = true;
    await get('/');
    page.changeWhileRendering = false;
    expect((await get('/')).status).toBe('miss');
    expect(renders).toBe(2);
  });

  it('renders a kept page again after its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await get('/');
    vi.setSystemTime(Date.now() + cache.TTL_MS - 1);
    expect((await get('/')).status).toBe('hit');
    vi.setSystemTime(Date.now() + 2);
    expect((await get('/')).status).toBe('miss');
    expect(renders).toBe(2);
  });

  it('keeps nothing with ACADEMY_GUEST_PAGE_CACHE=off', async () => {
    process.env.ACADEMY_GUEST_PAGE_CACHE = 'off';
    await get('/');
    await get('/');
    expect(renders).toBe(2);
  });

  it('keeps the pages the proxy marks, and no other', () => {
    const paths = [
      '/',
      '/auth',
      '/auth/forgot-password',
      '/auth/login/register',
      '/auth/reset-password',
      '/auth/confirm-email',
      '/catalog',
      '/catalog/intro-course',
      '/catalog/intro-course/preview/lesson-1',
      '/catalog/intro-course/lessons',
      '/courses',
      '/unsubscribe',
      '/verify/abc',
      '/admin/dashboard',
    ];
    for (const path of paths) {
      const kept = cache.KEPT_PATHS.some((pattern) => pattern.test(path));
      expect({ path, kept }).toEqual({ path, kept: isKeptGuestPage(path) });
    }
  });
});
