import { ALL_STAFF_ROLES, COACH_ROLES, hasRole } from './roles';

export type Environment = 'guest' | 'student' | 'coach' | 'admin';

/**
 * Spec §2 role base: admin for staff, coach for coaches, student when signed in, else guest.
 * Staff (every academy_ role, not only academy_admin) work in the admin environment, whose
 * menu (§6) is built for their groups.
 */
export function roleBaseEnvironment(roles: readonly string[], signedIn: boolean): Environment {
  if (hasRole(roles, ALL_STAFF_ROLES)) return 'admin';
  if (hasRole(roles, COACH_ROLES)) return 'coach';
  return signedIn ? 'student' : 'guest';
}

/** Where each environment starts (the issue: admin → dashboard, coach → dashboard, student → catalog). */
export const START_PATHS: Record<Environment, string> = {
  admin: '/admin/dashboard',
  coach: '/coach/dashboard',
  student: '/catalog',
  guest: '/',
};
