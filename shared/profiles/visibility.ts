import type { ProfileVisibility } from './rules';

/** How the viewer stands to the profile's account; each fact comes from the API's queries. */
export interface ProfileRelation {
  /** The viewer's own profile. */
  own: boolean;
  /** Signed in on the profile's portal (academy staff of any portal count, as they may sign in anywhere). */
  signedIn: boolean;
  /**
   * The profile's account coaches the viewer: their primary coach, a coach of a course they
   * are enrolled in, or a coach holding an active mandate for them.
   */
  coachesViewer: boolean;
  /** The viewer coaches the profile's account (the one rule of which students a coach sees). */
  coachedByViewer: boolean;
  /** Staff who read and help the portal's accounts (RULES.accounts). */
  helpsAccounts: boolean;
}

/**
 * Who may see a profile (SCREENS "/profiles/{account}"): the account itself; everyone signed in
 * on the portal when it is `portal`; and, even when private, the people it works with — a
 * coach's profile is visible to their students, a student's to their coaches — and staff who
 * help accounts. Everyone else gets a 404, as if it did not exist.
 */
export function mayViewProfile(visibility: ProfileVisibility, relation: ProfileRelation): boolean {
  if (relation.own) return true;
  if (!relation.signedIn) return false;
  if (visibility === 'portal') return true;
  return relation.coachesViewer || relation.coachedByViewer || relation.helpsAccounts;
}
