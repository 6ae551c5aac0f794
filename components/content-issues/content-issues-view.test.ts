import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import {
  CONTENT_ISSUES_VIEW_DEFAULTS,
  categoryOf,
  orderOf,
  sortOf,
  statusFilterValue,
  statusOf,
} from './content-issues-view';

const view = defineView(CONTENT_ISSUES_VIEW_DEFAULTS);

describe('the content issues view', () => {
  it('opens on the open issues, newest first', () => {
    expect(statusOf(view)).toBe('open');
    expect(orderOf(view)).toBe('newest');
  });

  it('names every status "all", and reads a view without a status filter as every status', () => {
    expect(statusFilterValue(null)).toBe('all');
    expect(statusFilterValue('rejected')).toBe('rejected');
    expect(statusOf({ ...view, filters: { status: 'all' } })).toBeNull();
    expect(statusOf({ ...view, filters: {} })).toBeNull();
    expect(statusOf({ ...view, filters: { status: 'in_progress' } })).toBe('in_progress');
  });

  it('sorts by the report date both ways, newest first without a sort', () => {
    expect(sortOf('oldest')).toEqual({ field: 'created_at', direction: 'asc' });
    expect(orderOf({ ...view, sort: sortOf('oldest') })).toBe('oldest');
    expect(orderOf({ ...view, sort: sortOf('newest') })).toBe('newest');
    expect(orderOf({ ...view, sort: null })).toBe('newest');
  });

  it('shows a known category in its select, anything else as every category', () => {
    expect(categoryOf({ ...view, filters: { category: 'broken_media' } })).toBe('broken_media');
    expect(categoryOf({ ...view, filters: { category: 'spam' } })).toBe('');
  });
});
