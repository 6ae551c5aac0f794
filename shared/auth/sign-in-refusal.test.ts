import { describe, expect, it } from 'vitest';
import { signInRefusal } from './sign-in-refusal';

describe('signInRefusal', () => {
  it('keeps the codes that have a text of their own', () => {
    expect(signInRefusal('INVALID_CREDENTIALS')).toBe('INVALID_CREDENTIALS');
    expect(signInRefusal('TOO_MANY_ATTEMPTS')).toBe('TOO_MANY_ATTEMPTS');
    expect(signInRefusal('CROSS_SITE_REQUEST')).toBe('CROSS_SITE_REQUEST');
  });

  it('makes any other code, or none, SIGN_IN_FAILED', () => {
    expect(signInRefusal('VALIDATION_FAILED')).toBe('SIGN_IN_FAILED');
    expect(signInRefusal('<script>')).toBe('SIGN_IN_FAILED');
    expect(signInRefusal(null)).toBe('SIGN_IN_FAILED');
    expect(signInRefusal(undefined)).toBe('SIGN_IN_FAILED');
  });
});
