import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { queryErrorEffects } from './query-errors';

describe('queryErrorEffects', () => {
  it('refetches ping on a 401 and stays silent (spec §4, §8)', () => {
    expect(queryErrorEffects(new ApiError(401, []))).toEqual({ refetchPing: true, report: false });
  });

  it('keeps mapped statuses silent', () => {
    for (const status of [402, 403, 404, 408, 502, 503, 504]) {
      expect(queryErrorEffects(new ApiError(status, [])).report, String(status)).toBe(false);
    }
  });

  it('reports unmapped statuses and unexpected errors', () => {
    expect(queryErrorEffects(new ApiError(500, [])).report).toBe(true);
    expect(queryErrorEffects(new ApiError(422, [])).report).toBe(true);
    expect(queryErrorEffects(new TypeError('x is undefined')).report).toBe(true);
  });

  it('does not report an aborted request', () => {
    expect(queryErrorEffects(new DOMException('aborted', 'AbortError')).report).toBe(false);
  });
});
