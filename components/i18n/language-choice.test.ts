import { describe, expect, it } from 'vitest';
import { cookieValue, LANGUAGE_COOKIE_MAX_AGE_S, languageCookie } from './language-choice';

describe('language cookie', () => {
  it('mirrors the choice for a year on the whole site, SameSite=Lax', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(languageCookie('nl', false)).toBe(
      'custom-language=nl; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(languageCookie('ro', true)).toMatch(/; Secure$/);
  });

  it('reads one cookie out of document.cookie', () => {
    expect(cookieValue('a=1; custom-language=ro; b=x=y', 'custom-language')).toBe('ro');
    expect(cookieValue('b=x=y', 'b')).toBe('x=y');
    expect(cookieValue('', 'custom-language')).toBeNull();
  });
});
