import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const config = {
  ACADEMY_API_URL: '',
  UPSTREAM_TIMEOUT_MS: 300,
  ACADEMY_API_KEY: undefined as string | undefined,
};
vi.mock('@/lib/env', () => ({ env: () => config }));
vi.mock('./embedded-client', () => ({
  fetchEmbedded: () => new Promise(() => undefined), // an embedded API that never answers
}));

const {
  callUpstream,
  withContext,
  BREAKER_OPEN_MS,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} = await import('./upstream');

describe('withContext: the API key and the client address', () => {
  it("sends ACADEMY_API_KEY, never the browser's copy of it or of the client address", () => {
    const browser = new Headers({
      'x-academy-api-key': 'forged',
      'x-academy-client-address': '6.6.6.6',
    });
    const context = { portalDomain: 'localhost', locale: 'nl' };
    const without = withContext(browser, context);
    expect(without.get('x-academy-api-key')).toBeNull();
    expect(without.get('x-academy-client-address')).toBeNull();
    config.ACADEMY_API_KEY = 'k'.repeat(40);
    try {
      const withKey = withContext(browser, { ...context, clientAddress: '203.0.113.7' });
      expect(withKey.get('x-academy-api-key')).toBe('k'.repeat(40));
      expect(withKey.get('x-academy-client-address')).toBe('203.0.113.7');
    } finally {
      config.ACADEMY_API_KEY = undefined;
    }
  });
});

/** A hung or dead API service is not waited for twice, nor by everyone. */
describe('the upstream circuit breaker', () => {
  let server: http.Server;
  let calls = 0;
  beforeAll(async () => {
    // A hung service: accepts the request, never answers.
    server = http.createServer(() => {
      calls++;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const call = () => callUpstream({ method: 'GET', path: '/v1/me', headers: new Headers() });

  it('after a time-out of the API service, fails at once for BREAKER_OPEN_MS, then tries again', async () => {
    config.ACADEMY_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const started = performance.now();
    await expect(call()).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    const second = performance.now();
    await expect(call()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(performance.now() - second).toBeLessThan(50);
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, BREAKER_OPEN_MS + 50));
    await expect(call()).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(calls).toBe(2);
  });

  it('never opens for the embedded API (a time-out there is load, not an outage)', async () => {
    await new Promise((resolve) => setTimeout(resolve, BREAKER_OPEN_MS + 50));
    config.ACADEMY_API_URL = '';
    await expect(call()).rejects.toBeInstanceOf(UpstreamTimeoutError);
    await expect(call()).rejects.toBeInstanceOf(UpstreamTimeoutError);
  });
});

/** The API prints a seeded loopback domain's links on the port of the request. */
describe('withContext', () => {
  it("passes the request's Host as x-portal-host, and never the browser's own copy", async () => {
    const { withContext } = await import('./upstream');
    const browser = new Headers({ 'x-portal-host': 'localhost:1' });
    const context = { portalDomain: 'localhost', locale: 'en' };
    expect(withContext(browser, { ...context, host: 'localhost:3100' }).get('x-portal-host')).toBe(
      'localhost:3100',
    );
    expect(withContext(browser, context).get('x-portal-host')).toBeNull();
  });
});
