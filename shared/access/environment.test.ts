import { describe, expect, it } from 'vitest';
import {
  deriveEnvironment,
  environmentLabelKey,
  nextEnvironmentState,
  roleBaseEnvironment,
  START_PATHS,
  switchableEnvironments,
} from './environment';
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

describe('environment derivation (spec §2: path first, then the role)', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/courses/create', 'admin'],
    ['/coach/students', 'coach'],
    ['/approvals', 'coach'],
    ['/courses/7', 'student'],
    ['/catalog', 'student'],
    ['/portfolio', 'student'],
    ['/profile', 'student'],
    ['/auth', 'guest'],
    ['/auth/login/register', 'guest'],
    ['/rate/3', 'guest'],
    ['/profiles/12', 'guest'],
  ] as const)('%s gives %s whatever the role', (path, expected) => {
    expect(deriveEnvironment(path, ['academy_admin'], true).environment).toBe(expected);
    expect(deriveEnvironment(path, [], false).environment).toBe(expected);
  });

  it.each([
    [['academy_admin'], true, 'admin'],
    [['coach'], true, 'coach'],
    [['student'], true, 'student'],
    [[], false, 'guest'],
  ] as const)('otherwise the role decides: %j → %s', (roles, signedIn, expected) => {
    expect(deriveEnvironment('/notifications', roles, signedIn).environment).toBe(expected);
    expect(deriveEnvironment('/', roles, signedIn).environment).toBe(expected);
  });

  it('/profile also marks a profile environment; /profiles does not', () => {
    expect(deriveEnvironment('/profile/edit', ['student'], true)).toEqual({
      environment: 'student',
      profile: true,
    });
    expect(deriveEnvironment('/profiles/1', ['student'], true).profile).toBe(false);
  });
});

describe('environment transition (spec §2: remembers the previous environment and path)', () => {
  it('starts without a previous one', () => {
    expect(nextEnvironmentState(null, '/coach', ['coach'], true)).toEqual({
      environment: 'coach',
      profile: false,
      path: '/coach',
      previous: null,
    });
  });
  it('remembers where the user came from on every path change', () => {
    const first = nextEnvironmentState(null, '/coach', ['coach', 'student'], true);
    const second = nextEnvironmentState(first, '/catalog', ['coach', 'student'], true);
    expect(second).toMatchObject({
      environment: 'student',
      previous: { environment: 'coach', path: '/coach' },
    });
    const third = nextEnvironmentState(second, '/notifications', ['coach', 'student'], true);
    expect(third.previous).toEqual({ environment: 'student', path: '/catalog' });
  });
  it('the same path keeps the state, or re-derives when the roles changed', () => {
    const first = nextEnvironmentState(null, '/auth', [], false);
    const home = nextEnvironmentState(first, '/', [], false);
    expect(nextEnvironmentState(home, '/', [], false)).toBe(home);
    const signedIn = nextEnvironmentState(home, '/', ['coach'], true);
    expect(signedIn).toMatchObject({ environment: 'coach', previous: { path: '/auth' } });
  });
});

describe('environment switch (spec §2/§6: admin/coach/student, only with more than one)', () => {
  it.each([
    [
      ['coach', 'student'],
      ['coach', 'student'],
    ],
    [['coach'], ['coach', 'student']],
    [
      ['academy_admin', 'coach'],
      ['admin', 'coach', 'student'],
    ],
    [
      ['academy_admin', 'student'],
      ['admin', 'student'],
    ],
    [['academy_admin', 'academy_support'], []],
    [['student'], []],
    [[], []],
  ] as const)('%j may switch between %j', (roles, expected) => {
    expect(switchableEnvironments(roles)).toEqual(expected);
  });
});

describe('environment labels', () => {
  it('names each environment by key; /profile shows the profile environment', () => {
    expect(environmentLabelKey('coach')).toBe('environments.coach');
    expect(environmentLabelKey('student', true)).toBe('environments.profile');
  });
});
