import { describe, expect, it } from 'vitest';
import { buildListQuery } from '@/lib/lists/list-query';
import { storedPageSize } from '@/lib/lists/view-settings';
import { defineView } from '@/lib/lists/view-settings-schema';
import { filterText, ORDERS_VIEW_DEFAULTS } from './orders-view';

describe('the orders list view (spec §4 view settings)', () => {
  it('asks for the newest first with the filters as filter[x] (descending sent with a minus)', () => {
    const view = defineView({
      ...ORDERS_VIEW_DEFAULTS,
      filters: { status: 'paid', created_from: '2026-03-01' },
      search: ' acme ',
    });
    expect(buildListQuery(view, { page: 2, size: 50 })).toEqual({
      'filter[status]': 'paid',
      'filter[created_from]': '2026-03-01',
      'filter[search]': 'acme',
      sort: '-created_at',
      'page[number]': '2',
      'page[size]': '50',
    });
  });

  it('reads its filters and keeps only a page size of 25, 50 or 75', () => {
    const view = defineView({ filters: { status: 'draft' }, preferences: { pageSize: 75 } });
    expect(filterText(view, 'status')).toBe('draft');
    expect(filterText(view, 'created_to')).toBe('');
    expect(storedPageSize(view)).toBe(75);
    expect(storedPageSize(defineView({ preferences: { pageSize: 30 } }))).toBeUndefined();
  });
});
