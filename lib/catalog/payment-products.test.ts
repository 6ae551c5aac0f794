import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { paymentRequiredProducts, productsFor } from './payment-products';

const annual = { id: 'p-annual', name: 'Annual subscription', businessModel: 'subscription' };
const flat = { id: 'p-flat', name: 'Flat fee: all courses', businessModel: 'flat_fee' };

describe('paymentRequiredProducts', () => {
  it('reads the products of a 402', () => {
    const error = new ApiError(402, [
      {
        code: 'PAYMENT_REQUIRED',
        meta: {
          products: [
            { id: 'p-annual', name: 'Annual subscription', business_model: 'subscription' },
            {
              id: 'p-jaar',
              name: 'Jaarabonnement',
              language: 'nl',
              business_model: 'subscription',
            },
            { id: 'p-broken' },
          ],
        },
      },
    ]);
    // The name's language travels along, so a page in another language marks it.
    expect(paymentRequiredProducts(error)).toEqual([
      { ...annual, language: null },
      { id: 'p-jaar', name: 'Jaarabonnement', language: 'nl', businessModel: 'subscription' },
    ]);
  });

  it('gives an empty list for a 402 without products and null for anything else', () => {
    expect(paymentRequiredProducts(new ApiError(402, [{ code: 'PAYMENT_REQUIRED' }]))).toEqual([]);
    expect(paymentRequiredProducts(new ApiError(403, [{ code: 'FORBIDDEN' }]))).toBeNull();
    expect(paymentRequiredProducts(new Error('offline'))).toBeNull();
  });
});

describe('productsFor', () => {
  it('names the products of the organisation’s business model, else all', () => {
    expect(productsFor([annual, flat], ['subscription'])).toEqual([annual]);
    expect(productsFor([annual, flat], ['in_plan'])).toEqual([annual, flat]);
    expect(productsFor([], ['subscription'])).toEqual([]);
  });
});
