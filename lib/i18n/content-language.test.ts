import { describe, expect, it } from 'vitest';
import { defaultContentLanguage } from './content-language';

const demo = [
  { locale: 'nl', isPrimary: true },
  { locale: 'en', isPrimary: false },
  { locale: 'ro', isPrimary: false },
];
const unlimited = [
  { locale: 'en', isPrimary: true },
  { locale: 'nl', isPrimary: false },
];

describe('defaultContentLanguage (a new text is in the writer’s language)', () => {
  it('takes the writer’s UI language when the portal offers it', () => {
    expect(defaultContentLanguage(demo, 'en')).toBe('en');
    expect(defaultContentLanguage(demo, 'ro')).toBe('ro');
    expect(defaultContentLanguage(unlimited, 'nl')).toBe('nl');
  });
  it('else the portal’s primary language, else its first', () => {
    expect(defaultContentLanguage(unlimited, 'ro')).toBe('en');
    expect(defaultContentLanguage([{ locale: 'nl' }, { locale: 'en' }], 'ro')).toBe('nl');
  });
  it('keeps the UI language when the portal’s languages are not known yet', () => {
    expect(defaultContentLanguage([], 'ro')).toBe('ro');
  });
});
