import { describe, expect, it } from 'vitest';
import { buildListQuery, listQueryString } from '@/lib/lists/list-query';
import { defineView } from '@/lib/lists/view-settings-schema';
import {
  ACCOUNT_ROLES,
  ACCOUNTS_VIEW_DEFAULTS,
  accountsKeys,
  accountsListPath,
  pageMeta,
  roleFilterOf,
  storedPageSize,
} from './accounts-query';

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
    expect(accountsKeys.list('sort=full_name')).toEqual(['accounts', 'list', 'sort=full_name']);
  });

  it('reads total and last page from the meta, one page when absent', () => {
    expect(pageMeta({ total: 48, lastPage: 2 })).toEqual({
      total: 48,
      totalCapped: false,
      lastPage: 2,
    });
    expect(pageMeta({})).toEqual({ total: 0, totalCapped: false, lastPage: 1 });
    // A broad search: "more than 1,000" (meta.total_capped).
    expect(pageMeta({ total: 1000, totalCapped: true, lastPage: 40 })).toMatchObject({
      totalCapped: true,
    });
    expect(pageMeta({ total: 0, lastPage: 0 })).toMatchObject({ total: 0, lastPage: 1 });
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
