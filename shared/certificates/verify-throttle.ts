/**
 * The public /verify lookup (docs/quizzes-api.md): at most 20 lookups a minute per address. A
 * fixed window of a minute from its first lookup; the 20th closes it until the minute is over,
 * so the 21st is refused (429 with Retry-After: the seconds left).
 */
export const VERIFY_LOOKUPS_PER_MINUTE = 20;
export const VERIFY_WINDOW_MS = 60_000;

/** The shape of an auth_throttles row (a counter per key). */
export type LookupCounter = {
  count: number;
  windowStart: Date;
  blockedUntil: Date | null;
  updatedAt: Date;
};

/** The counter after one more lookup at `now`. */
export function afterLookup(state: LookupCounter | null, now: Date): LookupCounter {
  const fresh = !state || now.getTime() - state.windowStart.getTime() >= VERIFY_WINDOW_MS;
  const count = fresh ? 1 : state.count + 1;
  const windowStart = fresh ? now : state.windowStart;
  const blockedUntil =
    count >= VERIFY_LOOKUPS_PER_MINUTE ? new Date(windowStart.getTime() + VERIFY_WINDOW_MS) : null;
  return { count, windowStart, blockedUntil, updatedAt: now };
}

/** Seconds until the address may look up again (0: now). */
export function lookupWaitSeconds(state: LookupCounter | null, now: Date): number {
  if (!state?.blockedUntil) return 0;
  const left = state.blockedUntil.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
