import { safePortalPath } from '../../shared/navigation/safe-path';

/**
 * Where each kind of notification the API sends leads: the screen it is
 * about, as a same-portal relative path checked by the one check for such links
 * (safePortalPath). A path it refuses is a bug here, so it throws.
 */
function portalPath(path: string): string {
  const safe = safePortalPath(path);
  if (safe === null) throw new Error(`Not a same-portal path: ${path}`);
  return safe;
}

const segment = (value: string) => encodeURIComponent(value);

/** A course's page (/catalog/{course}): what a new access notification is about. */
export const coursePageLink = (courseSlug: string) => portalPath(`/catalog/${segment(courseSlug)}`);

/** The player page of an item (/courses/{course}/{item}): a graded assignment, a lesson. */
export const itemLink = (courseSlug: string, itemSlug: string) =>
  portalPath(`/courses/${segment(courseSlug)}/${segment(itemSlug)}`);

/** A certificate's own page. */
export const certificateLink = (certificateId: string) =>
  portalPath(`/certificates/${segment(certificateId)}`);

/** Mandate requests and decisions are read and decided on /approvals. */
export const APPROVALS_LINK = portalPath('/approvals');

/** Enrolled in several courses at once (issue 43): the learner's own courses. */
export const MY_COURSES_LINK = portalPath('/courses');

/** An order's automation message: the customer's orders and subscription. */
export const ORDERS_LINK = portalPath('/account/orders');

/**
 * An announcement is read in full on the coaches' news page; everyone else has nothing better
 * than the notifications page, where its title is the whole message.
 */
export const announcementLink = (coachNews: boolean) =>
  portalPath(coachNews ? '/coach/news' : '/notifications');
