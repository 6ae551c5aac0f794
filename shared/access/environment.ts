import { isUnder } from './paths';
import { ALL_STAFF_ROLES, COACH_ROLES, hasRole, STUDENT_ROLES } from './roles';

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

/** Spec §2: these areas decide the environment before the role does. */
const PATH_ENVIRONMENTS: readonly (readonly [string, Environment])[] = [
  ['/admin', 'admin'],
  ['/coach', 'coach'],
  ['/approvals', 'coach'],
  ['/courses', 'student'],
  // The learner overview (issue 43) is a student page, also for a coach who learns.
  ['/overview', 'student'],
  ['/catalog', 'student'],
  ['/portfolio', 'student'],
  ['/profile', 'student'],
  ['/auth', 'guest'],
  ['/rate', 'guest'],
  ['/profiles', 'guest'],
];

export interface DerivedEnvironment {
  environment: Environment;
  /** Spec §2: /profile also marks a profile environment (on top of student). */
  profile: boolean;
}

/** Spec §2: the environment of a path, path first, then the role base. */
export function deriveEnvironment(
  path: string,
  roles: readonly string[],
  signedIn: boolean,
): DerivedEnvironment {
  const match = PATH_ENVIRONMENTS.find(([prefix]) => isUnder(path, prefix));
  return {
    environment: match ? match[1] : roleBaseEnvironment(roles, signedIn),
    profile: isUnder(path, '/profile'),
  };
}

export interface EnvironmentState extends DerivedEnvironment {
  path: string;
  /** Spec §2: the environment and path before the last path change. */
  previous: { environment: Environment; path: string } | null;
}

/**
 * Spec §2: recomputed on every path change, remembering where the user came from. The same
 * path again (e.g. after sign-in changed the roles) re-derives without losing `previous`.
 */
export function nextEnvironmentState(
  state: EnvironmentState | null,
  path: string,
  roles: readonly string[],
  signedIn: boolean,
): EnvironmentState {
  const derived = deriveEnvironment(path, roles, signedIn);
  if (state && state.path === path) {
    const unchanged =
      state.environment === derived.environment && state.profile === derived.profile;
    return unchanged ? state : { ...state, ...derived };
  }
  const previous = state ? { environment: state.environment, path: state.path } : null;
  return { ...derived, path, previous };
}

/**
 * Spec §2/§6: the environments a user may switch between — admin for staff, coach for
 * coaches, student for students or coaches — offered only when there is more than one.
 */
export function switchableEnvironments(roles: readonly string[]): Environment[] {
  const environments: Environment[] = [];
  if (hasRole(roles, ALL_STAFF_ROLES)) environments.push('admin');
  if (hasRole(roles, COACH_ROLES)) environments.push('coach');
  if (hasRole(roles, [...STUDENT_ROLES, ...COACH_ROLES])) environments.push('student');
  return environments.length > 1 ? environments : [];
}

/** Message key of an environment's name (badge and switch, §2); the profile one for /profile. */
export function environmentLabelKey(environment: Environment, profile = false): string {
  return profile ? 'environments.profile' : `environments.${environment}`;
}
