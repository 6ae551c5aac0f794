import { describe, expect, it } from 'vitest';
import { listPageOf } from '@/lib/api/transport';
import { buildListQuery, listQueryString } from '@/lib/lists/list-query';
import { storedPageSize } from '@/lib/lists/view-settings';
import { defineView } from '@/lib/lists/view-settings-schema';
import { accountKeys, accountsListPath } from '@/lib/resources/accounts';
import { ACCOUNT_ROLES, ACCOUNTS_VIEW_DEFAULTS, roleFilterOf } from './accounts-view';

const decoded = (path: string) => decodeURIComponent(path);

describe('accounts list query', () => {
  it('asks GET /v1/accounts for the view: role, search, sort, page and the entity', () => {
    const view = defineView({
      ...ACCOUNTS_VIEW_DEFAULTS,
      filters: { role: 'student' },
      search: '  stijn ',
      sort: { field: 'full_name', direction: 'desc' },
    });
    const query = listQueryString(buildListQuery(view, { page: 2, size: 50 }));
    expect(decoded(accountsListPath(query))).toBe(
      '/v1/accounts?filter[role]=student&filter[search]=stijn&sort=-full_name&page[number]=2&page[size]=50&include=entity',
    );
  });

  it('sorts by name ascending by default and includes the entity without a query', () => {
    const query = listQueryString(buildListQuery(defineView(ACCOUNTS_VIEW_DEFAULTS)));
    expect(query).toBe('sort=full_name');
    expect(accountsListPath('')).toBe('/v1/accounts?include=entity');
  });

  it('keys each list query apart from the account detail key ["accounts", id]', () => {
    expect(accountKeys.list('sort=full_name')).toEqual(['accounts', 'list', 'sort=full_name']);
  });

  it('reads total and last page from the meta, one page when absent', () => {
    expect(listPageOf([], { total: 48, lastPage: 2 })).toMatchObject({ total: 48, lastPage: 2 });
    expect(listPageOf([], {})).toMatchObject({ total: 0, lastPage: 1, currentPage: 1 });
    expect(listPageOf([], { total: 0, lastPage: 0 })).toMatchObject({ total: 0, lastPage: 1 });
  });

  it('keeps only a page size that is still a choice', () => {
    expect(storedPageSize(defineView({ preferences: { pageSize: 50 } }))).toBe(50);
    expect(storedPageSize(defineView({ preferences: { pageSize: 40 } }))).toBeUndefined();
    expect(storedPageSize(defineView())).toBeUndefined();
  });

  it('shows the role filter as a string, and offers the 12 role strings', () => {
    expect(roleFilterOf(defineView({ filters: { role: 'coach' } }))).toBe('coach');
    expect(roleFilterOf(defineView())).toBe('');
    expect(ACCOUNT_ROLES).toHaveLength(12);
    expect(ACCOUNT_ROLES).toEqual(expect.arrayContaining(['academy_admin', 'coach', 'student']));
  });
});
