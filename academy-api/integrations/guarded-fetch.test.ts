import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardedFetchRefused, guardedFetch } from './guarded-fetch';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://127.0.0.1:1/secret' });
      res.end();
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(5000));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardedFetch', () => {
  it('reaches a loopback program when private addresses are allowed (development, tests)', async () => {
    const response = await guardedFetch(
      `http://127.0.0.1:${port}/jwks`,
      {},
      { allowPrivate: true },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('refuses a private address, http and credentials in production', async () => {
    const refused = (url: string) =>
      guardedFetch(url, {}, { allowPrivate: false }).catch((error: unknown) => error);
    for (const [url, reason] of [
      [`https://127.0.0.1:${port}/`, 'private'],
      ['https://169.254.169.254/latest/meta-data', 'private'],
      ['https://[::1]/', 'private'],
      ['https://localhost/', 'private'],
      ['http://example.org/', 'scheme'],
      ['https://user:pw@example.org/', 'credentials'],
    ] as const) {
      const error = await refused(url);
      expect(error, url).toBeInstanceOf(GuardedFetchRefused);
      expect((error as GuardedFetchRefused).reason, url).toBe(reason);
    }
  });

  it('checks the address the socket connects to, not only the URL as written', async () => {
    // The dispatcher alone, past the URL rules: a name resolving to loopback is refused on connect.
    const { guardedDispatcher } = await import('./guarded-fetch');
    const { fetch } = await import('undici');
    const error = await fetch(`http://localhost:${port}/`, {
      dispatcher: guardedDispatcher(false),
    }).catch((caught: unknown) => caught);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('EPRIVATEADDRESS');
  });

  it('never follows a redirect, and refuses an answer larger than its cap', async () => {
    const redirected = await guardedFetch(
      `http://127.0.0.1:${port}/redirect`,
      {},
      {
        allowPrivate: true,
      },
    );
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('http://127.0.0.1:1/secret');
    const big = await guardedFetch(
      `http://127.0.0.1:${port}/big`,
      {},
      {
        allowPrivate: true,
        maxBytes: 1000,
      },
    ).catch((error: unknown) => error);
    expect((big as GuardedFetchRefused).reason).toBe('answer too large');
  });
});
