import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, resolveLocale } from './locales';

describe('resolveLocale', () => {
  const offered = ['nl', 'en', 'ro'];
  it('defaults to nl (spec §9)', () => {
    expect(DEFAULT_LOCALE).toBe('nl');
    expect(resolveLocale({ offered })).toBe('nl');
  });
  it('takes the choice, then the account, then the portal default', () => {
    expect(resolveLocale({ chosen: 'ro', accountLocale: 'en', portalDefault: 'nl', offered })).toBe(
      'ro',
    );
    expect(resolveLocale({ accountLocale: 'en', portalDefault: 'nl', offered })).toBe('en');
    expect(resolveLocale({ portalDefault: 'en', offered })).toBe('en');
  });
  it('skips languages the portal does not offer', () => {
    expect(resolveLocale({ chosen: 'ro', portalDefault: 'en', offered: ['en', 'nl'] })).toBe('en');
    expect(resolveLocale({ chosen: 'xx', offered: ['en'] })).toBe('en');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('finds the first supported language', () => {
    expect(localeFromAcceptLanguage('de-DE,ro;q=0.8,en;q=0.5')).toBe('ro');
    expect(localeFromAcceptLanguage('de')).toBeNull();
  });
});
