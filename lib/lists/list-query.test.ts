import { describe, expect, it } from 'vitest';
import { buildListQuery, listQueryString, sortParam } from './list-query';
import { defineView } from './view-settings-schema';

describe('sortParam (spec §4: descending with a minus prefix)', () => {
  it('prefixes descending with a minus', () => {
    expect(sortParam({ field: 'last_online', direction: 'desc' })).toBe('-last_online');
    expect(sortParam({ field: 'full_name', direction: 'asc' })).toBe('full_name');
    expect(sortParam(null)).toBeUndefined();
  });
});

describe('buildListQuery (spec §7 query options)', () => {
  it('sends filter[x], the trimmed search, sort, page[number] and page[size]', () => {
    const view = defineView({
      apiOptions: { filter: { type: 'student' }, sort: 'full_name' },
      filters: { role: ['admin', 'coach'], active: true, entity: null },
      search: '  ada ',
      sort: { field: 'last_online', direction: 'desc' },
    });
    expect(buildListQuery(view, { page: 2, size: 25 })).toEqual({
      'filter[type]': 'student',
      'filter[role]': 'admin,coach',
      'filter[active]': 'true',
      'filter[search]': 'ada',
      sort: '-last_online',
      'page[number]': '2',
      'page[size]': '25',
    });
  });

  it('lets the user’s filters win, falls back to the view’s sort, ignores a blank search', () => {
    const view = defineView({
      apiOptions: { filter: { role: 'student' }, sort: '-created_at' },
      filters: { role: 'coach' },
      search: '   ',
    });
    expect(buildListQuery(view)).toEqual({ 'filter[role]': 'coach', sort: '-created_at' });
  });

  it('encodes as a URL query string', () => {
    const query = buildListQuery(defineView({ search: 'a b' }), { page: 1, size: 50 });
    expect(listQueryString(query)).toBe(
      'filter%5Bsearch%5D=a+b&page%5Bnumber%5D=1&page%5Bsize%5D=50',
    );
  });
});
