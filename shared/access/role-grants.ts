import {
  ACADEMY_ROLES,
  ALL_STAFF_ROLES,
  COACH_ROLES,
  ENTITY_MANAGER_ROLES,
  hasRole,
  SALES_GROUP,
  STAFF_ROLES,
  STUDENT_ROLES,
} from './roles';

/** Every role of spec §6 an account can hold (DEMO-DATA.md's snake_case names). */
export const ALL_ROLES = [
  ...ALL_STAFF_ROLES,
  ...ENTITY_MANAGER_ROLES,
  ...COACH_ROLES,
  ...STUDENT_ROLES,
] as const;
export type RoleName = (typeof ALL_ROLES)[number];

export function isRoleName(role: string): role is RoleName {
  return (ALL_ROLES as readonly string[]).includes(role);
}

/**
 * Which roles an admin may give or take away on /admin/accounts/{id} (spec §6: admin = admin
 * and academy admin). Nobody raises anyone above their own roles:
 * - an academy admin runs every portal of the academy, so every role is theirs to give;
 * - a portal's admin gives the portal's roles (admin, support, author, financial controller,
 *   coach, student), and an academy role only when they hold it themselves — academy roles act
 *   on every portal, which a portal's admin does not. The entity manager (issue 43) only an
 *   academy admin gives: it opens an entity's learners' results to someone of that entity;
 * - anyone else gives none.
 * The list keeps ALL_ROLES' order, so the screen shows the roles in one order everywhere.
 */
export function grantableRoles(held: readonly string[]): RoleName[] {
  if (held.includes('academy_admin')) return [...ALL_ROLES];
  if (!held.includes('admin')) return [];
  const portalRoles: readonly string[] = [...STAFF_ROLES, ...COACH_ROLES, ...STUDENT_ROLES];
  return ALL_ROLES.filter(
    (role) =>
      portalRoles.includes(role) ||
      ((ACADEMY_ROLES as readonly string[]).includes(role) && held.includes(role)),
  );
}

/**
 * Which roles someone of RULES.people may give to the accounts they invite or import (issue 43,
 * item 2): an admin what grantableRoles gives them; the sales group, who sell seats to
 * organisations, learners only (`student`, the role below every staff role) — never a staff or
 * coach role, which only an admin gives. Anyone else gives none.
 */
export function bulkGrantableRoles(held: readonly string[]): RoleName[] {
  const admin = grantableRoles(held);
  if (admin.length > 0) return admin;
  return hasRole(held, SALES_GROUP) ? ['student'] : [];
}

/** Why a role change is refused, or null when the admin may make it. */
export type RoleChangeRefusal =
  | { reason: 'own-account' }
  | { reason: 'not-grantable'; role: string };

/**
 * An admin changes another account's roles from `current` to `next`: every role added or taken
 * away must be one the admin may give (grantableRoles). Roles that stay as they are do not
 * matter, so a portal admin may make an academy author a coach too without touching the
 * academy role. Their own roles nobody changes here (no admin locks themselves out or raises
 * themselves): another admin does it.
 */
export function roleChangeRefusal(params: {
  viewer: { id: string; roles: readonly string[] };
  accountId: string;
  current: readonly string[];
  next: readonly string[];
}): RoleChangeRefusal | null {
  if (params.viewer.id === params.accountId) return { reason: 'own-account' };
  const grantable: readonly string[] = grantableRoles(params.viewer.roles);
  const changed = [
    ...params.next.filter((role) => !params.current.includes(role)),
    ...params.current.filter((role) => !params.next.includes(role)),
  ];
  const refused = changed.find((role) => !grantable.includes(role));
  return refused ? { reason: 'not-grantable', role: refused } : null;
}

/** The roles in ALL_ROLES' order without repeats (what is stored and shown). */
export function normaliseRoles(roles: readonly string[]): string[] {
  const known = ALL_ROLES.filter((role) => roles.includes(role));
  const unknown = roles.filter((role, index) => !isRoleName(role) && roles.indexOf(role) === index);
  return [...known, ...unknown];
}
