import { describe, expect, it } from 'vitest';
import { isPrivatePath, safeReturnTo, signInPathFor } from './routing';

describe('private areas (spec §2)', () => {
  it.each([
    '/admin',
    '/admin/dashboard',
    '/coach/dashboard',
    '/courses/1',
    '/catalog',
    '/portfolio',
    '/profile',
    '/account/details',
    '/notifications',
  ])('%s needs a session', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/auth',
    '/auth/login/register',
    '/profiles',
    '/rate',
    '/administrator',
    '/api/ping',
    // Issue 32: a course's public page and its free previews (the page decides what guests see).
    '/catalog/data-literacy',
    '/catalog/data-literacy/preview/bar-and-line-charts',
  ])('%s is public', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });

  it.each([
    '/catalog/data-literacy/other',
    '/catalog/data-literacy/preview',
    '/catalog/data-literacy/preview/a/b',
  ])('%s beneath a course page still needs a session', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });
});

describe('returnTo', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnTo('/admin/dashboard?tab=2')).toBe('/admin/dashboard?tab=2');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    // Issue 21: these pass a prefix check but resolve to another host.
    '/.//evil.com',
    '/./\\evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '/\tevil.com',
    '/x\u0000y',
  ])('refuses %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('returns the normalised path, which is idempotent', () => {
    expect(safeReturnTo('/a/./b/../c?x=1#h')).toBe('/a/c?x=1#h');
    for (const value of ['/.//evil.com', '/admin/../catalog', '/%2e%2e/x']) {
      const once = safeReturnTo(value);
      if (once !== null) expect(safeReturnTo(once)).toBe(once);
    }
  });

  it('builds the sign-in path with an encoded returnTo', () => {
    expect(signInPathFor('/admin/dashboard', '')).toBe('/auth?returnTo=%2Fadmin%2Fdashboard');
  });
});
