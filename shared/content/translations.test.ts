import { describe, expect, it } from 'vitest';
import { readerTranslation, translationLocaleProblem, translationLocales } from './translations';

const PORTAL = ['nl', 'en', 'ro'];

describe('translationLocales', () => {
  it('offers every portal language but the original’s', () => {
    expect(translationLocales(PORTAL, 'en')).toEqual(['nl', 'ro']);
  });

  it('offers all of them when the original’s language is unknown or not the portal’s', () => {
    expect(translationLocales(PORTAL, null)).toEqual(PORTAL);
    expect(translationLocales(PORTAL, 'de')).toEqual(PORTAL);
  });
});

describe('translationLocaleProblem', () => {
  it('refuses a language the portal does not offer', () => {
    expect(translationLocaleProblem('de', PORTAL, 'en')).toBe('not_offered');
    expect(translationLocaleProblem('NL', PORTAL, 'en')).toBe('not_offered');
  });

  it('refuses the original’s own language', () => {
    expect(translationLocaleProblem('en', PORTAL, 'en')).toBe('original');
  });

  it('allows any other portal language', () => {
    expect(translationLocaleProblem('nl', PORTAL, 'en')).toBeNull();
    expect(translationLocaleProblem('nl', PORTAL, null)).toBeNull();
  });
});

describe('readerTranslation', () => {
  const translations = [
    { locale: 'nl', title: 'Datageletterdheid' },
    { locale: 'ro', title: 'Alfabetizare' },
  ];

  it('gives the reader the translation in their language', () => {
    expect(readerTranslation(translations, 'nl', 'en')?.title).toBe('Datageletterdheid');
  });

  it('falls back to the original (null) when there is none in their language', () => {
    expect(readerTranslation(translations.slice(1), 'nl', 'en')).toBeNull();
  });

  it('keeps the original for readers of its own language, whatever was left behind', () => {
    expect(readerTranslation(translations, 'nl', 'nl')).toBeNull();
  });
});
