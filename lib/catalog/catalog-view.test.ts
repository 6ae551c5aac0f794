import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import {
  catalogParams,
  INITIAL_CATALOG_PARAMS,
  isGrouped,
  isNarrowed,
  languagesOf,
  pageSizeOf,
  sortChoiceOf,
  sortOfChoice,
} from './catalog-view';

describe('the catalog view', () => {
  it('starts on the first 25 courses in the catalog order, nothing narrowed', () => {
    expect(INITIAL_CATALOG_PARAMS).toEqual({
      search: '',
      category: null,
      label: null,
      language: null,
      sort: 'relevance',
      page: 1,
      size: 25,
    });
  });

  it('turns search, filters, sort and page size into the API parameters', () => {
    const view = defineView({
      search: '  data ',
      filters: { category: 'c-data', label: 'l-beginner', language: 'en' },
      sort: sortOfChoice('newest'),
      preferences: { pageSize: 50 },
    });
    expect(catalogParams(view, 2)).toEqual({
      search: 'data',
      category: 'c-data',
      label: 'l-beginner',
      language: 'en',
      sort: '-created_at',
      page: 2,
      size: 50,
    });
    expect(catalogParams(defineView({ sort: sortOfChoice('title') }), 1).sort).toBe('title');
  });

  it('maps the sort both ways', () => {
    for (const choice of ['relevance', 'newest', 'title'] as const) {
      expect(sortChoiceOf(defineView({ sort: sortOfChoice(choice) }))).toBe(choice);
    }
    expect(sortChoiceOf(defineView({ sort: { field: 'unknown', direction: 'asc' } }))).toBe(
      'relevance',
    );
  });

  it('ignores a stored page size that is not a choice', () => {
    expect(pageSizeOf(defineView({ preferences: { pageSize: 30 } }))).toBe(25);
    expect(pageSizeOf(defineView({ preferences: { pageSize: 75 } }))).toBe(75);
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
