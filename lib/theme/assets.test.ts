import { describe, expect, it } from 'vitest';
import { MAX_THEME_STYLESHEETS, safeAssetUrl, themeFavicon, themeStylesheets } from './assets';

describe('theme assets (spec §3: favicon, styles list)', () => {
  it('takes paths of this site and https URLs', () => {
    expect(safeAssetUrl('/portal-assets/unlimited.css')).toBe('/portal-assets/unlimited.css');
    expect(safeAssetUrl(' https://cdn.example.org/theme.css ')).toBe(
      'https://cdn.example.org/theme.css',
    );
  });

  it('refuses scripts, data, plain http, other hosts in disguise and markup', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/css,body{}',
      'http://cdn.example.org/theme.css',
      '//evil.example/x.css',
      '/\\evil.example/x.css',
      '/a.css" onload="alert(1)',
      '',
      42,
      null,
    ]) {
      expect(safeAssetUrl(bad), String(bad)).toBeNull();
    }
  });

  it('the favicon, or none', () => {
    expect(themeFavicon({ favicon: '/portal-assets/unlimited-favicon.svg' })).toBe(
      '/portal-assets/unlimited-favicon.svg',
    );
    expect(themeFavicon({ favicon: null })).toBeNull();
    expect(themeFavicon(null)).toBeNull();
  });

  it('the stylesheets in order, unsafe ones dropped, at most 5', () => {
    const styles = ['/a.css', 'javascript:x', ...Array.from({ length: 8 }, (_, i) => `/s${i}.css`)];
    const list = themeStylesheets({ styles });
    expect(MAX_THEME_STYLESHEETS).toBe(5);
    expect(list).toEqual(['/a.css', '/s0.css', '/s1.css', '/s2.css', '/s3.css']);
    expect(themeStylesheets({ styles: 'not a list' })).toEqual([]);
  });
});
