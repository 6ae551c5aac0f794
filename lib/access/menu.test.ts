import { describe, expect, it } from 'vitest';
import type { Environment } from '@/shared/access/environment';
import { DEMO_FEATURES, UNLIMITED_FEATURES } from '@/tests/support/fixtures/demo-users';
import { outline } from '@/tests/support/fixtures/menu-outline';
import { buildMenu } from './menu';
import { withoutPlanned } from './planned-routes';

const COACH_BASE = ['/coach/dashboard', '/coach/courses', '/coach/students'];

describe('coach menu (spec §2)', () => {
  it.each<[string, readonly string[], string[]]>([
    [
      'review-tickets and coach_mandate_approvals on',
      DEMO_FEATURES,
      [
        ...COACH_BASE,
        '/coach/tickets',
        '/coach/news',
        '/coach/mentees',
        '/approvals',
        '/coach/qualifications',
      ],
    ],
    [
      'both off: /coach/review and no approvals',
      UNLIMITED_FEATURES,
      [...COACH_BASE, '/coach/review', '/coach/news', '/coach/mentees'],
    ],
    [
      'review-tickets on only',
      ['review-tickets'],
      [...COACH_BASE, '/coach/tickets', '/coach/news', '/coach/mentees'],
    ],
  ])('%s', (_name, features, expected) => {
    expect(outline(buildMenu('coach', ['coach'], features))).toEqual(expected);
  });

  it('the side navigation (planned screens left out) leads each portal to its grading screen', () => {
    const shown = (features: readonly string[]) =>
      outline(withoutPlanned(buildMenu('coach', ['coach'], features)));
    // Demo Academy: review-tickets on.
    expect(shown(DEMO_FEATURES)).toContain('/coach/tickets');
    expect(shown(DEMO_FEATURES)).toContain('/approvals');
    expect(shown(DEMO_FEATURES)).not.toContain('/coach/review');
    // A portal with review-tickets off (Unlimited Learning's flags): the plain list.
    expect(shown(UNLIMITED_FEATURES)).toContain('/coach/review');
    expect(shown(UNLIMITED_FEATURES)).not.toContain('/coach/tickets');
    expect(shown(UNLIMITED_FEATURES)).not.toContain('/approvals');
  });

  it('labels /coach/students as participants', () => {
    const students = buildMenu('coach', ['coach'], []).find((i) => i.href === '/coach/students');
    expect(students?.labelKey).toBe('menu.coach.participants');
  });
});

describe('student menu (spec §2)', () => {
  it('catalog, my courses and grades and deadlines always; /portfolio and /qualifications only with their flags', () => {
    expect(outline(buildMenu('student', ['student'], DEMO_FEATURES))).toEqual([
      '/catalog',
      '/courses',
      '/overview',
      '/portfolio',
      '/qualifications',
    ]);
    expect(outline(buildMenu('student', ['student'], UNLIMITED_FEATURES))).toEqual([
      '/catalog',
      '/courses',
      '/overview',
    ]);
  });
});

describe('entity managers (issue 43)', () => {
  it('see "Reports" in the student menu, and only it in the admin one', () => {
    const roles = ['entity_manager', 'student'];
    expect(outline(buildMenu('student', roles, DEMO_FEATURES))).toContain('/admin/reports');
    expect(outline(buildMenu('admin', roles, DEMO_FEATURES))).toEqual(['/admin/reports']);
    // Staff who also manage an entity have the admin menu's entry, not a second one.
    expect(
      outline(buildMenu('student', ['academy_admin', 'entity_manager'], DEMO_FEATURES)),
    ).not.toContain('/admin/reports');
  });
});

describe('menu in the guest environment (spec §6)', () => {
  it.each<[string[], Environment | null]>([
    [['coach'], 'coach'],
    [['coach', 'student'], 'coach'],
    [['student'], 'student'],
    [['academy_admin'], 'admin'],
    [[], null],
  ])('%j sees the %s menu', (roles, expected) => {
    const menu = buildMenu('guest', roles, DEMO_FEATURES);
    expect(menu).toEqual(expected ? buildMenu(expected, roles, DEMO_FEATURES) : []);
  });
});
