import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  announcementTranslationRoutes,
  answers as contentTranslationsAnswers,
  courseTranslationRoutes,
} from './content-translations.routes';

/**
 * Where the content translations' routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  // A course's translations, for those who edit it.
  ['/v1/courses/:course/translations', courseTranslationRoutes],
  ['/v1/announcements/:id/translations', announcementTranslationRoutes],
];

/** What the content translations' routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...contentTranslationsAnswers,
};
