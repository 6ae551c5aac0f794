import { describe, expect, it } from 'vitest';
import {
  EVERYONE,
  inAudience,
  includesCoaches,
  inMailingAudience,
  type MailingAudience,
  normalizeAudience,
} from './audience';

const ACME = 'acme';
const FLAT = 'flat-fee-group';
const stijn = {
  roles: ['student'],
  entityId: ACME,
  subscription: 'active' as const,
  courseIds: ['data-literacy'],
};
const eva = {
  roles: ['student'],
  entityId: ACME,
  subscription: 'inactive' as const,
  courseIds: [],
};
const fenna = { roles: ['student'], entityId: FLAT, subscription: 'none' as const, courseIds: [] };
const cora = { roles: ['coach'], entityId: 'demo' };
const hugo = { roles: ['coach', 'student'], entityId: ACME };

describe('announcement audience (SCREENS "Communication": roles, entities)', () => {
  it('both lists empty is everyone', () => {
    for (const member of [stijn, cora, hugo, fenna])
      expect(inAudience(EVERYONE, member)).toBe(true);
  });
  it('any one role of the list matches ("students and coaches")', () => {
    const audience = { roles: ['student', 'coach'], entityIds: [] };
    expect(inAudience(audience, stijn)).toBe(true);
    expect(inAudience(audience, cora)).toBe(true);
    expect(inAudience(audience, { roles: ['academy_admin'], entityId: 'demo' })).toBe(false);
  });
  it('roles and entities narrow together ("Acme\'s students")', () => {
    const audience = { roles: ['student'], entityIds: [ACME] };
    expect(inAudience(audience, stijn)).toBe(true);
    expect(inAudience(audience, fenna)).toBe(false);
    expect(inAudience(audience, cora)).toBe(false);
    expect(inAudience({ roles: [], entityIds: [FLAT] }, fenna)).toBe(true);
  });
});

describe('coach news: announcements whose audience includes coaches', () => {
  it('everyone, or the coach role named', () => {
    expect(includesCoaches(EVERYONE)).toBe(true);
    expect(includesCoaches({ roles: ['student', 'coach'], entityIds: [] })).toBe(true);
    expect(includesCoaches({ roles: ['coach'], entityIds: [ACME] })).toBe(true);
  });
  it('not one for students only, even for a coach who also studies', () => {
    const students = { roles: ['student'], entityIds: [] };
    expect(includesCoaches(students)).toBe(false);
    expect(inAudience(students, hugo)).toBe(true);
  });
});

describe('mailing audience (role, entity, subscription state, enrolled in a course)', () => {
  const base: MailingAudience = { roles: [], entityIds: [], subscription: 'any', courseId: null };
  it("subscription state: the account's own subscription (spec §4)", () => {
    const active = { ...base, subscription: 'active' as const };
    expect(inMailingAudience(active, stijn)).toBe(true);
    expect(inMailingAudience(active, eva)).toBe(false);
    expect(inMailingAudience({ ...base, subscription: 'inactive' }, eva)).toBe(true);
    expect(inMailingAudience({ ...base, subscription: 'none' }, fenna)).toBe(true);
    expect(inMailingAudience({ ...base, subscription: 'none' }, cora)).toBe(true);
  });
  it('enrolled in a course', () => {
    const enrolled = { ...base, courseId: 'data-literacy' };
    expect(inMailingAudience(enrolled, stijn)).toBe(true);
    expect(inMailingAudience(enrolled, eva)).toBe(false);
  });
  it('every clause at once', () => {
    const audience: MailingAudience = {
      roles: ['student'],
      entityIds: [ACME],
      subscription: 'active',
      courseId: 'data-literacy',
    };
    expect([stijn, eva, fenna, cora].map((m) => inMailingAudience(audience, m))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

it('normalises an audience: sorted, distinct, lower-case ids', () => {
  expect(
    normalizeAudience({ roles: ['student', 'coach', 'student'], entityIds: ['B', 'a', 'b'] }),
  ).toEqual({ roles: ['coach', 'student'], entityIds: ['a', 'b'] });
});
