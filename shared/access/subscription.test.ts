import { describe, expect, it } from 'vitest';
import {
  accessBasis,
  hasAccess,
  type SubscriptionLike as Subscription,
  subscriptionRequired,
  subscriptionState,
} from './subscription';

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  isActive: true,
  kind: 'paid',
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

describe('hasAccess (spec §4: active, or none required, or a bypass role)', () => {
  it.each([
    ['active subscription', subscription({}), ['subscription'], ['student'], true],
    [
      'inactive, subscription required',
      subscription({ isActive: false }),
      ['subscription'],
      ['student'],
      false,
    ],
    ['none, in_plan required', null, ['in_plan'], ['student'], false],
    ['none, flat_fee: not required', null, ['flat_fee'], ['student'], true],
    ['none, no business models', null, [], ['coach'], true],
    [
      'inactive but academy admin',
      subscription({ isActive: false }),
      ['subscription'],
      ['academy_admin'],
      true,
    ],
    ['none but staff (academy support)', null, ['in_plan'], ['academy_support'], true],
    ['none, coach is no bypass role', null, ['subscription'], ['coach'], false],
  ] as const)('%s → %s', (_name, sub, businessModels, roles, expected) => {
    expect(hasAccess({ subscription: sub, businessModels, roles })).toBe(expected);
  });
});

describe('accessBasis (one rule, and what the access label says)', () => {
  it.each([
    [
      'Stijn: active subscription',
      subscription({}),
      ['subscription'],
      ['student'],
      false,
      'subscription',
    ],
    ['Lars: active, in_plan', subscription({}), ['in_plan'], ['student'], false, 'in_plan'],
    ['Fenna: flat fee, no subscription', null, ['flat_fee'], ['student'], false, 'flat_fee'],
    [
      'flat fee wins over a subscription model',
      null,
      ['subscription', 'flat_fee'],
      ['student'],
      false,
      'flat_fee',
    ],
    ['no business models', null, [], ['student'], false, 'open'],
    ['staff without a subscription', null, ['subscription'], ['academy_admin'], false, 'staff'],
    [
      'Eva: inactive, no order',
      subscription({ isActive: false }),
      ['subscription'],
      ['student'],
      false,
      null,
    ],
    [
      'Eva: inactive, a paid order gave the course',
      subscription({ isActive: false }),
      ['subscription'],
      ['student'],
      true,
      'order',
    ],
  ] as const)('%s → %s', (_name, sub, businessModels, roles, orderGrant, expected) => {
    expect(accessBasis({ subscription: sub, businessModels, roles, orderGrant })).toBe(expected);
    // hasAccess is the same rule without an order's grant.
    expect(hasAccess({ subscription: sub, businessModels, roles })).toBe(
      accessBasis({ subscription: sub, businessModels, roles }) !== null,
    );
  });
});
