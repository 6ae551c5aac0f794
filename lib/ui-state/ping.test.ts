import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { errorRefetchesPing, PING_QUERY_TIMING, pingRequiresReload } from './ping';

describe('ping (spec §4, §7, §9)', () => {
  it('a response with a redirect field forces a reload', () => {
    expect(pingRequiresReload({ redirect: 'https://demo.localhost/' })).toBe(true);
    expect(pingRequiresReload({ redirect: true })).toBe(true);
    expect(pingRequiresReload({ status: 'ok' })).toBe(false);
    expect(pingRequiresReload({ redirect: null })).toBe(false);
    expect(pingRequiresReload(null)).toBe(false);
  });
  it('a 401 on any query refetches ping', () => {
    expect(errorRefetchesPing(new ApiError(401, []))).toBe(true);
    expect(errorRefetchesPing(new ApiError(403, []))).toBe(false);
    expect(errorRefetchesPing(new Error('x'))).toBe(false);
  });
  it('stale 10 min, refetch every 30 min and on focus', () => {
    expect(PING_QUERY_TIMING).toEqual({
      staleTimeMs: 600_000,
      refetchIntervalMs: 1_800_000,
      refetchOnWindowFocus: true,
    });
  });
});
