import { describe, expect, it } from 'vitest';
import { OVERRIDE_RESULTS, searchOverrides } from './override-search';

const english = {
  catalog: { title: 'Course catalog', search: 'Search courses' },
  common: { hello: 'Hello {name}' },
};
const dutch = { catalog: { title: 'Cursuscatalogus', search: 'Cursussen zoeken' }, common: {} };

describe('searchOverrides (search keys by key or English text; the report)', () => {
  it('finds keys by their key or their English text, case-insensitively', () => {
    const byText = searchOverrides({
      english,
      language: dutch,
      overrides: {},
      query: 'COURSE CATALOG',
      filter: 'all',
    });
    expect(byText.rows.map((row) => row.key)).toEqual(['catalog.title']);
    const byKey = searchOverrides({
      english,
      language: dutch,
      overrides: {},
      query: 'common.',
      filter: 'all',
    });
    expect(byKey.rows).toEqual([
      {
        key: 'common.hello',
        english: 'Hello {name}',
        standard: null,
        override: null,
        allowed: ['name'],
      },
    ]);
  });

  it('reports keys missing from the language and those overridden', () => {
    const result = searchOverrides({
      english,
      language: dutch,
      overrides: { 'catalog.title': 'Cursusaanbod' },
      query: '',
      filter: 'overridden',
    });
    expect(result.report).toEqual({ total: 3, missing: 1, overridden: 1 });
    expect(result.rows.map((row) => [row.key, row.override])).toEqual([
      ['catalog.title', 'Cursusaanbod'],
    ]);
    const missing = searchOverrides({
      english,
      language: dutch,
      overrides: {},
      query: '',
      filter: 'missing',
    });
    expect(missing.rows.map((row) => row.key)).toEqual(['common.hello']);
  });

  it(`lists at most ${OVERRIDE_RESULTS} keys but counts every match`, () => {
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, `Text ${i}`]));
    const result = searchOverrides({
      english: { many },
      language: { many },
      overrides: {},
      query: 'text',
      filter: 'all',
    });
    expect(result.rows).toHaveLength(OVERRIDE_RESULTS);
    expect(result.matches).toBe(70);
  });
});
