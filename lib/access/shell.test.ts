import { describe, expect, it } from 'vitest';
import { DEMO_FEATURES, DEMO_USERS, UNLIMITED_FEATURES } from '@/tests/support/fixtures/demo-users';
import {
  canGiveFeedback,
  canSwitchPortal,
  canUseSupportPalette,
  showsPrimaryCoachCard,
  supportPaletteCommands,
} from './shell';

describe('support palette and button (spec §6)', () => {
  it.each([
    [['academy_support'], DEMO_FEATURES, true],
    [['support'], ['account-support'], true],
    [['academy_admin', 'academy_support'], DEMO_FEATURES, true],
    [['academy_support'], UNLIMITED_FEATURES, false],
    [['academy_admin'], DEMO_FEATURES, false],
    [['student'], DEMO_FEATURES, false],
  ])('%j with %j → %s', (roles, features, expected) => {
    expect(canUseSupportPalette(roles, features)).toBe(expected);
  });
  it('offers portals only with the portals feature (spec §2)', () => {
    expect(supportPaletteCommands(['academy_support'], DEMO_FEATURES)).toEqual([
      'accounts',
      'portals',
    ]);
    expect(supportPaletteCommands(['academy_support'], ['account-support'])).toEqual(['accounts']);
  });
  it('offers no portals to a portal’s own support, who acts on that portal only', () => {
    expect(supportPaletteCommands(['support'], DEMO_FEATURES)).toEqual(['accounts']);
    expect(supportPaletteCommands(['support', 'admin'], DEMO_FEATURES)).toEqual(['accounts']);
  });
});

describe('portal switcher (spec §6: portals feature; academy roles only)', () => {
  it.each([
    [['academy_admin'], DEMO_FEATURES, true],
    [['academy_author'], ['portals'], true],
    [['academy_marketing'], ['portals'], true],
    [['admin'], DEMO_FEATURES, false],
    [['support'], DEMO_FEATURES, false],
    [['author'], DEMO_FEATURES, false],
    [['financial_controller'], DEMO_FEATURES, false],
    [['academy_admin'], UNLIMITED_FEATURES, false],
    [['coach'], DEMO_FEATURES, false],
    [['student'], DEMO_FEATURES, false],
  ])('%j with %j → %s', (roles, features, expected) => {
    expect(canSwitchPortal(roles, features)).toBe(expected);
  });
});

describe('give feedback (spec §6: admin or coach)', () => {
  it.each([
    [['academy_admin'], true],
    [['admin'], true],
    [['coach'], true],
    [['academy_author'], false],
    [['student'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => {
    expect(canGiveFeedback(roles)).toBe(expected);
  });
});

describe('primary coach card (spec §6: student-role users that have one)', () => {
  it('shows for Stijn Student, who has Cora Coach', () => {
    expect(showsPrimaryCoachCard(DEMO_USERS.stijn.me)).toBe(true);
  });
  it('not for students without one, nor for non-students with one', () => {
    expect(showsPrimaryCoachCard(DEMO_USERS.eva.me)).toBe(false);
    expect(showsPrimaryCoachCard({ ...DEMO_USERS.stijn.me, roles: ['coach'] })).toBe(false);
  });
});
