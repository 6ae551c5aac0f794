import type { AudienceSubscription } from './rules';

/**
 * Who an announcement is for (SCREENS "Communication": audience by roles and entities).
 * Within a list any one matches; between the lists all must: roles [student] and entities
 * [Acme] is "Acme's students". An empty list does not narrow, so both empty is everyone.
 */
export interface Audience {
  roles: readonly string[];
  entityIds: readonly string[];
}

/**
 * A mailing's audience adds the account's own subscription (spec §4: active, inactive, none)
 * and enrolment in a course. Only confirmed subscribers of the mailing list are ever mailed.
 */
export interface MailingAudience extends Audience {
  subscription: AudienceSubscription;
  courseId: string | null;
}

/** What the rules look at of an account. */
export interface AudienceMember {
  roles: readonly string[];
  entityId: string;
  /** The account's own subscription: none when it has no subscription row. */
  subscription?: 'active' | 'inactive' | 'none';
  courseIds?: readonly string[];
}

export const EVERYONE: Audience = { roles: [], entityIds: [] };

/** Whether an account belongs to an audience of roles and entities. */
export function inAudience(audience: Audience, member: AudienceMember): boolean {
  const roleMatch =
    audience.roles.length === 0 || audience.roles.some((role) => member.roles.includes(role));
  const entityMatch =
    audience.entityIds.length === 0 || audience.entityIds.includes(member.entityId);
  return roleMatch && entityMatch;
}

/** Whether an account belongs to a mailing's audience (consent is checked separately). */
export function inMailingAudience(audience: MailingAudience, member: AudienceMember): boolean {
  if (!inAudience(audience, member)) return false;
  if (
    audience.subscription !== 'any' &&
    (member.subscription ?? 'none') !== audience.subscription
  ) {
    return false;
  }
  return audience.courseId === null || (member.courseIds ?? []).includes(audience.courseId);
}

/**
 * Coach news (`/coach/news`): announcements "whose audience includes coaches" — addressed to
 * everyone or naming the coach role. One for students only is not news for a coach who also
 * studies (Hugo Hybrid).
 */
export function includesCoaches(audience: Audience): boolean {
  return audience.roles.length === 0 || audience.roles.includes('coach');
}

/** A sorted, de-duplicated copy (what is stored and compared). */
export function normalizeAudience<A extends Audience>(audience: A): A {
  return {
    ...audience,
    roles: [...new Set(audience.roles)].sort(),
    entityIds: [...new Set(audience.entityIds.map((id) => id.toLowerCase()))].sort(),
  };
}
