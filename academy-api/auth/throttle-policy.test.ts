import { describe, expect, it } from 'vitest';
import {
  afterEvent,
  LOGIN_POLICY,
  registrationPolicy,
  retryAfterSeconds,
  type ThrottleState,
} from './throttle-policy';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, 0) + seconds * 1000);

function failures(times: number[], policy = LOGIN_POLICY) {
  let state: ThrottleState | null = null;
  for (const second of times) state = afterEvent(state, at(second), policy);
  return state;
}

describe('sign-in throttling (5 failures a minute, growing delay, then 429)', () => {
  it('lets four failures pass and blocks 30 s from the fifth', () => {
    expect(retryAfterSeconds(failures([0, 1, 2, 3]), at(4))).toBe(0);
    const fifth = failures([0, 1, 2, 3, 4]);
    expect(retryAfterSeconds(fifth, at(4))).toBe(30);
    expect(retryAfterSeconds(fifth, at(20))).toBe(14);
    expect(retryAfterSeconds(fifth, at(34))).toBe(0);
  });

  it('doubles the wait with every further failure, up to 15 minutes', () => {
    expect(retryAfterSeconds(failures([0, 1, 2, 3, 4, 40]), at(40))).toBe(60);
    expect(retryAfterSeconds(failures([0, 1, 2, 3, 4, 40, 110]), at(110))).toBe(120);
    const many = failures(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(retryAfterSeconds(many, at(190))).toBe(15 * 60);
  });

  it('forgets failures after 15 quiet minutes, but never during a block', () => {
    const state = failures([0, 1, 2, 3]);
    expect(afterEvent(state, at(3 + 15 * 60 + 1), LOGIN_POLICY).count).toBe(1);
    expect(afterEvent(state, at(3 + 60), LOGIN_POLICY).count).toBe(5);
  });
});

describe('registration throttling per address', () => {
  it('allows the configured number in ten minutes, then refuses for ten minutes', () => {
    const policy = registrationPolicy(5);
    expect(retryAfterSeconds(failures([0, 1, 2, 3], policy), at(4))).toBe(0);
    expect(retryAfterSeconds(failures([0, 1, 2, 3, 4], policy), at(4))).toBe(600);
  });
});
