import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import { issuedFilterEntries, issuedParamsOf } from './issued-certificates-view';

const FIRST = { page: 1, size: 25 } as const;

describe('issuedParamsOf', () => {
  it('has no filter and no search for the defaults', () => {
    expect(issuedParamsOf(defineView(), FIRST)).toEqual({
      status: null,
      expiring: null,
      certification: null,
      search: null,
      page: 1,
      size: 25,
    });
  });

  it('reads the filters, the search and the page of the view', () => {
    const view = defineView({
      filters: { status: 'revoked', expiring: '60', certification: 'cn-1' },
      search: 'stijn',
    });
    expect(issuedParamsOf(view, { page: 3, size: 50 })).toEqual({
      status: 'revoked',
      expiring: 60,
      certification: 'cn-1',
      search: 'stijn',
      page: 3,
      size: 50,
    });
    expect(issuedParamsOf(defineView({ filters: { expiring: 30 } }), FIRST).expiring).toBe(30);
  });

  it('reads a value the API does not know (an edited address) as no filter', () => {
    const view = defineView({ filters: { status: 'lost', expiring: '45', certification: true } });
    expect(issuedParamsOf(view, FIRST)).toMatchObject({
      status: null,
      expiring: null,
      certification: null,
    });
  });
});

describe('issuedFilterEntries', () => {
  it('gives the filters a change sets or clears, the days as text', () => {
    expect(issuedFilterEntries({ status: 'valid' })).toEqual([['status', 'valid']]);
    expect(issuedFilterEntries({ expiring: 90, certification: null })).toEqual([
      ['expiring', '90'],
      ['certification', null],
    ]);
    expect(issuedFilterEntries({ status: null, expiring: null })).toEqual([
      ['status', null],
      ['expiring', null],
    ]);
  });

  it('leaves the search to the view’s own search', () => {
    expect(issuedFilterEntries({ search: 'stijn' })).toEqual([]);
  });
});
