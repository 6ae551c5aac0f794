import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh proxy module (its script cache and back-off) under the given environment. */
async function proxyWith(environment: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  return import('./plausible-proxy');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const event = () =>
  new Request('http://localhost/api/analytics/event', {
    method: 'POST',
    body: JSON.stringify({ n: 'pageview', u: 'http://localhost/', d: 'localhost' }),
    headers: { 'content-type': 'application/json' },
  });

describe('the Plausible proxy (spec §1)', () => {
  it('answers on its own in the demo (no APP_ENV, no PLAUSIBLE_HOST): nothing tries plausible.io', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const proxy = await proxyWith({ APP_ENV: undefined, PLAUSIBLE_HOST: undefined });
    const script = await proxy.serveScript();
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await proxy.forwardEvent(event())).status).toBe(202);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('does not exist where analytics are off (review, staging, development)', async () => {
    const proxy = await proxyWith({ APP_ENV: 'staging', PLAUSIBLE_HOST: undefined });
    expect((await proxy.serveScript()).status).toBe(404);
    expect((await proxy.forwardEvent(event())).status).toBe(404);
  });

  it('answers an empty script and a 202 when Plausible cannot be reached (no error for the page)', async () => {
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    const proxy = await proxyWith({ APP_ENV: undefined, PLAUSIBLE_HOST: 'http://127.0.0.1:9' });
    const script = await proxy.serveScript();
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('x-academy-analytics')).toBe('unavailable');
    expect(script.headers.get('cache-control')).toBe('no-store');
    const posted = await proxy.forwardEvent(event());
    expect(posted.status).toBe(202);
    expect(posted.headers.get('x-academy-analytics')).toBe('unavailable');
  });

  it('serves the real script when Plausible answers', async () => {
    const server = http.createServer((request, response) => {
      if (request.url === '/js/script.js') {
        response.writeHead(200, { 'content-type': 'application/javascript' });
        response.end('window.plausibleLoaded = true;');
      } else {
        response.writeHead(202);
        response.end('ok');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const proxy = await proxyWith({
        APP_ENV: undefined,
        PLAUSIBLE_HOST: `http://127.0.0.1:${port}`,
      });
      const script = await proxy.serveScript();
      expect(script.status).toBe(200);
      expect(await script.text()).toBe('window.plausibleLoaded = true;');
      expect(script.headers.get('x-academy-analytics')).toBeNull();
      expect((await proxy.forwardEvent(event())).status).toBe(202);
    } finally {
      server.close();
    }
  });
});
