import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { REPORT_VERSION_FILTER } from '@/lib/resources/administration';

/**
 * The named view of /admin/settings/agreements' acceptance report: which version's report is
 * open (a filter), its search and its page size, kept per browser (spec §4) and mirrored in the
 * page's address, so a shared link or a reload opens the same report with its first page.
 */
export const ACCEPTANCES_VIEW = 'admin-agreement-acceptances';

/** No report open; the acceptances in the API's own order. */
export const ACCEPTANCES_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The filter that names the version whose report is open. */
export const REPORT_FILTER = REPORT_VERSION_FILTER;

/**
 * The version among `published` whose report the view opens, or null: a view that names a
 * version of another document (or one that is gone) opens no report here.
 */
export function openReportOf(
  view: ViewSettings,
  published: readonly { id: string }[],
): string | null {
  const id = view.filters[REPORT_FILTER];
  return typeof id === 'string' && published.some((version) => version.id === id) ? id : null;
}
