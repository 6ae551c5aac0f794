import { describe, expect, it } from 'vitest';
import { accountSearchPath } from './accounts';
import { portalSearchPath } from './portals';

const params = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('the palette calls (spec §7)', () => {
  it('account search: filter search, the shown fields with the entity, limit 20', () => {
    const path = accountSearchPath('van der');
    expect(path.startsWith('/v1/accounts?')).toBe(true);
    expect(params(path)).toEqual({
      'filter[search]': 'van der',
      'fields[accounts]': 'full_name,avatar_url,last_online,entity',
      'fields[entities]': 'name',
      include: 'entity',
      'page[size]': '20',
    });
  });

  it('the term is encoded (& and # cannot add parameters)', () => {
    expect(params(accountSearchPath('a&page[size]=100#x'))['filter[search]']).toBe(
      'a&page[size]=100#x',
    );
  });

  it('portals: include portal_domains, limit 5, filter name only when typed', () => {
    expect(params(portalSearchPath(null))).toEqual({
      include: 'portal_domains',
      sort: 'name',
      'page[size]': '5',
    });
    expect(params(portalSearchPath('unl'))['filter[name]']).toBe('unl');
  });
});
