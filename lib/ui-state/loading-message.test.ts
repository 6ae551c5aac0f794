import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_STEP_MS,
  loadingMessageKey,
  msUntilNextLoadingMessage,
  NO_CONNECTION_KEY,
} from './loading-message';

describe('loading message (spec §2: escalates every 12,040 ms)', () => {
  it.each([
    [0, 'components.loading.loading'],
    [12_039, 'components.loading.loading'],
    [12_040, 'components.loading.bit_more_patience'],
    [24_079, 'components.loading.bit_more_patience'],
    [24_080, 'components.loading.slow_internet_or_something_is_wrong'],
    [36_120, 'components.loading.something_went_wrong'],
    [600_000, 'components.loading.something_went_wrong'],
  ])('after %i ms: %s', (elapsed, key) => {
    expect(loadingMessageKey(elapsed, true)).toBe(key);
  });

  it('offline shows no_connection at any time', () => {
    expect(loadingMessageKey(0, false)).toBe(NO_CONNECTION_KEY);
    expect(loadingMessageKey(50_000, false)).toBe('components.loading.no_connection');
  });

  it('tells when the next change is due, and stops at the last step', () => {
    expect(LOADING_STEP_MS).toBe(12_040);
    expect(msUntilNextLoadingMessage(0)).toBe(12_040);
    expect(msUntilNextLoadingMessage(12_000)).toBe(40);
    expect(msUntilNextLoadingMessage(24_080)).toBe(12_040);
    expect(msUntilNextLoadingMessage(36_120)).toBeNull();
  });
});

describe('escalation on a clock (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks the four steps the way a timer-driven indicator would', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const shown: string[] = [];
    const tick = () => {
      const elapsed = Date.now() - start;
      shown.push(loadingMessageKey(elapsed, true));
      const wait = msUntilNextLoadingMessage(elapsed);
      if (wait !== null) setTimeout(tick, wait);
    };
    tick();
    vi.advanceTimersByTime(12_039);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown.at(-1)).toBe('components.loading.bit_more_patience');
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([
      'components.loading.loading',
      'components.loading.bit_more_patience',
      'components.loading.slow_internet_or_something_is_wrong',
      'components.loading.something_went_wrong',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
