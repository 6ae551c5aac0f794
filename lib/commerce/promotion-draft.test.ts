import { describe, expect, it } from 'vitest';
import {
  dayOf,
  type PromotionDraft,
  parsePromotionDraft,
  promotionDraftOf,
} from './promotion-draft';

const draft = (change: Partial<PromotionDraft> = {}): PromotionDraft => ({
  ...promotionDraftOf(null, 'nl'),
  code: 'autumn25',
  percent: '25',
  ...change,
});

describe('the promotion form (SCREENS: code 4–32, percent or amount, window, limits)', () => {
  it('keeps codes in capitals and reads a percentage', () => {
    const { input } = parsePromotionDraft(draft({ maxRedemptions: '100', maxPerAccount: '1' }));
    expect(input).toMatchObject({
      code: 'AUTUMN25',
      kind: 'percent',
      percent: 25,
      amountCents: null,
      maxRedemptions: 100,
      maxPerAccount: 1,
    });
  });

  it('reads an amount off with its currency', () => {
    const { input } = parsePromotionDraft(
      draft({ kind: 'amount', amount: '50,00', currency: 'EUR', percent: '' }),
    );
    expect(input).toMatchObject({ amountCents: 5_000, currency: 'EUR', percent: null });
  });

  it('is valid through its last day', () => {
    const { input } = parsePromotionDraft(draft({ startsOn: '2026-09-01', endsOn: '2026-11-30' }));
    expect(input?.startsAt).toBe('2026-09-01T00:00:00.000Z');
    expect(input?.endsAt).toBe('2026-12-01T00:00:00.000Z');
    expect(dayOf(input?.endsAt ?? null, true)).toBe('2026-11-30');
  });

  it('refuses what the API would', () => {
    expect(parsePromotionDraft(draft({ code: 'ab' })).errors).toEqual({ code: 'codeFormat' });
    expect(parsePromotionDraft(draft({ code: 'A'.repeat(33) })).errors).toEqual({
      code: 'codeFormat',
    });
    expect(parsePromotionDraft(draft({ percent: '0' })).errors).toEqual({
      percent: 'percentRange',
    });
    expect(
      parsePromotionDraft(draft({ startsOn: '2026-10-01', endsOn: '2026-09-01' })).errors,
    ).toEqual({
      endsOn: 'endBeforeStart',
    });
    expect(
      parsePromotionDraft(draft({ maxRedemptions: '10', maxPerAccount: '11' })).errors,
    ).toEqual({ maxPerAccount: 'perAccountAboveTotal' });
    expect(parsePromotionDraft(draft({ maxRedemptions: '0' })).errors).toEqual({
      maxRedemptions: 'limitRange',
    });
  });
});
