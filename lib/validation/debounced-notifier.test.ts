import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedNotifier, DIRTY_EVENT_DELAY_MS } from './debounced-notifier';

describe('createDebouncedNotifier (spec §4: dirty event delayed 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to 500 ms', () => {
    expect(DIRTY_EVENT_DELAY_MS).toBe(500);
  });

  it('calls once, 500 ms after the last notify, with the latest value', () => {
    const listener = vi.fn();
    const notifier = createDebouncedNotifier<boolean>(listener);
    notifier.notify(true);
    vi.advanceTimersByTime(499);
    notifier.notify(false);
    vi.advanceTimersByTime(499);
    expect(listener).not.toHaveBeenCalled();
    expect(notifier.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledExactlyOnceWith(false);
    expect(notifier.pending).toBe(false);
  });

  it('flush calls now; cancel drops the waiting call', () => {
    const listener = vi.fn();
    const notifier = createDebouncedNotifier<number>(listener, 350);
    notifier.notify(1);
    notifier.flush();
    expect(listener).toHaveBeenCalledExactlyOnceWith(1);
    notifier.notify(2);
    notifier.cancel();
    vi.advanceTimersByTime(1000);
    notifier.flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
