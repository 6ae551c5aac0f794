import { describe, expect, it } from 'vitest';
import { isOnline, ONLINE_WINDOW_MS } from './online';

const now = new Date('2026-01-15T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('isOnline (spec §4/§9: last online within 15 minutes)', () => {
  it('is 15 minutes', () => {
    expect(ONLINE_WINDOW_MS).toBe(15 * 60 * 1000);
  });

  it('is online up to and including 15 minutes ago', () => {
    expect(isOnline(minutesAgo(0), now)).toBe(true);
    expect(isOnline(minutesAgo(15), now)).toBe(true);
    expect(isOnline(minutesAgo(15).toISOString(), now)).toBe(true);
  });

  it('is offline after 15 minutes, without a time or with an unreadable one', () => {
    expect(isOnline(new Date(minutesAgo(15).getTime() - 1), now)).toBe(false);
    expect(isOnline(minutesAgo(60 * 24), now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline(undefined, now)).toBe(false);
    expect(isOnline('not a date', now)).toBe(false);
  });

  it('tolerates a clock up to 15 minutes ahead, not more', () => {
    expect(isOnline(minutesAgo(-5), now)).toBe(true);
    expect(isOnline(minutesAgo(-16), now)).toBe(false);
  });
});
