import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import { dialogErrorsOf } from './form-errors';

const FIELDS = { code: 'code', amount_cents: 'amount', currency: 'amount' } as const;

describe('dialogErrorsOf (a commerce dialog’s failed save)', () => {
  it('puts a 422 on its fields, several on one field joined, the rest above the form', () => {
    const error = new ApiError(422, [
      {
        status: '422',
        code: 'CODE_TAKEN',
        detail: 'Taken.',
        source: { pointer: '/data/attributes/code' },
      },
      {
        status: '422',
        detail: 'Enter an amount.',
        source: { pointer: '/data/attributes/amount_cents' },
      },
      {
        status: '422',
        detail: 'And its currency.',
        source: { pointer: '/data/attributes/currency' },
      },
      { status: '422', detail: 'Something else.' },
    ]);
    expect(dialogErrorsOf(error, FIELDS, 'Failed')).toEqual({
      fields: { code: 'Taken.', amount: 'Enter an amount. And its currency.' },
      general: 'Something else.',
    });
  });

  it('gives other failures their detail, and no answer the fallback', () => {
    const conflict = new ApiError(409, [{ status: '409', detail: 'It was redeemed.' }]);
    expect(dialogErrorsOf(conflict, FIELDS, 'Failed')).toEqual({
      fields: {},
      general: 'It was redeemed.',
    });
    expect(dialogErrorsOf(noResponseError(), FIELDS, 'Failed').general).toBe('Failed');
    expect(dialogErrorsOf(new Error('x'), FIELDS, 'Failed').general).toBe('Failed');
  });
});
