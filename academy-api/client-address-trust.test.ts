import { describe, expect, it } from 'vitest';
import { clientAddressProblems, trustedRequest } from './client-address-trust';

const KEY = 'k'.repeat(40);
const call = (headers: Record<string, string>) =>
  new Request('http://api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{"email":"a@b.nl"}',
  });

describe('the visitor address only from the app, for npm run api', () => {
  it('with ACADEMY_API_KEY, a call without the key cannot name an address', async () => {
    const calls: Record<string, string>[] = [
      { 'x-academy-client-address': '198.51.100.7' },
      { 'x-academy-client-address': '198.51.100.7', 'x-academy-api-key': `${'k'.repeat(39)}x` },
      { 'x-academy-client-address': '198.51.100.7', 'x-academy-api-key': 'short' },
    ];
    for (const headers of calls) {
      const seen = trustedRequest(call(headers), KEY);
      expect(seen.headers.get('x-academy-client-address')).toBeNull();
      expect(seen.headers.get('x-academy-api-key')).toBeNull();
      expect(await seen.text()).toBe('{"email":"a@b.nl"}');
    }
  });

  it("the app's call keeps it, and the key goes no further", async () => {
    const seen = trustedRequest(
      call({ 'x-academy-client-address': '198.51.100.7', 'x-academy-api-key': KEY }),
      KEY,
    );
    expect(seen.headers.get('x-academy-client-address')).toBe('198.51.100.7');
    expect(seen.headers.get('x-academy-api-key')).toBeNull();
    expect(await seen.text()).toBe('{"email":"a@b.nl"}');
  });

  it('without a key (loopback, as by default) the header is kept', () => {
    const seen = trustedRequest(call({ 'x-academy-client-address': '198.51.100.7' }), undefined);
    expect(seen.headers.get('x-academy-client-address')).toBe('198.51.100.7');
  });

  it('in production, listening beyond loopback needs the key', () => {
    const production = { APP_ENV: 'production' as const, ACADEMY_API_KEY: undefined };
    expect(clientAddressProblems({ ...production, API_HOST: '0.0.0.0' })).toHaveLength(1);
    expect(clientAddressProblems({ ...production, API_HOST: '127.0.0.1' })).toEqual([]);
    expect(
      clientAddressProblems({ ...production, API_HOST: '0.0.0.0', ACADEMY_API_KEY: KEY }),
    ).toEqual([]);
    expect(clientAddressProblems({ API_HOST: '0.0.0.0', APP_ENV: undefined })).toEqual([]);
  });
});
