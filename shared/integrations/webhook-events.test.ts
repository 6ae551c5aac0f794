import { describe, expect, it } from 'vitest';
import {
  nextAttemptAt,
  shouldDisable,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
} from './webhook-events';

const HOUR = 3_600_000;

describe('webhook events and retries (issue 42, item 2)', () => {
  it('groups every event type exactly once', () => {
    const grouped = Object.values(WEBHOOK_EVENT_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('names the events the issue lists', () => {
    for (const type of [
      'account.created',
      'enrollment.created',
      'lesson.completed',
      'course.completed',
      'quiz.passed',
      'quiz.failed',
      'certificate.issued',
      'certificate.revoked',
      'order.paid',
      'order.refunded',
      'ticket.graded',
      'subscription.changed',
    ]) {
      expect(WEBHOOK_EVENT_TYPES).toContain(type);
    }
  });

  it('backs off exponentially, and the last try comes about three days after the event', () => {
    for (let i = 1; i < 5; i++) {
      expect(WEBHOOK_RETRY_DELAYS_MS[i]).toBeGreaterThan(WEBHOOK_RETRY_DELAYS_MS[i - 1] as number);
    }
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, pause) => sum + pause, 0);
    expect(total).toBeGreaterThanOrEqual(70 * HOUR);
    expect(total).toBeLessThanOrEqual(72 * HOUR);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
  });

  it('an endpoint down for ten minutes is tried again within the next half hour', () => {
    const event = new Date('2026-12-05T10:00:00Z');
    let at = event;
    let attempts = 0;
    // Fails until ten minutes have passed.
    while (at.getTime() - event.getTime() < 10 * 60_000) {
      attempts++;
      at = nextAttemptAt(attempts, at) as Date;
    }
    expect(at.getTime() - event.getTime()).toBeLessThanOrEqual(40 * 60_000);
  });

  it('gives up after the last pause', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(nextAttemptAt(1, now)?.getTime()).toBe(now.getTime() + 5_000);
    expect(nextAttemptAt(WEBHOOK_MAX_ATTEMPTS - 1, now)).not.toBeNull();
    expect(nextAttemptAt(WEBHOOK_MAX_ATTEMPTS, now)).toBeNull();
  });

  it('switches an endpoint off only after failing for a whole schedule (about three days)', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(WEBHOOK_DISABLE_AFTER_MS).toBeGreaterThan(70 * HOUR);
    expect(shouldDisable(null, now)).toBe(false);
    expect(shouldDisable(new Date(now.getTime() - 24 * HOUR), now)).toBe(false);
    expect(shouldDisable(new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS + 60_000), now)).toBe(
      false,
    );
    expect(shouldDisable(new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS), now)).toBe(true);
  });
});
