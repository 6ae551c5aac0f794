import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  dueAnnouncement,
  formatClock,
  remainingSeconds,
  type TimerAnnouncement,
} from './timer';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe('the attempt timer', () => {
  it('counts on the server clock: its offset from when the attempt arrived', () => {
    // The browser's clock is 30 s behind the server's.
    const offset = clockOffset('2026-03-01T10:00:30Z', NOW);
    expect(offset).toBe(30_000);
    expect(remainingSeconds('2026-03-01T10:10:30Z', offset, NOW)).toBe(600);
    expect(remainingSeconds('2026-03-01T10:10:30Z', offset, NOW + 1_500)).toBe(599);
    expect(remainingSeconds('2026-03-01T10:10:30Z', 0, NOW)).toBe(630);
    expect(clockOffset('not a date', NOW)).toBe(0);
  });

  it('never goes below 0 and rounds up (0:00 only when the time is really up)', () => {
    expect(remainingSeconds('2026-03-01T10:00:00Z', 0, NOW + 60_000)).toBe(0);
    expect(remainingSeconds('2026-03-01T10:00:01Z', 0, NOW + 100)).toBe(1);
    expect(remainingSeconds('garbage', 0, NOW)).toBe(0);
  });

  it('shows mm:ss, minutes uncapped', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(5399)).toBe('89:59');
    expect(formatClock(600 * 60)).toBe('600:00');
    expect(formatClock(-4)).toBe('00:00');
  });

  it('warns at 5 and at 1 minute left, each once', () => {
    const announced = new Set<TimerAnnouncement>();
    const heard: TimerAnnouncement[] = [];
    for (let left = 400; left >= 0; left -= 1) {
      const due = dueAnnouncement(left, announced);
      if (due) {
        announced.add(due);
        heard.push(due);
        expect(left).toBe(due * 60);
      }
    }
    expect(heard).toEqual([5, 1]);
  });

  it('warns once when opened inside a window, never for the time already past', () => {
    expect(dueAnnouncement(200, new Set())).toBe(5);
    expect(dueAnnouncement(200, new Set([5]))).toBeNull();
    expect(dueAnnouncement(45, new Set())).toBe(1);
    expect(dueAnnouncement(301, new Set())).toBeNull();
    expect(dueAnnouncement(0, new Set())).toBeNull();
  });
});
