import type { Environment } from '@/shared/access/environment';
import { ALL_STAFF_ROLES, COACH_ROLES, hasRole, STUDENT_ROLES } from '@/shared/access/roles';
import { allOf, RULES, withoutFeature } from '@/shared/access/rules';
import { ADMIN_MENU } from './admin-menu';
import { type MenuItem, type MenuNode, resolveMenu } from './menu-item';

/** Spec §2 coach routes; every entry needs the coach role, some a feature as well. */
export const COACH_MENU: readonly MenuNode[] = [
  { labelKey: 'menu.coach.dashboard', href: '/coach/dashboard', when: RULES.coach },
  { labelKey: 'menu.coach.courses', href: '/coach/courses', when: RULES.coach },
  { labelKey: 'menu.coach.participants', href: '/coach/students', when: RULES.coach },
  { labelKey: 'menu.coach.tickets', href: '/coach/tickets', when: RULES.coachTickets },
  {
    labelKey: 'menu.coach.review',
    href: '/coach/review',
    when: allOf(RULES.coach, withoutFeature('review-tickets')),
  },
  { labelKey: 'menu.coach.news', href: '/coach/news', when: RULES.coach },
  { labelKey: 'menu.coach.mentees', href: '/coach/mentees', when: RULES.coach },
  { labelKey: 'menu.coach.approvals', href: '/approvals', when: RULES.coachApprovals },
  {
    labelKey: 'menu.coach.qualifications',
    href: '/coach/qualifications',
    when: RULES.coachQualifications,
  },
];

/** Spec §2 student routes. */
export const STUDENT_MENU: readonly MenuNode[] = [
  { labelKey: 'menu.student.catalog', href: '/catalog' },
  { labelKey: 'menu.student.courses', href: '/courses' },
  // Issue 43: every grade and deadline of the learner's courses in one place.
  { labelKey: 'menu.student.overview', href: '/overview' },
  { labelKey: 'menu.student.portfolio', href: '/portfolio', when: RULES.portfolio },
  {
    labelKey: 'menu.student.qualifications',
    href: '/qualifications',
    when: RULES.qualifications,
  },
  // Issue 43: an entity manager's reports of their own entity (the one admin page they open).
  { labelKey: 'menu.student.reports', href: '/admin/reports', when: RULES.entityReports },
];

const MENUS: Record<Exclude<Environment, 'guest'>, readonly MenuNode[]> = {
  admin: ADMIN_MENU,
  coach: COACH_MENU,
  student: STUDENT_MENU,
};

/**
 * Spec §6: in the guest environment (e.g. /auth, /profiles) a signed-in user keeps a menu —
 * coach roles the coach menu, student roles the student menu. Staff get the admin menu, their
 * role base (§2). The unauthenticated get none: they see the login button instead.
 */
function guestMenuEnvironment(roles: readonly string[]): Exclude<Environment, 'guest'> | null {
  if (hasRole(roles, COACH_ROLES)) return 'coach';
  if (hasRole(roles, STUDENT_ROLES)) return 'student';
  if (hasRole(roles, ALL_STAFF_ROLES)) return 'admin';
  return null;
}

/** The side navigation's links for the current environment (spec §2 Shell, §6). */
export function buildMenu(
  environment: Environment,
  roles: readonly string[],
  features: readonly string[],
): MenuItem[] {
  const menuEnvironment = environment === 'guest' ? guestMenuEnvironment(roles) : environment;
  if (!menuEnvironment) return [];
  return resolveMenu(MENUS[menuEnvironment], { roles, features });
}
