import { COURSE_STATUSES } from '@/lib/authoring/list-view';
import type { Sort, ViewSettings } from '@/lib/lists/view-settings-schema';
import type { CourseStatus } from '@/lib/resources/authoring';

/** The named view whose settings (search, status, sort, page size) /admin/courses keeps. */
export const ADMIN_COURSES_VIEW = 'admin-courses';

export const STATUS_FILTER = 'status';

/** The sort field of the "Updated" column (GET /v1/courses). */
const UPDATED = 'updated_at';

/** Last changed first: also the API's order when a request names none. */
const LATEST_CHANGE: NonNullable<Sort> = { field: UPDATED, direction: 'desc' };

export const ADMIN_COURSES_VIEW_DEFAULTS: Partial<ViewSettings> = { sort: LATEST_CHANGE };

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The status filter as its select shows it: '' for every status. */
export function statusOf(view: ViewSettings): CourseStatus | '' {
  const status = view.filters[STATUS_FILTER];
  return COURSE_STATUSES.find((known) => known === status) ?? '';
}

/** The order the table shows: the view's, or the API's own when the view names none. */
export const courseSortOf = (view: ViewSettings): NonNullable<Sort> => view.sort ?? LATEST_CHANGE;

/**
 * A column header's click: the sorted column flips its direction; another column starts
 * ascending, but "Updated" starts with the latest change, as the list opens.
 */
export function nextCourseSort(current: NonNullable<Sort>, field: string): NonNullable<Sort> {
  if (current.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: field === UPDATED ? 'desc' : 'asc' };
}

/** The CSV's query: the table's filters and sort, every page (the export is not paged). */
export function exportQueryString(queryString: string): string {
  const query = new URLSearchParams(queryString);
  query.delete('page[number]');
  query.delete('page[size]');
  return query.toString();
}
