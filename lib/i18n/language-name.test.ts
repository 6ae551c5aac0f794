import { describe, expect, it } from 'vitest';
import { languageName } from './language-name';

describe('languageName', () => {
  it('names a language in the page’s language', () => {
    expect(languageName('nl', 'en')).toBe('Dutch');
    expect(languageName('en', 'nl')).toBe('Engels');
  });

  it('gives the code back when it names no language', () => {
    expect(languageName('not a code', 'en')).toBe('not a code');
  });
});
