/** Spec §2: the loading message escalates every 12,040 ms. */
export const LOADING_STEP_MS = 12_040;

/** Spec §2: the four steps, in order; the last one stays. */
export const LOADING_MESSAGE_KEYS = [
  'components.loading.loading',
  'components.loading.bit_more_patience',
  'components.loading.slow_internet_or_something_is_wrong',
  'components.loading.something_went_wrong',
] as const;

export const NO_CONNECTION_KEY = 'components.loading.no_connection';

export type LoadingMessageKey = (typeof LOADING_MESSAGE_KEYS)[number] | typeof NO_CONNECTION_KEY;

const LAST_STEP = LOADING_MESSAGE_KEYS.length - 1;

function step(elapsedMs: number): number {
  return Math.min(LAST_STEP, Math.max(0, Math.floor(elapsedMs / LOADING_STEP_MS)));
}

/** What the loading indicator says after `elapsedMs`; offline wins over any step. */
export function loadingMessageKey(elapsedMs: number, online: boolean): LoadingMessageKey {
  if (!online) return NO_CONNECTION_KEY;
  return LOADING_MESSAGE_KEYS[step(elapsedMs)] ?? 'components.loading.something_went_wrong';
}

/** How long until the message changes again, or null once it has reached the last step. */
export function msUntilNextLoadingMessage(elapsedMs: number): number | null {
  const current = step(elapsedMs);
  if (current === LAST_STEP) return null;
  return (current + 1) * LOADING_STEP_MS - Math.max(0, elapsedMs);
}
