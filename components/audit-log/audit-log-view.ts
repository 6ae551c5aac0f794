import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view whose settings (filters, page size) the audit log keeps (spec §4). */
export const AUDIT_LOG_VIEW = 'admin-audit-log';

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/**
 * Newest first, as the API keeps it (it takes no sort), 50 a page as the API's own default:
 * an audit is read in long runs.
 */
export const AUDIT_LOG_VIEW_DEFAULTS: Partial<ViewSettings> = {
  preferences: { [PAGE_SIZE_PREFERENCE]: 50 },
};

/** The view's filters, named as GET /v1/audit_events names them (filter[action] …). */
export const AUDIT_FILTERS = ['category', 'action', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

/** Whether the view narrows the log (an empty list then says so). */
export function isFiltered(view: ViewSettings): boolean {
  return AUDIT_FILTERS.some((name) => {
    const value = view.filters[name];
    return value !== undefined && value !== null && value !== '';
  });
}
