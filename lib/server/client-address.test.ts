import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('the visitor address for throttling (issue 21)', () => {
  it('takes the socket address Next.js put there when there is no proxy', () => {
    expect(clientAddress('::ffff:127.0.0.1', 0)).toBe('::ffff:127.0.0.1');
    expect(clientAddress('203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('behind one proxy, takes what that proxy appended, not what the client wrote', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('gives "unknown" for missing or malformed values', () => {
    expect(clientAddress(null, 0)).toBe('unknown');
    expect(clientAddress('', 1)).toBe('unknown');
    expect(clientAddress('evil:key\u0000x', 0)).toBe('unknown');
    expect(clientAddress('not-an-ip', 0)).toBe('unknown');
  });
});
