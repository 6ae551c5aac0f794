/**
 * The one word a report gives a package attempt (issue 37): the authors' report and the coach's
 * participant page say the same of the same attempt. Free of zod, for client components.
 * Its texts: each screen's `result.{key}` / `results.{key}`.
 */
export type AttemptResult = 'passed' | 'failed' | 'completed' | 'incomplete' | 'opened';

export function attemptResult(attempt: {
  successStatus: string | null;
  completionStatus: string | null;
}): AttemptResult {
  if (attempt.successStatus === 'passed' || attempt.successStatus === 'failed') {
    return attempt.successStatus;
  }
  if (attempt.completionStatus === 'completed' || attempt.completionStatus === 'incomplete') {
    return attempt.completionStatus;
  }
  return 'opened';
}
