import { describe, expect, it } from 'vitest';
import { CATALOG_VIEW_DEFAULTS, PAGE_SIZE_PREFERENCE } from '@/lib/catalog/catalog-view';
import { firstPageQueryString } from '@/lib/lists/list-query';
import { defineView } from '@/lib/lists/view-settings-schema';
import { catalogListQuery, catalogQuery } from '@/lib/resources/catalog';
import { WHOLE_CATALOG_QUERY } from './whole-catalog';

const decoded = (queryString: string) => Object.fromEntries(new URLSearchParams(queryString));

describe('the catalog queries', () => {
  it('take the whole catalog from the first page of the default view: no filter, search or sort', () => {
    expect(decoded(WHOLE_CATALOG_QUERY)).toEqual({ 'page[number]': '1', 'page[size]': '25' });
    expect(WHOLE_CATALOG_QUERY).toBe(
      firstPageQueryString(defineView(CATALOG_VIEW_DEFAULTS), PAGE_SIZE_PREFERENCE),
    );
  });

  it('cache fixed parameters under the query string the view would send, so both share a page', () => {
    const firstPage = {
      search: '',
      category: null,
      label: null,
      language: null,
      sort: 'relevance',
      page: 1,
      size: 25,
    } as const;
    expect(catalogQuery(firstPage).queryKey).toEqual(
      catalogListQuery(WHOLE_CATALOG_QUERY).queryKey,
    );
    const [, , queryString] = catalogQuery({
      search: '  data ',
      category: null,
      label: 'l-advanced',
      language: 'nl',
      sort: '-created_at',
      page: 2,
      size: 50,
    }).queryKey;
    expect(decoded(queryString)).toEqual({
      'filter[label]': 'l-advanced',
      'filter[language]': 'nl',
      'filter[search]': 'data',
      sort: '-created_at',
      'page[number]': '2',
      'page[size]': '50',
    });
  });
});
