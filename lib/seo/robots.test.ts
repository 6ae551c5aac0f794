import { describe, expect, it } from 'vitest';
import { PRIVATE_AREAS } from '@/lib/proxy/routing';
import { disallowRules, robotsTxt } from './robots';

describe('disallowRules', () => {
  it('disallows each area itself and everything beneath it, per segment', () => {
    expect(disallowRules(['/admin', '/profile'], ['/api/'])).toEqual([
      '/admin$',
      '/admin/',
      '/profile$',
      '/profile/',
      '/api/',
    ]);
  });

  it('covers every private area of the proxy', () => {
    const rules = disallowRules(PRIVATE_AREAS, ['/api/']);
    for (const area of PRIVATE_AREAS) {
      expect(rules).toContain(`${area}$`);
      expect(rules).toContain(`${area}/`);
    }
    expect(rules).toContain('/api/');
  });

  it('keeps the pages beneath an area open where they are public (course pages)', () => {
    expect(disallowRules(['/admin', '/catalog'], ['/api/'], ['/catalog'])).toEqual([
      '/admin$',
      '/admin/',
      '/catalog$',
      '/api/',
    ]);
  });

  it('never disallows the whole site, and drops duplicates', () => {
    expect(disallowRules(['/', '', '/admin/', 'admin'])).toEqual(['/admin$', '/admin/']);
  });
});

describe('robotsTxt', () => {
  it('allows /, lists the disallow rules and names the sitemap', () => {
    expect(
      robotsTxt({
        disallow: ['/admin$', '/admin/', '/api/'],
        sitemapUrl: 'https://a.example/sitemap.xml',
      }),
    ).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin$',
        'Disallow: /admin/',
        'Disallow: /api/',
        '',
        'Sitemap: https://a.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lets no value start a directive of its own', () => {
    const text = robotsTxt({
      disallow: ['/x\nAllow: /admin'],
      sitemapUrl: 'https://a.example/sitemap.xml\r\nDisallow: /',
    });
    expect(text.split('\n').filter((line) => line.startsWith('Allow'))).toEqual(['Allow: /']);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
