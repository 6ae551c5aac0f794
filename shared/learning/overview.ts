import { type AttemptResult, attemptResult } from '../packages/attempt-result';

/**
 * The learner overview (issue 43, item 1): every enrolled course's grades and what is due soon.
 * These are the rules the API words a learner's results by and the screen reads them with.
 * Free of zod, for client components.
 */

/** The course items that are graded: quizzes, assignments, content packages and LTI tools' items. */
export const GRADED_ITEM_KINDS = ['quiz', 'assignment', 'package', 'lti'] as const;
export type GradedItemKind = (typeof GRADED_ITEM_KINDS)[number];

/**
 * Where a learner stands in one graded item, in one word:
 * - passed / failed: the result that counts (a quiz's best attempt, the assignment's grade, the
 *   package's latest attempt);
 * - completed / incomplete: a package that says no pass or fail;
 * - awaiting_review: submitted, a coach has still to grade it (an assignment, or a quiz's open
 *   answers);
 * - changes_requested: the coach asked for another attempt at an assignment;
 * - in_progress: started, nothing submitted yet;
 * - not_started: nothing yet.
 */
export const GRADE_RESULTS = [
  'passed',
  'failed',
  'completed',
  'incomplete',
  'awaiting_review',
  'changes_requested',
  'in_progress',
  'not_started',
] as const;
export type GradeResult = (typeof GRADE_RESULTS)[number];

/**
 * What a score means: a quiz's or package's percent, an assignment's points, a pass or fail
 * without points, or the points of a rubric.
 */
export const GRADE_SCHEMES = ['percent', 'points', 'pass_fail', 'rubric'] as const;
export type GradeScheme = (typeof GRADE_SCHEMES)[number];

/**
 * A quiz counts its best attempt (docs/quizzes-api.md: certificates read the best percent, and
 * `passed` is any attempt's pass); an open answer waiting for a coach leaves it pending.
 */
export function quizResult(quiz: {
  submitted: number;
  anyPassed: boolean;
  pendingReview: boolean;
  open: boolean;
}): GradeResult {
  if (quiz.anyPassed) return 'passed';
  if (quiz.pendingReview) return 'awaiting_review';
  if (quiz.submitted > 0) return 'failed';
  return quiz.open ? 'in_progress' : 'not_started';
}

/**
 * An assignment counts its review ticket's current grade (a regrade replaces it); before a
 * grade, where the ticket stands.
 */
export function assignmentResult(
  ticket: { status: string; passed: boolean | null } | null,
): GradeResult {
  if (!ticket) return 'not_started';
  if (ticket.status === 'changes_requested') return 'changes_requested';
  if ((ticket.status === 'graded' || ticket.status === 'closed') && ticket.passed !== null) {
    return ticket.passed ? 'passed' : 'failed';
  }
  return 'awaiting_review';
}

const PACKAGE_RESULTS: Record<AttemptResult, GradeResult> = {
  passed: 'passed',
  failed: 'failed',
  completed: 'completed',
  incomplete: 'incomplete',
  opened: 'in_progress',
};

/** A package counts its latest attempt (the one a launch resumes), as the reports word it. */
export function packageResult(
  attempt: { successStatus: string | null; completionStatus: string | null } | null,
): GradeResult {
  return attempt ? PACKAGE_RESULTS[attemptResult(attempt)] : 'not_started';
}

/** A score's share of its maximum in whole percents; null without a score. */
export function percentOf(score: number | null, maxScore: number | null): number | null {
  if (score === null || maxScore === null || maxScore <= 0) return null;
  return Math.max(0, Math.min(100, Math.round((score * 100) / maxScore)));
}

/** What the to-do lists: an assignment's due date, a started quiz's time limit, an expiry. */
export const TODO_KINDS = ['assignment', 'quiz', 'certificate'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/**
 * Why an item is on the to-do: an assignment not submitted yet, or sent back with changes
 * requested; a quiz attempt still open; a valid certificate that expires.
 */
export const TODO_STATUSES = [
  'not_submitted',
  'changes_requested',
  'in_progress',
  'expiring',
] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/**
 * The to-do's window: what falls due in the next 14 days (the number), at most 90 days
 * ahead when asked (`?days=`), and everything overdue that is not done, however old.
 */
export const TODO_WINDOW = { defaultDays: 14, maxDays: 90 } as const;

/** The window's days from `?days=`: the default when absent, null when not 1–90 whole days. */
export function todoDays(raw: string | undefined): number | null {
  if (raw === undefined) return TODO_WINDOW.defaultDays;
  if (!/^\d{1,3}$/.test(raw)) return null;
  const days = Number(raw);
  return days >= 1 && days <= TODO_WINDOW.maxDays ? days : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the to-do's window: `days` from now. */
export const todoUntil = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** Past its due date (and, being on the to-do, not done). */
export const isOverdue = (dueAt: Date, now: Date) => dueAt.getTime() < now.getTime();
