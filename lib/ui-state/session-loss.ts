import type { Environment } from '@/shared/access/environment';

export interface SessionTracking {
  wasSignedIn: boolean;
}

export interface SessionObservation {
  signedIn: boolean;
  /** The ?loggedOut=true flag that a deliberate sign-out leaves on /auth (§2). */
  loggedOut: boolean;
  environment: Environment;
}

export const SESSION_LOSS_WARNING = 'logout.timeout';

export const INITIAL_SESSION_TRACKING: SessionTracking = { wasSignedIn: false };

/**
 * Spec §4: a user who was signed in and now is not, without the loggedOut flag and outside
 * the guest environment, lost the session (it expired): warn with logout.timeout. The flag
 * means the user chose to leave, so it resets tracking instead.
 */
export function sessionTransition(
  state: SessionTracking,
  observation: SessionObservation,
): { state: SessionTracking; warning: typeof SESSION_LOSS_WARNING | null } {
  if (observation.loggedOut) return { state: { wasSignedIn: false }, warning: null };
  const lost = state.wasSignedIn && !observation.signedIn && observation.environment !== 'guest';
  return {
    state:
      state.wasSignedIn === observation.signedIn ? state : { wasSignedIn: observation.signedIn },
    warning: lost ? SESSION_LOSS_WARNING : null,
  };
}
