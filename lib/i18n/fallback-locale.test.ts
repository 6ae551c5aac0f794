import { describe, expect, it } from 'vitest';
import { fallbackLocale } from './fallback-locale';

describe('fallbackLocale (app/global-error.tsx)', () => {
  it('takes the custom-language cookie first (spec §9)', () => {
    expect(
      fallbackLocale({ cookie: 'a=b; custom-language=ro; c=d', stored: 'en', languages: ['nl'] }),
    ).toBe('ro');
  });
  it('then local storage, then the browser languages (Accept-Language)', () => {
    expect(fallbackLocale({ cookie: 'custom-language=xx', stored: 'en', languages: ['ro'] })).toBe(
      'en',
    );
    expect(fallbackLocale({ cookie: '', stored: null, languages: ['de-DE', 'ro-RO', 'en'] })).toBe(
      'ro',
    );
  });
  it('falls back to nl, the spec default', () => {
    expect(fallbackLocale({})).toBe('nl');
    expect(fallbackLocale({ cookie: 'custom-language=%E0%A4%A', languages: ['fr'] })).toBe('nl');
  });
});
