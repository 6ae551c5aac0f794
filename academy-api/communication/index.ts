/**
 * What the other domains may use of communication: announcements, the mailing list and
 * notifications. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */
export { bannerFor } from './announcements.queries';
export { pathAnnouncement } from './announcements.routes';
export { bannerResource } from './announcements.serializers';
export { mailingPortal } from './mailing-list.queries';
export {
  APPROVALS_LINK,
  certificateLink,
  coursePageLink,
  itemLink,
  MY_COURSES_LINK,
  ORDERS_LINK,
} from './notification-links.queries';
export { createNotification } from './notifications.queries';
export { notificationRoutes } from './notifications.routes';
