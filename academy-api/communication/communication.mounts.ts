import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  announcementRoutes,
  answers as announcementsAnswers,
  newsRoutes,
} from './announcements.routes';
import { mailingListRoutes, mailingRoutes, answers as mailingsAnswers } from './mailings.routes';
import { answers as notificationsAnswers } from './notifications.routes';

/**
 * Where communication's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  ['/v1/announcements', announcementRoutes],
  ['/v1/news', newsRoutes],
  ['/v1/mailing_list', mailingListRoutes],
  ['/v1/mailings', mailingRoutes],
];

/** What communication's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...announcementsAnswers,
  ...mailingsAnswers,
  ...notificationsAnswers,
};
