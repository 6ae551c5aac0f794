import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import { refusalTexts } from './form-response';

const FIELDS = { code: 'code', amount_cents: 'amount', currency: 'amount' } as const;

describe('refusalTexts (a failed save as a dialog or form shows it)', () => {
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
    expect(refusalTexts(error, FIELDS, 'Failed')).toEqual({
      fields: { code: 'Taken.', amount: 'Enter an amount. And its currency.' },
      general: 'Something else.',
    });
  });

  it('gives other failures their detail, and no answer the fallback', () => {
    const conflict = new ApiError(409, [{ status: '409', detail: 'It was redeemed.' }]);
    expect(refusalTexts(conflict, FIELDS, 'Failed')).toEqual({
      fields: {},
      general: 'It was redeemed.',
    });
    expect(refusalTexts(noResponseError(), FIELDS, 'Failed').general).toBe('Failed');
    expect(refusalTexts(new Error('x'), FIELDS, 'Failed').general).toBe('Failed');
  });

  it('takes the form’s own field names where they are the API’s (camelCase or as sent)', () => {
    const error = new ApiError(422, [
      { status: '422', detail: 'Too long.', source: { pointer: '/data/attributes/from_name' } },
      { status: '422', detail: 'Pick one.', source: { pointer: '/data/attributes/audience' } },
    ]);
    expect(refusalTexts(error, ['fromName', 'audience'] as const, 'Failed')).toEqual({
      fields: { fromName: 'Too long.', audience: 'Pick one.' },
      general: null,
    });
    const empty = new ApiError(500, [{ status: '500', detail: '' }]);
    expect(refusalTexts(empty, ['fromName'] as const, 'Failed').general).toBe('Failed');
  });
});
