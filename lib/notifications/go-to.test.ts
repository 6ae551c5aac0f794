import { describe, expect, it } from 'vitest';
import { goToPath } from './go-to';

describe('go-to button (spec §2)', () => {
  it.each([
    [['coach'], '/coach'],
    [['academy_admin', 'academy_support'], '/admin'],
    [['student'], '/catalog'],
    [['coach', 'student'], '/coach'],
    [[], '/'],
    [['something_else'], '/'],
  ])('%j → %s', (roles, expected) => {
    expect(goToPath(roles)).toBe(expected);
  });
});
