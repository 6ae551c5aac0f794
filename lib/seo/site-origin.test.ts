import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  coursePath,
  openGraphLocale,
  requestProtocol,
  siteOrigin,
} from './site-origin';

const domains = [
  { domain: 'localhost', baseUrl: 'http://localhost:3000' },
  { domain: 'academy.example.org', baseUrl: 'https://academy.example.org/' },
  { domain: 'sub.example.org', baseUrl: 'https://example.org/learn/' },
  { domain: 'broken.example.org', baseUrl: 'javascript:alert(1)' },
];

describe('siteOrigin', () => {
  it("uses the base_url of the portal domain that matches the request's host name", () => {
    expect(siteOrigin({ host: 'localhost:3000', domains, protocol: 'https' })).toBe(
      'http://localhost:3000',
    );
    expect(siteOrigin({ host: 'Academy.Example.org', domains, protocol: 'http' })).toBe(
      'https://academy.example.org',
    );
    expect(siteOrigin({ host: 'sub.example.org', domains, protocol: 'https' })).toBe(
      'https://example.org/learn',
    );
  });

  it("follows the request's port on a seeded loopback domain (PORT=3100 npm start)", () => {
    expect(siteOrigin({ host: 'localhost:3100', domains, protocol: 'http' })).toBe(
      'http://localhost:3100',
    );
    expect(siteOrigin({ host: 'localhost', domains, protocol: 'https' })).toBe('http://localhost');
    // A real domain keeps the base URL its admin set, whatever port the request reports.
    expect(siteOrigin({ host: 'academy.example.org:8443', domains, protocol: 'http' })).toBe(
      'https://academy.example.org',
    );
  });

  it('falls back to protocol://host when no domain matches or its base_url is unusable', () => {
    expect(siteOrigin({ host: 'other.example.org:8443', domains, protocol: 'https' })).toBe(
      'https://other.example.org:8443',
    );
    expect(siteOrigin({ host: 'broken.example.org', domains, protocol: 'http' })).toBe(
      'http://broken.example.org',
    );
    expect(siteOrigin({ host: 'localhost', domains: undefined, protocol: 'http' })).toBe(
      'http://localhost',
    );
  });

  it('never echoes a malformed Host', () => {
    for (const host of [null, '', 'localhost@evil.com', 'a b', 'localhost:1:2', 'x/y']) {
      expect(siteOrigin({ host, domains, protocol: 'https' })).toBeNull();
    }
  });
});

describe('requestProtocol', () => {
  it('reads the first X-Forwarded-Proto value, https by default', () => {
    expect(requestProtocol('http')).toBe('http');
    expect(requestProtocol('HTTP, https')).toBe('http');
    expect(requestProtocol('https')).toBe('https');
    expect(requestProtocol('gopher')).toBe('https');
    expect(requestProtocol(null)).toBe('https');
  });
});

describe('urls', () => {
  it('joins an origin and a path', () => {
    expect(absoluteUrl('https://a.example', '/')).toBe('https://a.example/');
    expect(absoluteUrl('https://a.example/learn', 'sitemap.xml')).toBe(
      'https://a.example/learn/sitemap.xml',
    );
  });

  it('encodes a course slug', () => {
    expect(coursePath('data-literacy')).toBe('/catalog/data-literacy');
    expect(coursePath('a b/c')).toBe('/catalog/a%20b%2Fc');
  });

  it('gives Open Graph locales', () => {
    expect(openGraphLocale('nl')).toBe('nl_NL');
    expect(openGraphLocale('en')).toBe('en_US');
    expect(openGraphLocale('ro')).toBe('ro_RO');
    expect(openGraphLocale('de')).toBe('de');
  });
});
