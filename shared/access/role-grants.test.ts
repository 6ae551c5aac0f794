import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  bulkGrantableRoles,
  grantableRoles,
  normaliseRoles,
  roleChangeRefusal,
} from './role-grants';

const ada = { id: 'ada', roles: ['academy_admin', 'academy_support'] };
const portalAdmin = { id: 'pia', roles: ['admin'] };

describe('grantableRoles (spec §6: nobody raises anyone above their own roles)', () => {
  it('an academy admin gives every role of §6', () => {
    expect(grantableRoles(ada.roles)).toEqual([...ALL_ROLES]);
  });

  it("a portal's admin gives the portal's roles, not the academy's", () => {
    expect(grantableRoles(['admin'])).toEqual([
      'admin',
      'support',
      'author',
      'financial_controller',
      'coach',
      'student',
    ]);
  });

  it('the entity manager (issue 43): an academy admin gives it, a portal admin does not', () => {
    expect(grantableRoles(ada.roles)).toContain('entity_manager');
    expect(grantableRoles(['admin'])).not.toContain('entity_manager');
    expect(grantableRoles(['entity_manager', 'student'])).toEqual([]);
    expect(
      roleChangeRefusal({
        viewer: portalAdmin,
        accountId: 'stijn',
        current: ['student'],
        next: ['student', 'entity_manager'],
      }),
    ).toEqual({ reason: 'not-grantable', role: 'entity_manager' });
  });

  it('…and an academy role they hold themselves', () => {
    expect(grantableRoles(['admin', 'academy_support'])).toContain('academy_support');
    expect(grantableRoles(['admin', 'academy_support'])).not.toContain('academy_admin');
  });

  it.each([[['academy_support']], [['coach']], [['student']], [['academy_manager']], [[]]])(
    '%j gives none',
    (roles) => {
      expect(grantableRoles(roles)).toEqual([]);
    },
  );
});

describe('bulkGrantableRoles (issue 43: inviting and importing people)', () => {
  it('an admin gives what they give on the roles screen', () => {
    expect(bulkGrantableRoles(ada.roles)).toEqual([...ALL_ROLES]);
    expect(bulkGrantableRoles(['admin'])).toEqual(grantableRoles(['admin']));
  });

  it.each([[['academy_sales']], [['financial_controller']], [['academy_manager']]])(
    'the sales group (%j) makes learners only',
    (roles) => {
      expect(bulkGrantableRoles(roles)).toEqual(['student']);
    },
  );

  it.each([[['academy_support']], [['support']], [['academy_author']], [['coach']], [[]]])(
    '%j gives none',
    (roles) => {
      expect(bulkGrantableRoles(roles)).toEqual([]);
    },
  );
});

describe('roleChangeRefusal', () => {
  it('an admin makes a student a coach', () => {
    expect(
      roleChangeRefusal({
        viewer: portalAdmin,
        accountId: 'stu',
        current: ['student'],
        next: ['coach', 'student'],
      }),
    ).toBeNull();
  });

  it("a portal's admin cannot make anyone an academy admin", () => {
    expect(
      roleChangeRefusal({
        viewer: portalAdmin,
        accountId: 'stu',
        current: ['student'],
        next: ['academy_admin', 'student'],
      }),
    ).toEqual({ reason: 'not-grantable', role: 'academy_admin' });
  });

  it('…nor take an academy role away, but may leave it and change the rest', () => {
    const current = ['academy_author'];
    expect(
      roleChangeRefusal({ viewer: portalAdmin, accountId: 'alex', current, next: ['coach'] }),
    ).toEqual({ reason: 'not-grantable', role: 'academy_author' });
    expect(
      roleChangeRefusal({
        viewer: portalAdmin,
        accountId: 'alex',
        current,
        next: ['academy_author', 'coach'],
      }),
    ).toBeNull();
  });

  it('nobody changes their own roles, not even an academy admin', () => {
    expect(
      roleChangeRefusal({ viewer: ada, accountId: 'ada', current: ada.roles, next: ada.roles }),
    ).toEqual({ reason: 'own-account' });
  });

  it('a coach gives nothing', () => {
    expect(
      roleChangeRefusal({
        viewer: { id: 'cora', roles: ['coach'] },
        accountId: 'stu',
        current: ['student'],
        next: ['coach', 'student'],
      }),
    ).toEqual({ reason: 'not-grantable', role: 'coach' });
  });
});

describe('normaliseRoles', () => {
  it("keeps §6's order and drops repeats", () => {
    expect(normaliseRoles(['student', 'coach', 'student', 'admin'])).toEqual([
      'admin',
      'coach',
      'student',
    ]);
  });
});
