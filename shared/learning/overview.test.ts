import { describe, expect, it } from 'vitest';
import {
  assignmentResult,
  isOverdue,
  packageResult,
  percentOf,
  quizResult,
  TODO_WINDOW,
  todoDays,
  todoUntil,
} from './overview';

const NOW = new Date('2026-12-05T10:00:00Z');
const DAY = 86_400_000;

describe('a quiz’s result: its best attempt, any pass (issue 43, item 1)', () => {
  const quiz = { submitted: 0, anyPassed: false, pendingReview: false, open: false };
  it('passed once any attempt passed, even with a pending one', () => {
    expect(quizResult({ ...quiz, submitted: 3, anyPassed: true, pendingReview: true })).toBe(
      'passed',
    );
  });
  it('awaiting review while open answers wait for a coach, else failed', () => {
    expect(quizResult({ ...quiz, submitted: 1, pendingReview: true })).toBe('awaiting_review');
    expect(quizResult({ ...quiz, submitted: 2 })).toBe('failed');
  });
  it('in progress while the first attempt is open, not started before', () => {
    expect(quizResult({ ...quiz, open: true })).toBe('in_progress');
    expect(quizResult(quiz)).toBe('not_started');
  });
});

describe('an assignment’s result: its ticket', () => {
  it('the grade once graded or closed', () => {
    expect(assignmentResult({ status: 'graded', passed: true })).toBe('passed');
    expect(assignmentResult({ status: 'closed', passed: false })).toBe('failed');
  });
  it('where the ticket stands before that', () => {
    expect(assignmentResult(null)).toBe('not_started');
    for (const status of ['new', 'in_review', 'resubmitted']) {
      expect(assignmentResult({ status, passed: null }), status).toBe('awaiting_review');
    }
    expect(assignmentResult({ status: 'changes_requested', passed: null })).toBe(
      'changes_requested',
    );
  });
});

describe('a package’s result: its latest attempt, as the reports say', () => {
  it('pass or fail first, else completion, else opened', () => {
    expect(packageResult({ successStatus: 'passed', completionStatus: 'incomplete' })).toBe(
      'passed',
    );
    expect(packageResult({ successStatus: null, completionStatus: 'completed' })).toBe('completed');
    expect(packageResult({ successStatus: null, completionStatus: null })).toBe('in_progress');
    expect(packageResult(null)).toBe('not_started');
  });
});

describe('scores and the to-do window', () => {
  it('a score as whole percents of its maximum', () => {
    expect(percentOf(7, 10)).toBe(70);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(null, 10)).toBeNull();
    expect(percentOf(1, 0)).toBeNull();
  });

  it('14 days unless asked, 1 to 90 when asked', () => {
    expect(TODO_WINDOW.defaultDays).toBe(14);
    expect(todoDays(undefined)).toBe(14);
    expect(todoDays('1')).toBe(1);
    expect(todoDays('90')).toBe(90);
    for (const raw of ['0', '91', '', '-1', '1.5', 'x', '0014x'])
      expect(todoDays(raw), raw).toBeNull();
    expect(todoUntil(NOW, 14).getTime() - NOW.getTime()).toBe(14 * DAY);
  });

  it('overdue: due before now', () => {
    expect(isOverdue(new Date(NOW.getTime() - 1), NOW)).toBe(true);
    expect(isOverdue(NOW, NOW)).toBe(false);
  });
});
