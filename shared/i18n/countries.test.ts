import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries';

describe('country names', () => {
  it('are the language’s own', () => {
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('RO', 'ro')).toBe('România');
    expect(countryName('BE', 'en')).toBe('Belgium');
  });

  it('sort as the language sorts', () => {
    expect(countryOptions(['NL', 'BE', 'DE'], 'nl').map((o) => o.label)).toEqual([
      'België',
      'Duitsland',
      'Nederland',
    ]);
  });
});
