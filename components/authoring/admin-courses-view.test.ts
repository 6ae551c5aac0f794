import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import {
  ADMIN_COURSES_VIEW_DEFAULTS,
  courseSortOf,
  exportQueryString,
  nextCourseSort,
  statusOf,
} from './admin-courses-view';

const view = defineView(ADMIN_COURSES_VIEW_DEFAULTS);

describe('the /admin/courses view', () => {
  it('opens on the latest change first, also when a view names no order', () => {
    expect(courseSortOf(view)).toEqual({ field: 'updated_at', direction: 'desc' });
    expect(courseSortOf({ ...view, sort: null })).toEqual({
      field: 'updated_at',
      direction: 'desc',
    });
  });

  it('flips the sorted column; another starts ascending, "Updated" with the latest change', () => {
    const latest = courseSortOf(view);
    expect(nextCourseSort(latest, 'updated_at')).toEqual({ field: 'updated_at', direction: 'asc' });
    expect(nextCourseSort(latest, 'title')).toEqual({ field: 'title', direction: 'asc' });
    expect(nextCourseSort({ field: 'title', direction: 'asc' }, 'title')).toEqual({
      field: 'title',
      direction: 'desc',
    });
    expect(nextCourseSort({ field: 'title', direction: 'asc' }, 'updated_at')).toEqual(latest);
  });

  it('shows a known status in the select, anything else as every status', () => {
    expect(statusOf({ ...view, filters: { status: 'archived' } })).toBe('archived');
    expect(statusOf({ ...view, filters: { status: 'deleted' } })).toBe('');
    expect(statusOf(view)).toBe('');
  });

  it('exports what the filters show, every page', () => {
    expect(
      exportQueryString('filter%5Bstatus%5D=draft&sort=title&page%5Bnumber%5D=2&page%5Bsize%5D=50'),
    ).toBe('filter%5Bstatus%5D=draft&sort=title');
    expect(exportQueryString('page%5Bnumber%5D=1&page%5Bsize%5D=25')).toBe('');
  });
});
