/** Spec §6: role groups. Role strings are the snake_case names of DEMO-DATA.md. */
export const STAFF_ROLES = ['admin', 'support', 'author', 'financial_controller'] as const;
export const ACADEMY_ROLES = [
  'academy_author',
  'academy_support',
  'academy_admin',
  'academy_manager',
  'academy_sales',
  'academy_marketing',
] as const;
export const ALL_STAFF_ROLES = [...STAFF_ROLES, ...ACADEMY_ROLES] as const;
export const SUPPORT_ROLES = ['support', 'academy_support'] as const;
export const AUTHOR_ROLES = ['author', 'academy_author'] as const;
export const ADMIN_ROLES = ['admin', 'academy_admin'] as const;
export const MANAGER_ROLES = ['academy_manager'] as const;
export const COACH_ROLES = ['coach'] as const;
export const STUDENT_ROLES = ['student'] as const;
/**
 * Issue 43, item 5: "an entity's own admin sees only their entity". An entity manager reads the
 * reports (/admin/reports) of the accounts of their own entity (accounts.entity_id), and nothing
 * else of the admin area. Not a staff role: no subscription bypass, no admin environment of its
 * own (the student menu offers them the reports); only an academy admin gives it.
 */
export const ENTITY_MANAGER_ROLES = ['entity_manager'] as const;
export const UNAUTHENTICATED = 'unauthenticated';

/*
 * The admin menu of §6 speaks of course-rights, content, academy and sales groups without
 * naming their roles. Our choices, built from the derived groups above so that the staff
 * `admin` role always counts as much as `academy_admin` (§6 derives admin = both):
 */

/** Runs the academy: its admins and managers (catalogs, marketing, settings). */
export const ACADEMY_GROUP = [...ADMIN_ROLES, ...MANAGER_ROLES] as const;

/**
 * Sells it: sales plus the academy group. The financial controller joins because orders and
 * promotions are money matters, the only menu in §6 that fits that staff role.
 */
export const SALES_GROUP = ['academy_sales', 'financial_controller', ...ACADEMY_GROUP] as const;

/** Writes the courses: authors and admins. Managers steer, they do not edit content. */
export const CONTENT_GROUP = [...AUTHOR_ROLES, ...ADMIN_ROLES] as const;

/** May create and change courses: whoever writes content, so the same roles as content. */
export const COURSE_RIGHTS_GROUP = CONTENT_GROUP;

/**
 * Runs the mailing list: the academy group and the academy's marketing role (DEMO-DATA: Mia
 * Marketing's screen is the mailing list). §6 adds the portals feature (RULES.marketing).
 */
export const MARKETING_GROUP = [...ACADEMY_GROUP, 'academy_marketing'] as const;

/**
 * "Announcements for several groups" (§6): the roles that speak to the portal's users —
 * academy, sales, support and marketing. Authors write courses, not announcements.
 */
export const ANNOUNCEMENT_GROUP = [
  ...ACADEMY_GROUP,
  ...SALES_GROUP,
  ...SUPPORT_ROLES,
  'academy_marketing',
] as const;

/** Spec §4/§6: roles that never need a subscription. Every staff role ("staff bypass"). */
export const BYPASS_ROLES = ALL_STAFF_ROLES;

/**
 * May act on every portal of the academy: holds an `academy_*` role (README, DEMO-DATA: "Staff
 * (any academy_ role) may sign in on every portal; others only on their own"). A portal's own
 * staff (admin, support, author, financial controller) are all-staff of §6 on their portal —
 * admin environment, subscription bypass — but act there only: this, and nothing
 * built on ALL_STAFF_ROLES, decides every question that crosses the portal boundary.
 */
export function actsOnEveryPortal(roles: readonly string[]): boolean {
  return hasRole(roles, ACADEMY_ROLES);
}

/**
 * Spec §6: a role check passes if any required role is held; with no role list only the
 * unauthenticated pass.
 */
export function hasRole(held: readonly string[], required?: readonly string[]): boolean {
  if (!required || required.length === 0) return held.length === 0;
  return required.some((role) => held.includes(role));
}
