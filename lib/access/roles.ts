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
export const UNAUTHENTICATED = 'unauthenticated';

/**
 * Spec §6: a role check passes if any required role is held; with no role list only the
 * unauthenticated pass.
 */
export function hasRole(held: readonly string[], required?: readonly string[]): boolean {
  if (!required || required.length === 0) return held.length === 0;
  return required.some((role) => held.includes(role));
}
