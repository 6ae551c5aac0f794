import { describe, expect, it } from 'vitest';
import type { Subscription } from '@/lib/api/types';
import { subscriptionRequired, subscriptionState } from './subscription';

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  id: 's1',
  isActive: true,
  kind: 'paid',
  startsAt: null,
  endsAt: null,
  ...overrides,
});

describe('subscriptionRequired (spec §4)', () => {
  it.each([
    [['subscription'], true],
    [['in_plan'], true],
    [['subscription', 'flat_fee'], false],
    [['flat_fee'], false],
    [[], false],
  ] as const)('%j → %s', (models, expected) => {
    expect(subscriptionRequired(models)).toBe(expected);
  });
});

describe('subscriptionState', () => {
  it('tells a trial with its end date', () => {
    expect(
      subscriptionState(subscription({ kind: 'trial', endsAt: '2026-12-06' }), ['subscription']),
    ).toEqual({
      kind: 'trial',
      endsAt: '2026-12-06',
    });
  });
  it('tells an inactive subscription only when one is required', () => {
    expect(subscriptionState(subscription({ isActive: false }), ['subscription'])).toEqual({
      kind: 'inactive',
    });
    expect(subscriptionState(null, ['flat_fee'])).toEqual({ kind: 'notRequired' });
    expect(subscriptionState(null, [])).toEqual({ kind: 'notRequired' });
  });
  it('tells an open-ended active subscription', () => {
    expect(subscriptionState(subscription({}), ['subscription'])).toEqual({ kind: 'active' });
  });
});
