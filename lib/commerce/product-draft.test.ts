import { describe, expect, it } from 'vitest';
import { type ProductDraft, parseProductDraft, productDraftOf } from './product-draft';

const draft = (change: Partial<ProductDraft> = {}): ProductDraft => ({
  ...productDraftOf(null),
  name: 'Data literacy (single course)',
  prices: [{ currency: 'EUR', amount: '95,00' }],
  ...change,
});

describe('the product form (SCREENS "/admin/sales/catalogs")', () => {
  it('reads a flat fee with access months, a price in cents and 21 % VAT', () => {
    const parsed = parseProductDraft(draft());
    expect(parsed.input).toMatchObject({
      businessModel: 'flat_fee',
      accessMonths: 12,
      billingPeriod: null,
      trialDays: 0,
      vatRateBasisPoints: 2_100,
      prices: [{ currency: 'EUR', amountCents: 9_500 }],
    });
  });

  it('reads a subscription with its period and trial days, clearing access months', () => {
    const parsed = parseProductDraft(
      draft({ businessModel: 'subscription', billingPeriod: 'year', trialDays: '14' }),
    );
    expect(parsed.input).toMatchObject({
      billingPeriod: 'year',
      trialDays: 14,
      accessMonths: null,
    });
  });

  it('says what is wrong, field by field', () => {
    expect(parseProductDraft(draft({ name: '  ' })).errors).toEqual({ name: 'nameRequired' });
    expect(parseProductDraft(draft({ accessMonths: '0' })).errors).toEqual({
      accessMonths: 'accessMonthsRange',
    });
    expect(parseProductDraft(draft({ vat: '120' })).errors).toEqual({ vat: 'vatRange' });
    expect(
      parseProductDraft(draft({ prices: [{ currency: 'EUR', amount: 'ten' }] })).errors,
    ).toEqual({ prices: 'priceInvalid' });
    expect(
      parseProductDraft(
        draft({
          prices: [
            { currency: 'EUR', amount: '1' },
            { currency: 'EUR', amount: '2' },
          ],
        }),
      ).errors,
    ).toEqual({ prices: 'priceTwice' });
    expect(
      parseProductDraft(draft({ businessModel: 'subscription', trialDays: '400' })).errors,
    ).toEqual({ trialDays: 'trialDaysRange' });
  });

  it('unlocks every course or the chosen ones', () => {
    const all = parseProductDraft(draft({ coversAllCourses: true, courseIds: ['c'] }));
    expect(all.input?.courseIds).toEqual([]);
    const some = parseProductDraft(draft({ courseIds: ['c', 'c'] }));
    expect(some.input?.courseIds).toEqual(['c']);
  });
});
