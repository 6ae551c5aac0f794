import { describe, expect, it } from 'vitest';
import { roleBaseEnvironment, START_PATHS } from './environment';
import { hasRole } from './roles';

describe('hasRole (spec §6)', () => {
  it('passes when any required role is held', () => {
    expect(hasRole(['coach', 'student'], ['student'])).toBe(true);
    expect(hasRole(['coach'], ['academy_admin', 'admin'])).toBe(false);
  });
  it('with no role list only the unauthenticated pass', () => {
    expect(hasRole([], undefined)).toBe(true);
    expect(hasRole(['student'], [])).toBe(false);
  });
});

describe('role base environment (spec §2)', () => {
  it.each([
    [['academy_admin', 'academy_support'], true, 'admin'],
    [['academy_support'], true, 'admin'],
    [['academy_author'], true, 'admin'],
    [['coach'], true, 'coach'],
    [['coach', 'student'], true, 'coach'],
    [['student'], true, 'student'],
    [[], true, 'student'],
    [[], false, 'guest'],
  ] as const)('%j signed in %s → %s', (roles, signedIn, expected) => {
    expect(roleBaseEnvironment(roles, signedIn)).toBe(expected);
  });

  it('starts each environment where the issue says', () => {
    expect(START_PATHS).toEqual({
      admin: '/admin/dashboard',
      coach: '/coach/dashboard',
      student: '/catalog',
      guest: '/',
    });
  });
});
