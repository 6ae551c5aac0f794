import { describe, expect, it } from 'vitest';
import { partLanguage, textLanguageOf } from './language-of-parts';

describe('partLanguage (WCAG 3.1.2)', () => {
  it('marks English data on a Dutch or Romanian page', () => {
    expect(partLanguage('en', 'nl')).toBe('en');
    expect(partLanguage('en', 'ro')).toBe('en');
  });
  it('marks nothing in the page’s own language or when unknown', () => {
    expect(partLanguage('en', 'en')).toBeUndefined();
    expect(partLanguage('en-GB', 'en')).toBeUndefined();
    expect(partLanguage(null, 'nl')).toBeUndefined();
    expect(partLanguage(undefined, 'nl')).toBeUndefined();
  });
  it('ignores a value that is no language tag', () => {
    expect(partLanguage('"><script>', 'nl')).toBeUndefined();
  });
});

describe('textLanguageOf', () => {
  it('is the language the texts came in, else the language the course is taught in', () => {
    expect(textLanguageOf({ language: 'en', textLanguage: 'nl' })).toBe('nl');
    expect(textLanguageOf({ language: 'en' })).toBe('en');
  });
});
