import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const require = createRequire(import.meta.url);
const { forwardedFor } = require('../../server/http-guard.cjs') as {
  forwardedFor(header: string | undefined, socket: string | undefined, hops: number): string;
};

describe('the visitor address for throttling', () => {
  it('takes the socket address when there is no proxy', () => {
    expect(clientAddress('::ffff:127.0.0.1', 0)).toBe('::ffff:127.0.0.1');
    expect(clientAddress('203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('with no proxy, a client rotating X-Forwarded-For keeps one address', () => {
    // The header as the HTTP guard hands it on: the socket's address, not the client's words.
    const seen = ['6.6.6.6', '7.7.7.7, 8.8.8.8', undefined].map((sent) =>
      clientAddress(forwardedFor(sent, '203.0.113.7', 0), 0),
    );
    expect(seen).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });

  it('behind proxies, takes what the first trusted proxy appended, not what the client wrote', () => {
    // nginx (hops 1) appended the visitor; the guard appended nginx's own address.
    expect(clientAddress('203.0.113.7, 10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7, 10.0.0.2, 10.0.0.3', 2)).toBe('203.0.113.7');
    for (const sent of ['6.6.6.6, 203.0.113.7', '1.1.1.1, 2.2.2.2, 203.0.113.7', '203.0.113.7']) {
      expect(clientAddress(forwardedFor(sent, '10.0.0.2', 1), 1)).toBe('203.0.113.7');
    }
    // A request that came past the proxy: the socket's address, never a client-written entry.
    expect(clientAddress(forwardedFor(undefined, '198.51.100.9', 1), 1)).toBe('198.51.100.9');
  });

  it('gives "unknown" for missing or malformed values', () => {
    expect(clientAddress(null, 0)).toBe('unknown');
    expect(clientAddress('', 1)).toBe('unknown');
    expect(clientAddress('evil:key\u0000x', 0)).toBe('unknown');
    expect(clientAddress('not-an-ip', 0)).toBe('unknown');
  });
});
