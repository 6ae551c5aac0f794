import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import { answers as feedbackAnswers, feedbackRoutes } from './feedback.routes';

/**
 * Where feedback's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [['/feedback', feedbackRoutes]];

/** What feedback's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...feedbackAnswers,
};
