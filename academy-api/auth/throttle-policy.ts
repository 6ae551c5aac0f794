/**
 * Brute-force rules, pure: how a counter moves after an event and how long the key
 * is refused. Failures are remembered for `memoryMs` after the last one; from the `free`-th on,
 * each event blocks the key for a doubling time (base, 2×base, 4×base …, at most `maxBlockMs`).
 */
export interface ThrottlePolicy {
  free: number;
  memoryMs: number;
  baseBlockMs: number;
  maxBlockMs: number;
}

export interface ThrottleState {
  count: number;
  windowStart: Date;
  blockedUntil: Date | null;
  updatedAt: Date;
}

const MINUTE = 60_000;

/** Sign-in: 5 failures, then 30 s, 1 min, 2 min … up to 15 min; forgotten after 15 quiet minutes. */
export const LOGIN_POLICY: ThrottlePolicy = {
  free: 5,
  memoryMs: 15 * MINUTE,
  baseBlockMs: 30_000,
  maxBlockMs: 15 * MINUTE,
};

/**
 * Sign-in per address: offices and schools share one address, so 20 failures before the same
 * doubling waits (an attacker spreading guesses over accounts still meets this one).
 */
export const ADDRESS_LOGIN_POLICY: ThrottlePolicy = { ...LOGIN_POLICY, free: 20 };

/** Registration per address: `free` accounts in ten minutes, then 10 min, 20 min … up to a day. */
export function registrationPolicy(free: number): ThrottlePolicy {
  return { free, memoryMs: 10 * MINUTE, baseBlockMs: 10 * MINUTE, maxBlockMs: 24 * 60 * MINUTE };
}

/** Seconds until the key may try again (0: now). */
export function retryAfterSeconds(state: ThrottleState | null, now: Date): number {
  if (!state?.blockedUntil) return 0;
  const left = state.blockedUntil.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The counter after one more failure (or registration) at `now`. */
export function afterEvent(
  state: ThrottleState | null,
  now: Date,
  policy: ThrottlePolicy,
): ThrottleState {
  const forgotten =
    !state ||
    (now.getTime() - state.updatedAt.getTime() > policy.memoryMs &&
      retryAfterSeconds(state, now) === 0);
  const count = forgotten ? 1 : state.count + 1;
  const windowStart = forgotten ? now : state.windowStart;
  const over = count - policy.free;
  const blockedUntil =
    over >= 0
      ? new Date(now.getTime() + Math.min(policy.maxBlockMs, policy.baseBlockMs * 2 ** over))
      : null;
  return { count, windowStart, blockedUntil, updatedAt: now };
}
