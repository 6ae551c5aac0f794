/*
 * The attempt's timer. The deadline is the server's; the browser's clock may be off, so the time
 * left is counted on the server's clock: `server_now` says what it was when the attempt arrived.
 */

/** How far the server's clock is ahead of the browser's (ms; negative when behind). */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Whole seconds left until `deadlineAt` (rounded up, never below 0), on the server's clock. */
export function remainingSeconds(deadlineAt: string, offsetMs: number, nowMs: number): number {
  const deadline = Date.parse(deadlineAt);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - (nowMs + offsetMs)) / 1000));
}

/** mm:ss (minutes not capped: a 90-minute quiz starts at 90:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The warnings screen readers hear, in minutes left: at 5 and at 1 minute, once each. */
export const TIMER_ANNOUNCEMENTS = [5, 1] as const;
export type TimerAnnouncement = (typeof TIMER_ANNOUNCEMENTS)[number];

/**
 * The warning due at `remaining` seconds, given those already made; null when none is. The
 * 5-minute warning is due from 5:00 down to (not including) 1:00, the 1-minute one from 1:00 to
 * 0:01: opening an attempt with 3 minutes left still warns once, and never twice.
 */
export function dueAnnouncement(
  remaining: number,
  announced: ReadonlySet<TimerAnnouncement>,
): TimerAnnouncement | null {
  if (remaining <= 0) return null;
  for (const [index, minutes] of TIMER_ANNOUNCEMENTS.entries()) {
    const below = TIMER_ANNOUNCEMENTS[index + 1] ?? 0;
    if (remaining <= minutes * 60 && remaining > below * 60) {
      return announced.has(minutes) ? null : minutes;
    }
  }
  return null;
}
