import { describe, expect, it } from 'vitest';
import {
  afterLookup,
  type LookupCounter,
  lookupWaitSeconds,
  VERIFY_LOOKUPS_PER_MINUTE,
} from './verify-throttle';

const T0 = new Date('2026-03-15T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function lookups(n: number, secondsApart = 1) {
  let state: LookupCounter | null = null;
  for (let i = 0; i < n; i++) state = afterLookup(state, at(i * secondsApart));
  return state;
}

describe('the verify throttle: 20 lookups a minute per address', () => {
  it('lets 20 through and refuses the 21st until the minute is over', () => {
    expect(VERIFY_LOOKUPS_PER_MINUTE).toBe(20);
    expect(lookupWaitSeconds(lookups(19), at(19))).toBe(0);
    const twenty = lookups(20);
    expect(twenty?.count).toBe(20);
    // The 20th came at 19 s: the window opened at 0 s, so 41 s are left.
    expect(lookupWaitSeconds(twenty, at(19))).toBe(41);
    expect(lookupWaitSeconds(twenty, at(60))).toBe(0);
  });

  it('starts a new window a minute after the first lookup', () => {
    const state = afterLookup(lookups(20), at(61));
    expect(state).toMatchObject({ count: 1, blockedUntil: null });
    expect(state.windowStart).toEqual(at(61));
  });

  it('does not add up slow lookups across minutes', () => {
    // One every 50 s for an hour never reaches 20 in a window.
    expect(lookupWaitSeconds(lookups(72, 50), at(72 * 50))).toBe(0);
  });

  it('has no wait without a counter', () => {
    expect(lookupWaitSeconds(null, T0)).toBe(0);
  });
});
