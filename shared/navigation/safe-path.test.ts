import { describe, expect, it } from 'vitest';
import { safePortalPath } from './safe-path';

const BASE = 'http://portal.example';

/** Where a browser on BASE would go for this href (the attack is the href itself). */
const landsOn = (href: string) => new URL(href, BASE).origin;

describe('safePortalPath (one check for every returnTo, next and link)', () => {
  it.each([
    ['/', '/'],
    ['/catalog', '/catalog'],
    ['/admin/dashboard?tab=2', '/admin/dashboard?tab=2'],
    [
      '/catalog?q=data%20literacy&sort=-title#results',
      '/catalog?q=data%20literacy&sort=-title#results',
    ],
    ['/courses/data-literacy/misleading-axes', '/courses/data-literacy/misleading-axes'],
    ['/account/orders?x=1#top', '/account/orders?x=1#top'],
    ['/portfolio?next=%2Fcatalog', '/portfolio?next=%2Fcatalog'],
    ['/profiles/%C3%A9', '/profiles/%C3%A9'],
  ])('keeps %s unchanged', (value, expected) => {
    expect(safePortalPath(value)).toBe(expected);
  });

  it.each([
    ['/a/./b/../c?x=1#h', '/a/c?x=1#h'],
    ['/admin/../catalog', '/catalog'],
    ['/profiles/é', '/profiles/%C3%A9'],
  ])('normalises %s to %s, as a browser would', (value, expected) => {
    expect(safePortalPath(value)).toBe(expected);
  });

  it.each([
    // Other origins, written plainly.
    'https://evil.example/x',
    'http://evil.example',
    '//evil.example/x',
    '///evil.example/x',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/a\\b',
    // Dot segments that normalise to `//host`.
    '/.//evil.example/login',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    // Control characters and white space, which browsers strip (/agreements?next=).
    '/\n/evil.example/phish',
    '/\r/evil.example',
    '/\t/evil.example',
    '/\u0000/evil.example',
    '/x\u0000y',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\ufeff/evil.example',
    '/catalog\n',
    // Percent-encoded variants, checked once decoded too.
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%0A/evil.example/phish',
    '/%09/evil.example',
    '/%00',
    // Schemes.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'mailto:a@evil.example',
    // Not a path at all.
    'evil.example',
    'catalog',
    '?next=/x',
    '#x',
    '',
    `/${'a'.repeat(2048)}`,
    null,
    undefined,
    42,
    ['/catalog', '//evil.example'],
  ])('refuses %j', (value) => {
    expect(safePortalPath(value)).toBeNull();
    expect(safePortalPath(value, '/start')).toBe('/start');
  });

  it('never returns anything that resolves to another origin, and is idempotent', () => {
    const samples = [
      '/.//evil.example/login',
      '/\n/evil.example',
      '/%2e%2e/x',
      '/a/../../b',
      '/catalog?x=//evil.example',
      '/catalog#//evil.example',
      '/..%2F..%2Fevil.example',
    ];
    for (const value of samples) {
      const once = safePortalPath(value);
      if (once === null) continue;
      expect(landsOn(once), value).toBe(BASE);
      expect(safePortalPath(once), value).toBe(once);
    }
  });

  it('returns the fallback when given one, the path otherwise', () => {
    expect(safePortalPath('/catalog', '/')).toBe('/catalog');
    expect(safePortalPath('/.//evil.example', '/')).toBe('/');
  });
});
