import { ALL_STAFF_ROLES, COACH_ROLES, hasRole, STUDENT_ROLES } from '@/shared/access/roles';

/**
 * Spec §2: the notifications screen's go-to button — coach to /coach, admin to /admin, student
 * to /catalog, guest or unknown to /. Staff count as admin (their environment, §2).
 */
export function goToPath(roles: readonly string[]): string {
  if (hasRole(roles, ALL_STAFF_ROLES)) return '/admin';
  if (hasRole(roles, COACH_ROLES)) return '/coach';
  if (hasRole(roles, STUDENT_ROLES)) return '/catalog';
  return '/';
}
