import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import { upvoteFailure } from './upvote-failure';

describe('upvoteFailure (spec §8)', () => {
  it('toasts ALREADY_UPVOTED, whatever its status', () => {
    expect(upvoteFailure(new ApiError(422, [{ code: 'ALREADY_UPVOTED' }]))).toBe('toast');
    expect(upvoteFailure(new ApiError(409, [{ code: 'ALREADY_UPVOTED' }]))).toBe('toast');
  });

  it('shows any other failure inline on the card', () => {
    expect(upvoteFailure(new ApiError(502, [{ code: 'UPSTREAM_UNAVAILABLE' }]))).toBe('inline');
    expect(upvoteFailure(noResponseError())).toBe('inline');
    expect(upvoteFailure(new Error('boom'))).toBe('inline');
  });
});
