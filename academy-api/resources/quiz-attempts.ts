import { publicQuestion, visibleResults } from '../../shared/quiz/attempt';
import type { QuizSettings } from '../../shared/quiz/types';
import { toWire } from '../../shared/quiz/wire';
import type { ResourceObject } from '../jsonapi/document';
import { toOne } from '../jsonapi/document';
import type { AttemptSummary, QuizAttemptRow, QuizItem } from '../queries/quiz-attempts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A student's attempt (docs/quizzes-api.md "Taking a quiz"): the questions as the student sees
 * them (never a key before it is submitted), their answers, and once submitted the results as
 * far as the quiz's settings show them. Nested keys travel snake_case (toWire).
 */
export function quizAttemptResource(
  attempt: QuizAttemptRow,
  settings: QuizSettings,
  now: Date = new Date(),
): ResourceObject {
  const shows = new Set(settings.showAfterwards);
  const attributes: Record<string, unknown> = {
    number: attempt.number,
    status: attempt.status,
    started_at: iso(attempt.startedAt),
    deadline_at: iso(attempt.deadlineAt),
    submitted_at: iso(attempt.submittedAt),
    submitted_by: attempt.submittedBy,
    layout: settings.layout,
    server_now: now.toISOString(),
    questions: toWire(attempt.questions.map(publicQuestion)),
    answers: toWire(attempt.answers),
  };
  if (attempt.status === 'submitted') {
    if (shows.has('score')) {
      attributes.score = attempt.score;
      attributes.percent = attempt.percent;
    }
    attributes.max_score = attempt.maxScore;
    attributes.passed = attempt.passed;
    attributes.pending_review = attempt.pendingReview;
    attributes.pass_mark = settings.passMark;
    attributes.results = toWire(
      visibleResults(attempt.questions, attempt.results ?? [], settings.showAfterwards),
    );
  }
  return {
    type: 'quiz_attempts',
    id: attempt.id,
    attributes,
    relationships: {
      quiz: toOne('quizzes', attempt.itemId),
      course: toOne('courses', attempt.courseId),
    },
  };
}

export type QuizSummary = {
  item: QuizItem;
  settings: QuizSettings;
  /** Questions an attempt holds: the draw count (at most the pool) or all of them. */
  questionCount: number;
  /** null for a random draw: the maximum depends on the questions drawn. */
  maxScore: number | null;
  attempts: AttemptSummary[];
};

/**
 * A quiz as the student sees it before and between attempts. Percentages (best and per
 * attempt) are null unless the settings show the score.
 */
export function quizSummaryResource(summary: QuizSummary): ResourceObject {
  const { item, settings, attempts } = summary;
  const showScore = settings.showAfterwards.includes('score');
  const percents = attempts
    .filter((attempt) => attempt.status === 'submitted' && attempt.percent !== null)
    .map((attempt) => attempt.percent ?? 0);
  const open = attempts.find((attempt) => attempt.status === 'in_progress');
  return {
    type: 'quizzes',
    id: item.id,
    attributes: {
      title: item.title,
      pass_mark: settings.passMark,
      max_attempts: settings.maxAttempts,
      time_limit_minutes: settings.timeLimitMinutes,
      layout: settings.layout,
      question_count: summary.questionCount,
      max_score: summary.maxScore,
      attempts_used: attempts.length,
      attempts_left:
        settings.maxAttempts === null ? null : Math.max(0, settings.maxAttempts - attempts.length),
      best_percent: showScore && percents.length > 0 ? Math.max(...percents) : null,
      passed: attempts.some((attempt) => attempt.passed === true),
      open_attempt_id: open?.id ?? null,
      attempts: attempts.map((attempt) => ({
        id: attempt.id,
        number: attempt.number,
        status: attempt.status,
        started_at: iso(attempt.startedAt),
        submitted_at: iso(attempt.submittedAt),
        percent: showScore ? attempt.percent : null,
        passed: attempt.passed,
        pending_review: attempt.pendingReview,
      })),
    },
    relationships: { course: toOne('courses', item.courseId) },
  };
}
