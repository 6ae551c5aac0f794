import { describe, expect, it } from 'vitest';
import { isActiveLink, isUnder, pathnameOf } from './paths';

describe('active navigation link (spec §4)', () => {
  it('is active when the path starts with the target', () => {
    expect(isActiveLink('/admin/courses', '/admin/courses')).toBe(true);
    expect(isActiveLink('/admin/courses', '/admin/courses/create')).toBe(true);
    expect(isActiveLink('/admin/courses', '/admin/catalogs')).toBe(false);
  });
  it('in exact mode only on the target itself', () => {
    expect(isActiveLink('/admin/courses', '/admin/courses', true)).toBe(true);
    expect(isActiveLink('/admin/courses', '/admin/courses/create', true)).toBe(false);
  });
  it('compares whole segments, so /profile does not light up on /profiles', () => {
    expect(isActiveLink('/profile', '/profiles/42')).toBe(false);
  });
  it('ignores query and hash', () => {
    expect(isActiveLink('/notifications?page=2', '/notifications#top', true)).toBe(true);
  });
  it('the root "/" starts every path, so home links use exact mode', () => {
    expect(isActiveLink('/', '/catalog')).toBe(true);
    expect(isActiveLink('/', '/catalog', true)).toBe(false);
  });
});

describe('path helpers', () => {
  it('strips query and hash', () => {
    expect(pathnameOf('/a/b?x=1#y')).toBe('/a/b');
    expect(pathnameOf('/a#y?x')).toBe('/a');
  });
  it('matches an area and what lies beneath it', () => {
    expect(isUnder('/admin', '/admin')).toBe(true);
    expect(isUnder('/admin/x?y=1', '/admin')).toBe(true);
    expect(isUnder('/admin-tools', '/admin')).toBe(false);
  });
});
