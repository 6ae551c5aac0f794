import { describe, expect, it } from 'vitest';
import { firstPageOf } from './view-address';
import {
  parseViewCookie,
  VIEW_COOKIE_MAX_LENGTH,
  viewCookieName,
  viewCookieValue,
} from './view-cookie';
import { createStartingState, viewOf } from './view-settings';
import { defineView, type ViewSettings } from './view-settings-schema';

const DEFAULTS = defineView({
  sort: { field: 'created_at', direction: 'desc' },
  apiOptions: { filter: { kind: 'paid' } },
});
const chosen = defineView({
  ...DEFAULTS,
  filters: { status: 'fulfilled', roles: ['coach', 'student'], mine: true },
  search: 'acme',
  sort: { field: 'total', direction: 'asc' },
  preferences: { pageSize: 50, columns: ['a'] },
  pins: [{ uri: '/admin/accounts/1', title: 'Ada Admin' }],
});

/** A value as the browser writes it and the server reads it back (decoded by Next.js). */
const roundTrip = (view: ViewSettings) => {
  const value = viewCookieValue(view, DEFAULTS, 'pageSize');
  return parseViewCookie(value, 'pageSize');
};

describe('view cookies (a list view mirrored for the server render)', () => {
  it('are named per view', () => {
    expect(viewCookieName('admin-orders')).toBe('view.admin-orders');
  });

  it('keep filters, search, sort and page size, and nothing else', () => {
    expect(roundTrip(chosen)).toEqual({
      filters: { status: 'fulfilled', roles: ['coach', 'student'], mine: true },
      search: 'acme',
      sort: { field: 'total', direction: 'asc' },
      preferences: { pageSize: 50 },
    });
    const value = viewCookieValue(chosen, DEFAULTS, 'pageSize') ?? '';
    expect(value).not.toContain('Ada');
    expect(value).not.toContain('columns');
  });

  it('keep a descending sort and no sort at all', () => {
    const desc = defineView({ sort: { field: 'full_name', direction: 'desc' } });
    expect(roundTrip(desc).sort).toEqual({ field: 'full_name', direction: 'desc' });
    expect(roundTrip(defineView({ search: 'x' })).sort).toBeNull();
  });

  it('are not kept for the defaults, nor beyond their length', () => {
    expect(viewCookieValue(DEFAULTS, DEFAULTS, 'pageSize')).toBeNull();
    const long = defineView({ ...DEFAULTS, search: 'x'.repeat(VIEW_COOKIE_MAX_LENGTH) });
    expect(viewCookieValue(long, DEFAULTS, 'pageSize')).toBeNull();
  });

  it.each([
    undefined,
    null,
    '',
    '{not json',
    '[]',
    '"text"',
    '{"f":{},"s":null}',
    '{"f":[],"q":"","s":null}',
    '{"f":{"status":{"nested":1}},"q":"","s":null}',
    '{"f":{},"q":"","s":"-"}',
    '{"f":{},"q":"","s":42}',
    '{"f":{},"q":"","s":null,"n":30}',
    `{"f":{},"q":"${'x'.repeat(VIEW_COOKIE_MAX_LENGTH)}","s":null}`,
  ])('read %s as nothing, without throwing', (raw) => {
    expect(parseViewCookie(raw, 'pageSize')).toEqual({});
  });

  it('keep a filter named __proto__ as a filter', () => {
    const parsed = parseViewCookie('{"f":{"__proto__":"x"},"q":"","s":null}', 'pageSize');
    expect(Object.getPrototypeOf(parsed.filters)).toBe(Object.prototype);
    expect(Object.keys(parsed.filters ?? {})).toEqual(['__proto__']);
  });
});

describe('the first page a list screen renders (firstPageOf)', () => {
  const source = { view: 'orders', defaults: DEFAULTS, sizePreference: 'pageSize' };
  const cookie = viewCookieValue(chosen, DEFAULTS, 'pageSize');

  it('comes from the defaults, the cookie over them, then the filters of its link', () => {
    const linked = firstPageOf({ ...source, linkedFilters: { status: 'pending' } }, cookie);
    expect(linked.initial).toEqual(roundTrip(chosen));
    expect(linked.queryString).toBe(
      'filter%5Bkind%5D=paid&filter%5Bstatus%5D=pending&filter%5Bsearch%5D=acme&sort=total&page%5Bnumber%5D=1&page%5Bsize%5D=50',
    );
    const state = createStartingState('orders', DEFAULTS, linked.initial, { status: 'pending' });
    expect(state).toMatchObject({ loaded: false, dirty: false });
    expect(state.defaults.orders).toBe(DEFAULTS);
    expect(viewOf(state, 'orders')).toMatchObject({ filters: { status: 'pending' }, pins: [] });
    expect(viewOf(state, 'orders').apiOptions).toBe(DEFAULTS.apiOptions);
  });

  it('is the defaults without a usable cookie, at 25 a page', () => {
    for (const none of [undefined, '{broken']) {
      expect(firstPageOf(source, none)).toEqual({
        initial: {},
        page: 1,
        queryString: 'filter%5Bkind%5D=paid&sort=-created_at&page%5Bnumber%5D=1&page%5Bsize%5D=25',
      });
    }
    expect(viewOf(createStartingState('orders', DEFAULTS, {}), 'orders')).toEqual(DEFAULTS);
  });
});
