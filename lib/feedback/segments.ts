import { ADMIN_ROLES, COACH_ROLES, hasRole, STUDENT_ROLES } from '@/shared/access/roles';

/** Audience ids sent with every note (spec §3 segments). */
export const SEGMENTS = {
  unauthenticated: 'unauthenticated',
  admin: 'admin',
  coach: 'coach',
  student: 'student',
  /**
   * Our name for §6's "one further segment": users of a paying customer's portal, i.e. any
   * portal but the academy's own open ones ("… you can …", "Unlimited …").
   */
  customer: 'customer',
} as const;

export type Segment = (typeof SEGMENTS)[keyof typeof SEGMENTS];

/** Spec §6: no customer segment when the portal name contains one of these (any case). */
const NON_CUSTOMER_PORTAL_WORDS = ['you can', 'unlimited'];

export interface SegmentInput {
  authenticated: boolean;
  roles: readonly string[];
  portalName: string;
}

/**
 * Spec §6: "Feedback segments derive from roles: unauthenticated, admin, coach; coach segment
 * only if not admin; student segment only if neither; one further segment unless the portal
 * name contains you can or unlimited." Admin is §6's derived admin (admin or academy_admin).
 */
export function feedbackSegments({ authenticated, roles, portalName }: SegmentInput): Segment[] {
  const segments: Segment[] = [];
  const admin = authenticated && hasRole(roles, ADMIN_ROLES);
  const coach = authenticated && hasRole(roles, COACH_ROLES);
  if (!authenticated) segments.push(SEGMENTS.unauthenticated);
  if (admin) segments.push(SEGMENTS.admin);
  if (coach && !admin) segments.push(SEGMENTS.coach);
  if (authenticated && !admin && !coach && hasRole(roles, STUDENT_ROLES)) {
    segments.push(SEGMENTS.student);
  }
  const name = portalName.toLowerCase();
  if (!NON_CUSTOMER_PORTAL_WORDS.some((word) => name.includes(word))) {
    segments.push(SEGMENTS.customer);
  }
  return segments;
}
