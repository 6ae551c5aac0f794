import { describe, expect, it } from 'vitest';
import type { SalesCatalog, SalesProduct } from '@/lib/resources/commerce';
import { priceIn, productsMissingFrom, productsOf, withCatalogProducts } from './catalog-board';

const product = (id: string, prices: SalesProduct['prices'] = []): SalesProduct => ({
  id,
  name: id,
  description: '',
  language: null,
  businessModel: 'flat_fee',
  billingPeriod: null,
  trialDays: 0,
  accessMonths: 12,
  vatRateBasisPoints: 2100,
  coversAllCourses: false,
  visible: true,
  position: 0,
  prices,
  courses: [],
  catalogs: [],
});
const catalog: SalesCatalog = {
  id: 'c',
  name: 'Standard prices',
  currency: 'EUR',
  position: 0,
  productIds: ['b', 'gone', 'a'],
};

describe('the sales catalog board', () => {
  it('lists a catalog’s products in its order, skipping deleted ones', () => {
    expect(productsOf(catalog, [product('a'), product('b')]).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('offers the products a catalog lacks', () => {
    expect(
      productsMissingFrom(catalog, [product('a'), product('x'), product('b')]).map((p) => p.id),
    ).toEqual(['x']);
  });

  it('reorders one catalog only', () => {
    const other = { ...catalog, id: 'd' };
    expect(withCatalogProducts([catalog, other], 'c', ['a', 'b'])).toEqual([
      { ...catalog, productIds: ['a', 'b'] },
      other,
    ]);
  });

  it('finds a price by currency', () => {
    const priced = product('a', [{ currency: 'EUR', amountCents: 9_500 }]);
    expect(priceIn(priced, 'EUR')).toBe(9_500);
    expect(priceIn(priced, 'USD')).toBeNull();
  });
});
