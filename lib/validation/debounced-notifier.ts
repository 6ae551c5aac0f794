/** Spec §4: a form's dirty event is delayed 500 ms. */
export const DIRTY_EVENT_DELAY_MS = 500;

export interface DebouncedNotifier<T> {
  /** Schedules a call with this value, replacing any call still waiting. */
  notify(value: T): void;
  /** Makes the waiting call now, if any. */
  flush(): void;
  /** Drops the waiting call (e.g. on unmount). */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Calls `listener` with the latest value once `delayMs` has passed without another `notify`.
 * Timers come from the global scope so tests can drive them with fake timers.
 */
export function createDebouncedNotifier<T>(
  listener: (value: T) => void,
  delayMs: number = DIRTY_EVENT_DELAY_MS,
): DebouncedNotifier<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: { value: T } | undefined;

  const fire = () => {
    const waiting = latest;
    clearTimeout(timer);
    timer = undefined;
    latest = undefined;
    if (waiting) listener(waiting.value);
  };

  return {
    notify(value) {
      latest = { value };
      clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush: fire,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
    get pending() {
      return latest !== undefined;
    },
  };
}
