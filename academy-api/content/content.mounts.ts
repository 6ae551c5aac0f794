import { domainRoutes } from '../app-env';
import * as contentTranslations from './content-translations.routes';

/** Where the content translations' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [contentTranslations],
  [
    // A course's translations, for those who edit it.
    ['/v1/courses/:course/translations', contentTranslations.courseTranslationRoutes],
    ['/v1/announcements/:id/translations', contentTranslations.announcementTranslationRoutes],
  ],
);
