import { describe, expect, it } from 'vitest';
import { addMonths, extendedSubscription, productMonths, runKey, stepsOf } from './automations';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('stepsOf (the steps a rule runs, in order)', () => {
  it('runs only what is configured, enrol → subscription → coach → notify', () => {
    expect(
      stepsOf({ courseIds: ['c'], subscriptionMonths: 12, coachId: 'x', message: 'Welcome' }),
    ).toEqual(['enrol', 'subscription', 'coach', 'notify']);
    // DEMO-DATA.md: Annual subscription paid → a yearly subscription, and a notification.
    expect(
      stepsOf({ courseIds: [], subscriptionMonths: 12, coachId: null, message: 'Welcome' }),
    ).toEqual(['subscription', 'notify']);
    expect(
      stepsOf({ courseIds: [], subscriptionMonths: null, coachId: null, message: '  ' }),
    ).toEqual([]);
  });
});

describe('productMonths', () => {
  it('reads the billing period, else the access months', () => {
    expect(productMonths({ billingPeriod: 'year', accessMonths: null })).toBe(12);
    expect(productMonths({ billingPeriod: 'month', accessMonths: null })).toBe(1);
    expect(productMonths({ billingPeriod: null, accessMonths: 12 })).toBe(12);
    expect(productMonths({ billingPeriod: null, accessMonths: null })).toBeNull();
  });
});

describe('addMonths', () => {
  it('adds calendar months, keeping the end of short months', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(NOW, 12).toISOString()).toBe('2027-11-27T12:00:00.000Z');
  });
});

describe('extendedSubscription (start or extend)', () => {
  it('starts an ended or missing subscription now', () => {
    expect(extendedSubscription(null, 12, NOW)).toEqual({
      startsAt: NOW,
      endsAt: new Date('2027-11-27T12:00:00Z'),
    });
    const ended = {
      isActive: true,
      startsAt: new Date('2025-01-01T00:00:00Z'),
      endsAt: new Date('2026-11-17T12:00:00Z'),
    };
    expect(extendedSubscription(ended, 12, NOW).startsAt).toEqual(NOW);
  });

  it('runs an active subscription on from its end', () => {
    const active = {
      isActive: true,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2026-12-31T00:00:00Z'),
    };
    expect(extendedSubscription(active, 12, NOW)).toEqual({
      startsAt: active.startsAt,
      endsAt: new Date('2027-12-31T00:00:00Z'),
    });
  });

  it('has one key per order, rule and trigger', () => {
    expect(runKey('o', 'r', 'paid')).toBe('o:r:paid');
    expect(runKey('o', 'r', 'paid')).not.toBe(runKey('o', 'r', 'refunded'));
  });
});
