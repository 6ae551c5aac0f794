import { ALL_STAFF_ROLES, hasRole } from './roles';

/**
 * Acting as a user (issue 43, item 3; Moodle's "Log in as", Canvas's "Act as user"): support
 * staff see and do what a learner or coach sees and does, on the learner's portal, with every
 * write recorded as theirs "as" the learner. Pure; the API enforces it (academy-api/accounts/
 * acting.*) and the shell shows the banner.
 */

/** Why someone may not act as an account; null: they may. */
export type ActingRefusal = 'self' | 'staff' | 'erased';

/**
 * Whom one may act as: anyone of the portal who holds no staff role (learners and coaches). A
 * staff account could open what the actor may not (roles, settings, money), so never; nor
 * oneself, nor an erased account.
 */
export function actingRefusal(
  actor: { id: string },
  target: { id: string; roles: readonly string[]; erased: boolean },
): ActingRefusal | null {
  if (actor.id === target.id) return 'self';
  if (target.erased) return 'erased';
  if (hasRole(target.roles, ALL_STAFF_ROLES)) return 'staff';
  return null;
}

/**
 * What stays the person's own while someone acts as them (issue 43: "no access to the person's
 * password, e-mail change or payment methods"): their sign-in, password and address, their data
 * export and erasure, their private calendar address, tokens, payment methods, and starting
 * another acting session. Any method; the paths are the API's (`/v1/…`, `/auth/…`).
 */
const OWN_ONLY: readonly RegExp[] = [
  /^\/v1\/accounts\/[^/]+\/(password|email_change|data_export|erasure)(\/|$)/,
  /^\/v1\/erasure_requests(\/|$)/,
  /^\/v1\/calendar_feed(\/|$)/,
  // Accepting terms is the person's own declaration.
  /^\/v1\/agreements\/[^/]+\/accept$/,
  /^\/v1\/api_tokens(\/|$)/,
  /^\/v1\/payment_methods(\/|$)/,
  /^\/auth\/(?!logout$)/,
];

/** Whether a request is refused while acting as someone (starting or stopping is its own route). */
export function refusedWhileActing(method: string, path: string): boolean {
  if (path === '/v1/acting_session' && method === 'POST') return true;
  return OWN_ONLY.some((pattern) => pattern.test(path));
}

/** Writes while acting go to the audit log; reads do not. */
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
