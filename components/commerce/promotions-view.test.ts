import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import { PROMOTION_FILTER, reportPromotionOf } from './promotions-view';

describe('reportPromotionOf', () => {
  it('is the promotion the report is narrowed to, or "" for every promotion', () => {
    expect(reportPromotionOf(defineView({}))).toBe('');
    expect(reportPromotionOf(defineView({ filters: { [PROMOTION_FILTER]: 'p-1' } }))).toBe('p-1');
    expect(reportPromotionOf(defineView({ filters: { [PROMOTION_FILTER]: null } }))).toBe('');
    // A stored value of another shape narrows nothing.
    expect(reportPromotionOf(defineView({ filters: { [PROMOTION_FILTER]: ['p-1'] } }))).toBe('');
  });
});
