import { describe, expect, it } from 'vitest';
import { authErrorCode, isKnownAuthCode } from './auth-errors';

describe('auth error codes', () => {
  it('knows the auth codes it has texts for', () => {
    expect(isKnownAuthCode('EMAIL_TAKEN')).toBe(true);
    expect(isKnownAuthCode('SOMETHING_ELSE')).toBe(false);
    expect(isKnownAuthCode(undefined)).toBe(false);
  });

  it('gives the code of an error with its own text only', () => {
    expect(authErrorCode({ code: 'INVALID_CREDENTIALS', detail: 'upstream words' })).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(authErrorCode({ code: 'VALIDATION_FAILED', detail: 'Too short' })).toBeNull();
  });
});
