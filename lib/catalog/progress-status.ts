/** Where a learner stands in a course: the one status every card, page and list shows. */
export type ProgressStatus = 'notEnrolled' | 'notStarted' | 'inProgress' | 'completed';

/**
 * My courses said "In progress" (the enrolment's status) next to "Not started yet"
 * (no last activity) for the same course — two derivations. This is the one: not enrolled;
 * completed (the enrolment says so, or every item is done); not started (nothing done yet);
 * else in progress.
 */
export function progressStatus(input: {
  enrolled: boolean;
  done: number;
  total: number;
  completed: boolean;
}): ProgressStatus {
  if (!input.enrolled) return 'notEnrolled';
  if (input.completed || (input.total > 0 && input.done >= input.total)) return 'completed';
  if (input.done <= 0) return 'notStarted';
  return 'inProgress';
}
