import { ApiError } from '@/lib/api/errors';
import { ALREADY_UPVOTED } from './types';

/**
 * Spec §8: "Upvote failure code ALREADY_UPVOTED: error toast
 * modals.feedback.project.result.already_upvoted; other failure: inline
 * modals.feedback.project.result.error on the card."
 */
export function upvoteFailure(error: unknown): 'toast' | 'inline' {
  return error instanceof ApiError && error.errors.some((e) => e.code === ALREADY_UPVOTED)
    ? 'toast'
    : 'inline';
}
