import { domainRoutes } from '../app-env';
import * as quizAttempts from './quiz-attempts.routes';
import * as quizAuthoring from './quiz-authoring.routes';
import * as quizPreview from './quiz-preview.routes';

/** Where the quizzes' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [quizAttempts, quizAuthoring, quizPreview],
  [
    // A student's quiz in a course (a longer path: mounted before the course routes).
    ['/v1/courses/:course/quizzes', quizAttempts.courseQuizRoutes],
    // Student view: a quiz taken as a student would, graded but never stored.
    ['/v1/courses/:course/preview/quizzes', quizPreview.quizPreviewRoutes],
    ['/v1/quizzes', quizAuthoring.quizAuthoringRoutes],
    ['/v1/quiz_attempts', quizAttempts.quizAttemptRoutes],
  ],
);
