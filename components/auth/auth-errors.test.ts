import { describe, expect, it } from 'vitest';
import { isKnownAuthCode, splitErrors } from './auth-errors';

describe('splitErrors', () => {
  it('puts pointer errors on their fields and the rest in general', () => {
    const result = splitErrors([
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/email' }, detail: 'bad' },
      { code: 'INVALID_CREDENTIALS', source: { pointer: '/data/attributes/password' } },
      { code: 'PORTAL_ACCESS_DENIED' },
      { code: 'X', source: { parameter: 'filter[x]' } },
    ]);
    expect(Object.keys(result.fields)).toEqual(['email', 'password']);
    expect(result.general.map((error) => error.code)).toEqual(['PORTAL_ACCESS_DENIED', 'X']);
  });

  it('knows the auth codes it has texts for', () => {
    expect(isKnownAuthCode('EMAIL_TAKEN')).toBe(true);
    expect(isKnownAuthCode('SOMETHING_ELSE')).toBe(false);
    expect(isKnownAuthCode(undefined)).toBe(false);
  });
});
