import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { undecodableParameter as apiCheck } from '../shared/http/query-encoding';

const require = createRequire(import.meta.url);
const guard = require('./http-guard.cjs') as {
  undecodableParameter(search: string): string | null;
  requestLanguage(headers: Record<string, string>): string;
  forwardedFor(header: string | undefined, socket: string | undefined, hops: number): string;
  trustedHops(value: string | undefined): number;
  overridden(chosen: number, status: number): number;
  refusal(
    method: string,
    host: string | undefined,
    headers: Record<string, string>,
    url?: string,
  ): {
    status: number;
    title: string;
    code?: string;
    detail?: string;
    source?: { parameter: string };
  } | null;
};
const { refusal, overridden, forwardedFor, trustedHops, requestLanguage, undecodableParameter } =
  guard;

describe('the HTTP guard in front of Next.js', () => {
  it('lets ordinary requests through', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(refusal(method, 'localhost:3000', {})).toBeNull();
    }
    expect(refusal('GET', 'unlimited.localhost', {})).toBeNull();
    expect(refusal('GET', '[::1]:3000', {})).toBeNull();
  });

  it('answers 405 to methods Next.js cannot handle', () => {
    expect(refusal('TRACE', 'localhost', {})?.status).toBe(405);
    expect(refusal('PROPFIND', 'localhost', {})?.status).toBe(405);
    expect(refusal('CONNECT', 'localhost', {})?.status).toBe(405);
  });

  it('answers 400 to a Host that is not a plain host[:port]', () => {
    for (const host of ['localhost@evil.com', 'localhost:1:2', 'localhost:70000', '', 'a b']) {
      expect(refusal('GET', host, {})?.status).toBe(400);
    }
    expect(refusal('GET', undefined, {})?.status).toBe(400);
  });

  it('answers 400 to a router state header Next.js would fail on', () => {
    const bad = (value: string) => refusal('GET', 'localhost', { 'next-router-state-tree': value });
    expect(bad('[1,2')?.status).toBe(400);
    expect(bad('%E0%A4%A')?.status).toBe(400);
    expect(bad('["x"]')?.status).toBe(400);
    // What the Next.js router sends on a client navigation.
    const valid = encodeURIComponent(
      JSON.stringify(['', { children: ['__PAGE__', {}, null, null] }, null, null, 1]),
    );
    expect(bad(valid)).toBeNull();
  });

  it('writes its refusals in the language chosen, else the browser’s', () => {
    const dutch = { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' };
    expect(refusal('TRACE', 'localhost', dutch)?.title).toBe('Methode niet toegestaan');
    expect(refusal('GET', 'localhost@evil.com', dutch)?.title).toBe('Ongeldige Host-header');
    expect(refusal('GET', 'localhost', dutch, '*')?.title).toBe('Ongeldig verzoekdoel');
    const romanian = { cookie: 'a=1; custom-language=ro', 'accept-language': 'nl' };
    expect(refusal('GET', 'localhost', romanian, '/%ff')?.title).toBe('Codificare invalidă a căii');
    expect(
      refusal('GET', 'localhost', { ...romanian, 'next-router-state-tree': '[1' })?.title,
    ).toBe('Antet de stare a routerului invalid');
    expect(refusal('TRACE', 'localhost', { 'accept-language': 'en-US' })?.title).toBe(
      'Method not allowed',
    );
    expect(requestLanguage({ 'accept-language': 'de-DE, ro;q=0.5' })).toBe('ro');
    // Nothing to go by: the app's default language (DEFAULT_LOCALE), as a page would be.
    expect(requestLanguage({ cookie: 'custom-language=xx' })).toBe('nl');
  });

  it("writes the app's chosen status over Next.js's 200 or 500 only", () => {
    expect(overridden(503, 200)).toBe(503);
    expect(overridden(503, 500)).toBe(503);
    // Redirects and refusals are Next.js's own answers: kept.
    expect(overridden(503, 307)).toBe(307);
    expect(overridden(503, 404)).toBe(404);
    expect(overridden(0, 200)).toBe(200);
  });

  it('answers 400 to a path whose percent-encoding is not UTF-8 (fuzz finding, was a 500)', () => {
    // tests/e2e/fuzz.spec.ts found GET /courses/KMdctBEIg/%ED%A0%80 answered 500.
    for (const url of ['/courses/KMdctBEIg/%ED%A0%80', '/catalog/%ff', '/%E0%A4%A', '/a%']) {
      expect(refusal('GET', 'localhost', {}, url)?.status).toBe(400);
    }
    expect(refusal('GET', 'localhost', {}, '/catalog/data-literacy?q=%ff')).toBeNull();
    expect(refusal('GET', 'localhost', {}, '/profiles/%C3%A9')).toBeNull();
  });

  it('hands on X-Forwarded-For with the socket as its last hop: with no proxy, only the socket', async () => {
    const seen: unknown[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for']);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const get = (headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, headers: { host: 'localhost', ...headers } }, (res) => {
            res.resume().on('end', resolve);
          })
          .on('error', reject);
      });
    const hops = process.env.TRUST_PROXY_HOPS;
    try {
      delete process.env.TRUST_PROXY_HOPS;
      await get({ 'x-forwarded-for': '6.6.6.6' });
      await get({ 'x-forwarded-for': '7.7.7.7, 8.8.8.8' });
      await get({});
      expect(seen).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
      // Behind one proxy: what it appended (the visitor), then the proxy's own address.
      process.env.TRUST_PROXY_HOPS = '1';
      seen.length = 0;
      await get({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
      await get({});
      expect(seen).toEqual(['203.0.113.7, 127.0.0.1', '127.0.0.1']);
    } finally {
      if (hops === undefined) delete process.env.TRUST_PROXY_HOPS;
      else process.env.TRUST_PROXY_HOPS = hops;
      server.close();
    }
  });

  it('keeps the rightmost TRUST_PROXY_HOPS entries only, then the socket', () => {
    expect(forwardedFor('6.6.6.6', '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(forwardedFor(undefined, '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(forwardedFor('6.6.6.6, 1.2.3.4,5.6.7.8', '10.0.0.1', 2)).toBe(
      '1.2.3.4, 5.6.7.8, 10.0.0.1',
    );
    expect(forwardedFor(' , ', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(forwardedFor('6.6.6.6', undefined, 0)).toBeUndefined();
    expect(trustedHops('2')).toBe(2);
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops('')).toBe(0);
  });

  it('answers 400 to an asterisk-form request target (`OPTIONS *`, was a 500)', async () => {
    const server = http.createServer((request, response) => {
      // What Next.js does with it: a 500.
      response.writeHead(request.url?.startsWith('/') ? 200 : 500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const raw = (head: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.end(head));
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    try {
      for (const method of ['OPTIONS', 'GET']) {
        const answer = await raw(
          `${method} * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
        expect(answer).toContain('"status":"400"');
      }
      const path = await raw('OPTIONS / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(path.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    } finally {
      server.close();
    }
    expect(refusal('GET', 'localhost', {}, 'http://localhost/catalog')).toBeNull();
    expect(refusal('GET', 'localhost', {}, 'catalog')?.status).toBe(400);
  });

  it('answers the BFF 400 INVALID_QUERY for a parameter that is not percent-encoded UTF-8', () => {
    // Next.js re-encodes the URL before a route handler sees it (%FF becomes %EF%BF%BD): only
    // here can the BFF tell.
    for (const [url, parameter] of [
      ['/api/v1/accounts?filter%5Bsearch%5D=%FF', 'filter[search]'],
      ['/api/v1/me?a=1&q=%E0%A4%A', 'q'],
      ['/api/auth/login?x=100%', 'x'],
    ] as const) {
      expect(refusal('GET', 'localhost', { 'accept-language': 'nl' }, url)).toEqual({
        status: 400,
        code: 'INVALID_QUERY',
        title: 'Ongeldige queryparameter',
        detail: `${parameter} is geen geldige procent-gecodeerde UTF-8.`,
        source: { parameter },
      });
    }
    expect(
      refusal('GET', 'localhost', { 'accept-language': 'en' }, '/api/v1/me?q=%FF')?.detail,
    ).toBe('q is not valid percent-encoded UTF-8.');
    expect(refusal('GET', 'localhost', {}, '/api/v1/me?q=%C3%A9+x&b=%25')).toBeNull();
    // Pages read it as U+FFFD, harmlessly.
    expect(refusal('GET', 'localhost', {}, '/catalog?q=%FF')).toBeNull();
    // The same check as the Academy API's.
    for (const search of [
      '?q=%FF',
      '?a=1&q%FF=x',
      '?q=100%',
      '?q=%C3%A9',
      '?x%00%FF=1',
      '',
      '?a&b=',
    ]) {
      expect(undecodableParameter(search), search).toBe(apiCheck(search));
    }
  });

  it('a client resetting mid-body is no uncaughtException, even when a reader drops its listener (BFF fuzz finding)', async () => {
    // What Next.js's proxy does with a body it clones: an 'error' listener that is gone by the
    // time Node emits `Error: aborted` (ECONNRESET). Node checks for listeners one tick before
    // it emits; removed in between, the emit found none: an uncaughtException.
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    let aborted!: () => void;
    const abortedOnce = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    const server = http.createServer((request) => {
      const reader = () => undefined;
      request.on('error', reader);
      request.on('aborted', () => {
        process.nextTick(() => process.nextTick(() => request.off('error', reader)));
        aborted();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /api/v1/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nxx`);
      setTimeout(() => socket.resetAndDestroy(), 100);
    });
    socket.on('error', () => undefined);
    await abortedOnce;
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.off('uncaughtException', record);
    server.close();
    expect(uncaught).toEqual([]);
  });
});
