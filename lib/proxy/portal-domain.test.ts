import { describe, expect, it } from 'vitest';
import { hostnameFromHost, isValidHostname, resolvePortalDomain } from './portal-domain';

describe('portal domain resolution', () => {
  it('takes the host without port, lower case', () => {
    expect(hostnameFromHost('Unlimited.Localhost:3000')).toBe('unlimited.localhost');
    expect(hostnameFromHost('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(hostnameFromHost('[::1]:3000')).toBe('[::1]');
    expect(hostnameFromHost('example.org.')).toBe('example.org');
  });

  it('rejects malformed hosts', () => {
    expect(hostnameFromHost('')).toBeNull();
    expect(hostnameFromHost(null)).toBeNull();
    expect(hostnameFromHost('exa mple.org')).toBeNull();
    expect(hostnameFromHost('-bad.org')).toBeNull();
    expect(hostnameFromHost('a..b')).toBeNull();
  });

  it.each([
    'localhost@evil.com',
    'localhost:3000@evil.com',
    'user@localhost',
    'localhost:3000:4000',
    'localhost:99999',
    'localhost/evil',
    'localhost:abc',
    'localhost\\evil.com',
    '[::1',
    'local host',
  ])('%s is not a plain host[:port]', (host) => {
    expect(hostnameFromHost(host)).toBeNull();
  });

  it('a malformed host is refused even with a valid portal_domain cookie', () => {
    expect(resolvePortalDomain('localhost@evil.com', 'unlimited.localhost')).toBeNull();
  });

  it('enforces spec §9: at most 253 octets, 63 per label', () => {
    expect(isValidHostname(`${'a'.repeat(63)}.org`)).toBe(true);
    expect(isValidHostname(`${'a'.repeat(64)}.org`)).toBe(false);
    const long = Array.from({ length: 64 }, () => 'abc').join('.'); // 255 octets
    expect(long.length).toBe(255);
    expect(isValidHostname(long)).toBe(false);
    expect(isValidHostname(long.slice(0, 253).replace(/\.$/, 'a'))).toBe(true);
  });

  it('prefers a valid portal_domain cookie over the host', () => {
    expect(resolvePortalDomain('localhost:3000', 'unlimited.localhost')).toBe(
      'unlimited.localhost',
    );
    expect(resolvePortalDomain('localhost:3000', 'not valid!')).toBe('localhost');
    expect(resolvePortalDomain('localhost:3000', undefined)).toBe('localhost');
  });
});
