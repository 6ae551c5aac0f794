import { describe, expect, it } from 'vitest';
import { apiErrorKeys, apiErrorKind, apiErrorSeverity, isReported } from './api-status';

describe('API status mapping (spec §8)', () => {
  it.each([
    [401, 'unauthorized'],
    [402, 'payment_required'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [408, 'unavailable'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [400, 'other'],
    [422, 'other'],
    [500, 'other'],
    [501, 'other'],
  ] as const)('%i → %s', (status, kind) => {
    expect(apiErrorKind(status)).toBe(kind);
  });

  it('unmapped statuses are critical and reported; the rest info and silent', () => {
    for (const status of [401, 402, 403, 404, 408, 502, 503, 504]) {
      expect([status, apiErrorSeverity(status), isReported(status)]).toEqual([
        status,
        'info',
        false,
      ]);
    }
    for (const status of [400, 409, 500, 501]) {
      expect([status, apiErrorSeverity(status), isReported(status)]).toEqual([
        status,
        'critical',
        true,
      ]);
    }
  });

  it('uses exceptions.api_error.{kind}.title and .description', () => {
    expect(apiErrorKeys('payment_required')).toEqual({
      titleKey: 'exceptions.api_error.payment_required.title',
      descriptionKey: 'exceptions.api_error.payment_required.description',
    });
  });
});
