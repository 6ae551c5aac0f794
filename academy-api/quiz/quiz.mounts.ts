import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  courseQuizRoutes,
  quizAttemptRoutes,
  answers as quizAttemptsAnswers,
} from './quiz-attempts.routes';
import { answers as quizAuthoringAnswers, quizAuthoringRoutes } from './quiz-authoring.routes';

/**
 * Where the quizzes' routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  // A student's quiz in a course (a longer path: mounted before the course routes).
  ['/v1/courses/:course/quizzes', courseQuizRoutes],
  ['/v1/quizzes', quizAuthoringRoutes],
  ['/v1/quiz_attempts', quizAttemptRoutes],
];

/** What the quizzes' routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...quizAttemptsAnswers,
  ...quizAuthoringAnswers,
};
