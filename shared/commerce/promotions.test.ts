import { describe, expect, it } from 'vitest';
import {
  discountOf,
  isPromotionCode,
  normalizePromotionCode,
  type PromotionTerms,
  promotionRefusal,
  promotionState,
  type RedemptionContext,
} from './promotions';

const NOW = new Date('2026-11-27T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

/** AUTUMN25 of DEMO-DATA.md: 25 % off Annual subscription, 60 more days, 100 in all, 1 per account. */
const AUTUMN25: PromotionTerms = {
  kind: 'percent',
  percent: 25,
  amountCents: null,
  currency: null,
  startsAt: days(-10),
  endsAt: days(60),
  maxRedemptions: 100,
  maxPerAccount: 1,
  productIds: ['annual'],
};

const order = (change: Partial<RedemptionContext> = {}): RedemptionContext => ({
  now: NOW,
  productIds: ['annual'],
  currency: 'EUR',
  redemptions: 0,
  customerRedemptions: 0,
  ...change,
});

describe('promotion codes (4–32 characters, case-insensitive)', () => {
  it('compares codes in capitals', () => {
    expect(normalizePromotionCode(' autumn25 ')).toBe('AUTUMN25');
    expect(normalizePromotionCode('Autumn25')).toBe(normalizePromotionCode('AUTUMN25'));
  });

  it('takes 4 to 32 letters, digits, - and _', () => {
    expect(isPromotionCode('ABCD')).toBe(true);
    expect(isPromotionCode('abc')).toBe(false);
    expect(isPromotionCode('A'.repeat(32))).toBe(true);
    expect(isPromotionCode('A'.repeat(33))).toBe(false);
    expect(isPromotionCode('SPRING-10_X')).toBe(true);
    expect(isPromotionCode('TEN OFF')).toBe(false);
  });
});

describe('promotionRefusal (the precise reason the order form shows)', () => {
  it('applies within its window, to its products, with redemptions left', () => {
    expect(promotionRefusal(AUTUMN25, order())).toBeNull();
  });

  it('expired: from its end on (EXPIRED5 ended last month)', () => {
    expect(promotionRefusal({ ...AUTUMN25, endsAt: days(-30) }, order())).toBe('expired');
    expect(promotionRefusal({ ...AUTUMN25, endsAt: NOW }, order())).toBe('expired');
  });

  it('not started: before its start', () => {
    expect(promotionRefusal({ ...AUTUMN25, startsAt: days(1) }, order())).toBe('not_started');
  });

  it('not applicable: none of its products on the order (AUTUMN25 on Data literacy)', () => {
    expect(promotionRefusal(AUTUMN25, order({ productIds: ['data'] }))).toBe('not_applicable');
    expect(promotionRefusal(AUTUMN25, order({ productIds: ['data', 'annual'] }))).toBeNull();
  });

  it('not applicable: a fixed amount in another currency', () => {
    const tenOff = { ...AUTUMN25, kind: 'amount' as const, amountCents: 1_000, currency: 'EUR' };
    expect(promotionRefusal(tenOff, order())).toBeNull();
    expect(promotionRefusal(tenOff, order({ currency: 'USD' }))).toBe('not_applicable');
  });

  it('limit reached: as many redemptions as allowed in total', () => {
    expect(promotionRefusal(AUTUMN25, order({ redemptions: 99 }))).toBeNull();
    expect(promotionRefusal(AUTUMN25, order({ redemptions: 100 }))).toBe('limit_reached');
  });

  it('per-account limit: this customer has used theirs', () => {
    expect(promotionRefusal(AUTUMN25, order({ customerRedemptions: 1 }))).toBe(
      'account_limit_reached',
    );
    expect(
      promotionRefusal({ ...AUTUMN25, maxPerAccount: 2 }, order({ customerRedemptions: 1 })),
    ).toBeNull();
  });

  it('an expired promotion is expired before anything else', () => {
    expect(
      promotionRefusal(
        { ...AUTUMN25, endsAt: days(-1) },
        order({ productIds: ['data'], redemptions: 100 }),
      ),
    ).toBe('expired');
  });

  it('without products or limits it applies to any order with a line', () => {
    const open = { ...AUTUMN25, productIds: [], maxRedemptions: null, maxPerAccount: null };
    expect(promotionRefusal(open, order({ productIds: ['x'], redemptions: 10_000 }))).toBeNull();
    expect(promotionRefusal(open, order({ productIds: [] }))).toBe('not_applicable');
  });
});

describe('discountOf and promotionState', () => {
  it('turns terms into the discount of the totals', () => {
    expect(discountOf(AUTUMN25)).toEqual({ kind: 'percent', percent: 25, productIds: ['annual'] });
    expect(discountOf({ ...AUTUMN25, kind: 'amount', amountCents: 500, productIds: [] })).toEqual({
      kind: 'amount',
      amountCents: 500,
      productIds: null,
    });
  });

  it('says where a promotion stands', () => {
    expect(promotionState(AUTUMN25, 0, NOW)).toBe('active');
    expect(promotionState(AUTUMN25, 100, NOW)).toBe('used_up');
    expect(promotionState({ ...AUTUMN25, endsAt: days(-1) }, 0, NOW)).toBe('expired');
    expect(promotionState({ ...AUTUMN25, startsAt: days(2) }, 0, NOW)).toBe('scheduled');
  });
});
