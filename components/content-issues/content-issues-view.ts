import type { Sort, ViewSettings } from '@/lib/lists/view-settings-schema';
import { EVERY_STATUS } from '@/lib/resources/content-issues';
import {
  CONTENT_ISSUE_CATEGORIES,
  type ContentIssueCategory,
  type ContentIssueStatus,
  isContentIssueStatus,
} from '@/shared/content-issues/transitions';

/** The named view whose settings (status, course, category, order, page size) are kept. */
export const CONTENT_ISSUES_VIEW = 'admin-content-issues';

export const STATUS_FILTER = 'status';
export const COURSE_FILTER = 'course';
export const CATEGORY_FILTER = 'category';

/** The one sort field of GET /v1/content_issues: when the issue was reported. */
const REPORTED = 'created_at';

export type IssueOrder = 'newest' | 'oldest';

/** The list's first view: open issues, newest first (what needs doing). */
export const CONTENT_ISSUES_VIEW_DEFAULTS: Partial<ViewSettings> = {
  filters: { [STATUS_FILTER]: 'open' },
  sort: { field: REPORTED, direction: 'desc' },
};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

function textFilter(view: ViewSettings, name: string): string {
  const value = view.filters[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The status the list shows, or null for every status: the view's "all", or no status filter
 * at all (an address that names other filters only), which the API reads the same way.
 */
export function statusOf(view: ViewSettings): ContentIssueStatus | null {
  const status = view.filters[STATUS_FILTER];
  return isContentIssueStatus(status) ? status : null;
}

/** The status filter's value for a choice of the status buttons (null: every status). */
export const statusFilterValue = (status: ContentIssueStatus | null): string =>
  status ?? EVERY_STATUS;

/** The course filter as its select shows it: '' for every course. */
export const courseOf = (view: ViewSettings): string => textFilter(view, COURSE_FILTER);

/** The category filter as its select shows it: '' for every category. */
export function categoryOf(view: ViewSettings): ContentIssueCategory | '' {
  const category = textFilter(view, CATEGORY_FILTER);
  return CONTENT_ISSUE_CATEGORIES.find((known) => known === category) ?? '';
}

/** The order select's choice: oldest first only when the view sorts by date ascending. */
export const orderOf = (view: ViewSettings): IssueOrder =>
  view.sort?.field === REPORTED && view.sort.direction === 'asc' ? 'oldest' : 'newest';

/** The view's sort for an order the select offers. */
export const sortOf = (order: IssueOrder): Sort => ({
  field: REPORTED,
  direction: order === 'oldest' ? 'asc' : 'desc',
});
