import { domainRoutes } from '../app-env';
import * as announcements from './announcements.routes';
import * as mailings from './mailings.routes';
import * as notifications from './notifications.routes';

/** Where communication's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [announcements, mailings, notifications],
  [
    ['/v1/announcements', announcements.announcementRoutes],
    ['/v1/news', announcements.newsRoutes],
    ['/v1/mailing_list', mailings.mailingListRoutes],
    ['/v1/mailings', mailings.mailingRoutes],
  ],
);
