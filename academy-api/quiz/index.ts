/**
 * What the other domains may use of quizzes: attempts, grading and authoring. A domain imports
 * another only through its index (tests/architecture/api-domains.test.ts).
 */
export { attemptShowsImage } from './quiz-attempts.queries';
export { quizPublishFacts } from './quiz-authoring.queries';
export { loadQuizSettings } from './quiz-settings.queries';
