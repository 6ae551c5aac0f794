import { describe, expect, it } from 'vitest';
import { headerSignInPath, isPrivatePath, signInPathFor } from './routing';

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
    // A course's public page and its free previews (the page decides what guests see).
    '/catalog/data-literacy',
    '/catalog/data-literacy/preview/bar-and-line-charts',
    // A learning path's page (issue 43, item 6).
    '/catalog/paths/digital-basics',
  ])('%s is public', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });

  it.each([
    '/catalog/data-literacy/other',
    '/catalog/data-literacy/preview',
    '/catalog/data-literacy/preview/a/b',
    '/catalog/paths/digital-basics/more',
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

describe('the header’s “Log in”', () => {
  it('comes back to the page it is on: a public course page, its free preview', () => {
    expect(headerSignInPath('/catalog/data-literacy')).toBe(
      '/auth?returnTo=%2Fcatalog%2Fdata-literacy',
    );
    expect(headerSignInPath('/catalog/data-literacy/preview/bar-and-line-charts')).toBe(
      '/auth?returnTo=%2Fcatalog%2Fdata-literacy%2Fpreview%2Fbar-and-line-charts',
    );
  });

  it('not from the home page or the sign-in pages themselves', () => {
    for (const path of ['/', '/auth', '/auth/', '/auth/login/register', '/auth/forgot-password']) {
      expect(headerSignInPath(path), path).toBe('/auth');
    }
    // Only /auth itself and beneath it, not a path that merely starts alike.
    expect(headerSignInPath('/authors')).toBe('/auth?returnTo=%2Fauthors');
  });

  it('nowhere another origin could be reached (safePortalPath), and not without a path', () => {
    expect(headerSignInPath('/.//evil.example/login')).toBe('/auth');
    expect(headerSignInPath('//evil.example')).toBe('/auth');
    expect(headerSignInPath(null)).toBe('/auth');
  });
});
