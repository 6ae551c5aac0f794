import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { makeQueryClient, QUERY_DEFAULTS } from './query-client';

describe('query cache defaults (spec §9)', () => {
  it('keeps data fresh 20 min and collects it after 30 min', () => {
    expect(QUERY_DEFAULTS.staleTime).toBe(1_200_000);
    expect(QUERY_DEFAULTS.gcTime).toBe(1_800_000);
  });

  it('retries once, after 2 s doubling, capped at 30 s', () => {
    expect(QUERY_DEFAULTS.retry).toBe(1);
    expect([0, 1, 2, 3, 4, 5].map(QUERY_DEFAULTS.retryDelay)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('does not retry answers such as 403, but does retry 503 and no response', () => {
    const retry = makeQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(403, []))).toBe(false);
    expect(retry(0, new ApiError(503, []))).toBe(true);
    expect(retry(0, new ApiError(408, []))).toBe(true);
    expect(retry(1, new ApiError(503, []))).toBe(false);
  });
});

describe('the per-request server client', () => {
  it('never retries and leaves no timer holding its data after the request', async () => {
    vi.useFakeTimers();
    try {
      const server = makeQueryClient(undefined, { server: true });
      expect(server.getDefaultOptions().queries?.retry).toBe(false);
      await server.fetchQuery({
        queryKey: ['me'],
        queryFn: async () => ({ big: 'x'.repeat(100) }),
      });
      server.setQueryData(['accounts', 'a'], { id: 'a' });
      expect(vi.getTimerCount()).toBe(0);

      // The browser's client does collect unused data after 30 minutes.
      const browser = makeQueryClient();
      browser.setQueryData(['accounts', 'a'], { id: 'a' });
      expect(vi.getTimerCount()).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
