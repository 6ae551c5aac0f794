import { describe, expect, it } from 'vitest';
import { isPrivatePath, signInPathFor } from './routing';

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

describe('the sign-in path', () => {
  it('builds the sign-in path with an encoded returnTo', () => {
    expect(signInPathFor('/admin/dashboard', '?tab=1')).toBe(
      '/auth?returnTo=%2Fadmin%2Fdashboard%3Ftab%3D1',
    );
  });

  it('leaves out a returnTo that would lead to another origin (safePortalPath)', () => {
    expect(signInPathFor('/.//evil.example/login', '')).toBe('/auth');
    expect(signInPathFor('/catalog', '?x=\n')).toBe('/auth');
  });
});
