import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parseQuery, type QuerySpec } from './query';

const spec: QuerySpec = {
  include: ['entity', 'portal.languages'],
  fields: { accounts: ['full_name', 'email', 'entity'] },
  filter: ['search', 'role'],
  sort: ['full_name', 'last_online'],
  paginate: true,
};

const parse = (query: string, s = spec) => parseQuery(new URLSearchParams(query), s);

function invalid(query: string, s = spec) {
  try {
    parse(query, s);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(400);
    expect(e.errors[0]?.code).toBe('INVALID_QUERY');
    return e.errors[0]?.source?.parameter;
  }
  throw new Error(`"${query}" was accepted`);
}

describe('parseQuery', () => {
  it('defaults to page 1 of 20 (spec §9: default page size elsewhere 20)', () => {
    expect(parse('')).toEqual({
      include: new Set(),
      fields: {},
      filter: {},
      sort: [],
      page: { number: 1, size: 20 },
    });
  });

  it('reads every family', () => {
    const query = parse(
      'include=entity,portal.languages&fields[accounts]=full_name,email&filter[search]=ada&sort=-last_online,full_name&page[number]=3&page[size]=100',
    );
    expect([...query.include]).toEqual(['entity', 'portal', 'portal.languages']);
    expect(query.fields).toEqual({ accounts: ['full_name', 'email'] });
    expect(query.filter).toEqual({ search: 'ada' });
    expect(query.sort).toEqual([
      { field: 'last_online', desc: true },
      { field: 'full_name', desc: false },
    ]);
    expect(query.page).toEqual({ number: 3, size: 100 });
  });

  it('takes an endpoint default page size (notifications: 25) that page[size] overrides', () => {
    const notifications = { ...spec, defaultPageSize: 25 };
    expect(parse('', notifications).page).toEqual({ number: 1, size: 25 });
    expect(parse('page[size]=5', notifications).page).toEqual({ number: 1, size: 5 });
  });

  it('accepts an empty sparse fieldset (no attributes)', () => {
    expect(parse('fields[accounts]=').fields).toEqual({ accounts: [] });
  });

  it('ignores parameters outside the JSON:API families', () => {
    expect(parse('locale=nl&_method=PUT&token=x').page.number).toBe(1);
  });

  it('names the offending parameter', () => {
    expect(invalid('include=portal')).toBe('include');
    expect(invalid('sort=-email')).toBe('sort');
    expect(invalid('filter[bogus]=1')).toBe('filter[bogus]');
    expect(invalid('fields[portals]=name')).toBe('fields[portals]');
    expect(invalid('fields[accounts]=password_hash')).toBe('fields[accounts]');
    expect(invalid('filter=ada')).toBe('filter');
    expect(invalid('page[offset]=1')).toBe('page[offset]');
  });

  it('rejects page values outside 1…100', () => {
    for (const bad of [
      'page[size]=0',
      'page[size]=101',
      'page[size]=ten',
      'page[number]=0',
      'page[number]=-1',
      'page[number]=1.5',
    ]) {
      expect(invalid(bad)).toBe(bad.split('=')[0]);
    }
  });

  it('rejects pagination and sorting where an endpoint has none', () => {
    expect(invalid('page[number]=2', {})).toBe('page[number]');
    expect(invalid('sort=name', {})).toBe('sort');
    expect(invalid('include=entity', {})).toBe('include');
  });
});
