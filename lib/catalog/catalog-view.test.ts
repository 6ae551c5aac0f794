import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import { isGrouped, isNarrowed, languagesOf, sortChoiceOf, sortOfChoice } from './catalog-view';

describe('the catalog view', () => {
  it('maps the sort both ways', () => {
    for (const choice of ['relevance', 'newest', 'title'] as const) {
      expect(sortChoiceOf(defineView({ sort: sortOfChoice(choice) }))).toBe(choice);
    }
    expect(sortChoiceOf(defineView({ sort: { field: 'unknown', direction: 'asc' } }))).toBe(
      'relevance',
    );
  });

  it('groups only with catalog-categories and nothing narrowing the list', () => {
    expect(isGrouped(defineView(), true)).toBe(true);
    expect(isGrouped(defineView(), false)).toBe(false);
    expect(isGrouped(defineView({ search: '   ' }), true)).toBe(true);
    expect(isGrouped(defineView({ search: 'data' }), true)).toBe(false);
    expect(isGrouped(defineView({ filters: { label: 'l-1' } }), true)).toBe(false);
    expect(isNarrowed(defineView({ filters: { language: '' } }))).toBe(false);
  });

  it('offers the languages of the courses, and the chosen one', () => {
    expect(languagesOf([{ language: 'nl' }, { language: 'en' }, { language: 'nl' }], null)).toEqual(
      ['en', 'nl'],
    );
    expect(languagesOf([{ language: 'en' }], 'ro')).toEqual(['en', 'ro']);
  });
});
