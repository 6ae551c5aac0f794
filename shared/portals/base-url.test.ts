import { describe, expect, it } from 'vitest';
import { isLoopbackHostname, servedBaseUrl } from './base-url';

describe('servedBaseUrl (seeded portals were fixed at :3000)', () => {
  it.each([
    // A seeded loopback domain follows the port the request came in on.
    ['http://localhost:3000', 'localhost:3100', 'http://localhost:3100'],
    ['http://demo.localhost:3000', 'demo.localhost:3101', 'http://demo.localhost:3101'],
    ['http://127.0.0.1:3000', '127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['http://localhost:3000/', 'LOCALHOST:3100', 'http://localhost:3100'],
    // The same server serves every loopback domain (a portal switched in by cookie, a mail).
    ['http://unlimited.localhost:3000', 'localhost:3100', 'http://unlimited.localhost:3100'],
    // No port in the Host: the default one.
    ['http://localhost:3000', 'localhost', 'http://localhost'],
    ['http://localhost:3000', 'localhost:3000', 'http://localhost:3000'],
    ['http://[::1]:3000', '[::1]:3100', 'http://[::1]:3100'],
  ])('%s on a request to %s is %s', (configured, host, expected) => {
    expect(servedBaseUrl(configured, host)).toBe(expected);
  });

  it.each([
    // A real domain's base URL is what the admin set, whatever the request's host.
    ['https://academy.example.org', 'academy.example.org:8443', 'https://academy.example.org'],
    ['https://academy.example.org/', 'localhost:3100', 'https://academy.example.org'],
    ['https://example.org/learn/', 'internal:3000', 'https://example.org/learn'],
    // A loopback base URL stays as set when the request did not come through a loopback name.
    ['http://localhost:3000', 'academy.example.org', 'http://localhost:3000'],
    ['http://localhost:3000', null, 'http://localhost:3000'],
    ['http://localhost:3000', '', 'http://localhost:3000'],
    // A malformed Host is never used.
    ['http://localhost:3000', 'localhost:3100/x', 'http://localhost:3000'],
    ['http://localhost:3000', 'evil@localhost:3100', 'http://localhost:3000'],
    ['http://localhost:3000', 'localhost:99999', 'http://localhost:3000'],
    ['not a url', 'localhost:3100', 'not a url'],
  ])('%s on a request to %j stays %s', (configured, host, expected) => {
    expect(servedBaseUrl(configured, host)).toBe(expected);
  });
});

describe('isLoopbackHostname', () => {
  it('knows the loopback names', () => {
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'demo.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
    ]) {
      expect(isLoopbackHostname(host), host).toBe(true);
    }
    for (const host of ['localhost.example.org', 'example.org', '10.0.0.1', '128.0.0.1']) {
      expect(isLoopbackHostname(host), host).toBe(false);
    }
  });
});
