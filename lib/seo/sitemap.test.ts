import { describe, expect, it } from 'vitest';
import { newestUpdate, SITEMAP_NAMESPACE, sitemapXml, w3cDatetime, xmlEscape } from './sitemap';

describe('xmlEscape', () => {
  it('escapes the five XML specials', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('drops characters XML 1.0 cannot hold, keeps the rest of Unicode', () => {
    expect(xmlEscape('a\u0000b\u0008c\uFFFEd\tș😀')).toBe('abcd\tș😀');
  });
});

describe('w3cDatetime and newestUpdate', () => {
  it('writes UTC to the second', () => {
    expect(w3cDatetime('2026-03-01T10:30:15.123+01:00')).toBe('2026-03-01T09:30:15Z');
    expect(w3cDatetime('not a date')).toBeNull();
    expect(w3cDatetime(null)).toBeNull();
  });

  it('finds the newest update', () => {
    expect(
      newestUpdate([
        { updatedAt: '2026-01-05T00:00:00.000Z' },
        { updatedAt: '2026-02-01T12:00:00.000Z' },
        { updatedAt: 'garbage' },
        { updatedAt: '2025-12-31T00:00:00.000Z' },
      ]),
    ).toBe('2026-02-01T12:00:00Z');
    expect(newestUpdate([])).toBeNull();
  });
});

describe('sitemapXml', () => {
  it('is a sitemaps.org urlset with escaped locations', () => {
    const xml = sitemapXml([
      { loc: 'https://a.example/', lastmod: '2026-02-01T12:00:00.000Z' },
      { loc: 'https://a.example/x?a=1&b=<2>' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
        '  <url>',
        '    <loc>https://a.example/</loc>',
        '    <lastmod>2026-02-01T12:00:00Z</lastmod>',
        '  </url>',
        '  <url>',
        '    <loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(SITEMAP_NAMESPACE).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('is well-formed: every element closed, no raw ampersand', () => {
    const xml = sitemapXml([{ loc: 'https://a.example/?q=a&r="b"', lastmod: 'nope' }]);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).not.toContain('<lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml.match(/<\/url>/g)).toHaveLength(1);
  });
});
