import { describe, expect, it } from 'vitest';
import {
  addressParams,
  firstPageOf,
  parseViewAddress,
  viewAddressEntries,
  withViewAddress,
} from './view-address';
import { viewCookieValue } from './view-cookie';
import { defineView, type ViewSettings } from './view-settings-schema';

const DEFAULTS = defineView({ sort: { field: 'created_at', direction: 'desc' } });
const chosen = defineView({
  ...DEFAULTS,
  filters: { status: 'paid', roles: ['coach'], mine: true },
  search: 'acme & co',
  sort: { field: 'total', direction: 'asc' },
  preferences: { pageSize: 50, columns: ['a'] },
  pins: [{ uri: '/admin/accounts/1', title: 'Ada Admin' }],
});

const query = (view: ViewSettings, page?: number) =>
  withViewAddress('', viewAddressEntries(view, DEFAULTS, 'pageSize', page));
const parse = (text: string) => parseViewAddress(new URLSearchParams(text), DEFAULTS, 'pageSize');

describe('view addresses (a list view mirrored in its page address)', () => {
  it('are readable params that come back as the same criteria and page', () => {
    const text = query(chosen, 3);
    expect(text).toBe(
      'f.status=paid&fj.roles=%5B%22coach%22%5D&fj.mine=true&q=acme+%26+co&sort=total&size=50&page=3',
    );
    expect(parse(text)).toEqual({
      view: {
        filters: { status: 'paid', roles: ['coach'], mine: true },
        search: 'acme & co',
        sort: { field: 'total', direction: 'asc' },
        preferences: { pageSize: 50 },
      },
      page: 3,
    });
  });

  it("are clean for the defaults' first page, and hold only the page beyond it", () => {
    expect(query(DEFAULTS)).toBe('');
    expect(parse('')).toBeNull();
    expect(query(DEFAULTS, 2)).toBe('page=2');
    expect(parse('page=2')).toEqual({
      view: { filters: {}, search: '', sort: DEFAULTS.sort },
      page: 2,
    });
  });

  it("keep the defaults' sort when they name none, and an empty sort as none", () => {
    expect(parse('q=x')?.view.sort).toEqual(DEFAULTS.sort);
    expect(query(defineView({ search: 'x' }))).toBe('q=x&sort=');
    expect(parse('q=x&sort=')?.view.sort).toBeNull();
    expect(parse('sort=-total')?.view.sort).toEqual({ field: 'total', direction: 'desc' });
  });

  it.each(['size=30', 'size=', 'fj.x=%7Bbroken', 'fj.x=%7B%22a%22%3A1%7D', 'sort=-'])(
    'read %s as no view, without throwing',
    (text) => expect(parse(text)).toBeNull(),
  );

  it('read a bad page number as the first page, and a repeated param by its first value', () => {
    expect(parse('q=x&page=0')?.page).toBe(1);
    expect(parse('q=x&page=abc')?.page).toBe(1);
    expect(parse('q=a&q=b')?.view.search).toBe('a');
  });

  it("replace a view's params only: the page's own stay, a link's are dropped", () => {
    const entries = viewAddressEntries(chosen, DEFAULTS, 'pageSize');
    const next = withViewAddress('ticket=t-1&q=old&risk=at_risk&page=4', entries, ['risk']);
    expect(new URLSearchParams(next).get('ticket')).toBe('t-1');
    expect(new URLSearchParams(next).has('risk')).toBe(false);
    expect(new URLSearchParams(next).get('q')).toBe('acme & co');
    expect(new URLSearchParams(next).has('page')).toBe(false);
    expect(withViewAddress('ticket=t-1&q=old', [])).toBe('ticket=t-1');
  });

  it("read a page's searchParams as the browser does", () => {
    expect(addressParams({ q: ['a', 'b'], risk: 'x', none: undefined }).toString()).toBe(
      'q=a&risk=x',
    );
  });
});

describe('the first page of a list opened at an address (firstPageOf)', () => {
  const source = { view: 'orders', defaults: DEFAULTS, sizePreference: 'pageSize' };
  const cookie = viewCookieValue(
    defineView({ ...DEFAULTS, search: 'cookie' }),
    DEFAULTS,
    'pageSize',
  );

  it("takes the address's view and page over the cookie", () => {
    const first = firstPageOf(source, cookie, new URLSearchParams('q=acme&size=50&page=2'));
    expect(first.initial.search).toBe('acme');
    expect(first.page).toBe(2);
    expect(first.queryString).toBe(
      'filter%5Bsearch%5D=acme&sort=-created_at&page%5Bnumber%5D=2&page%5Bsize%5D=50',
    );
  });

  it('takes the cookie when the address holds no view, or a bad one', () => {
    for (const text of ['', 'ticket=1', 'size=3']) {
      const first = firstPageOf(source, cookie, new URLSearchParams(text));
      expect([first.initial.search, first.page]).toEqual(['cookie', 1]);
    }
  });
});
