import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { REPORT_KINDS, type ReportKind } from '@/shared/reports/report-kinds';

/** Each report keeps its own view (filters, page size) per browser (spec §4). */
export const reportView = (kind: ReportKind) => `admin-report-${kind}`;

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** 50 a page, the API's own default: a report is read in long runs. */
export const REPORT_VIEW_DEFAULTS: Partial<ViewSettings> = {
  preferences: { [PAGE_SIZE_PREFERENCE]: 50 },
};

/** The address of each report: the completions report is /admin/reports itself. */
export const reportHref = (kind: ReportKind) =>
  kind === 'completions' ? '/admin/reports' : `/admin/reports/${kind.replace('_', '-')}`;

/** The report a /admin/reports/{segment} address shows, or null for none. */
export function reportOfSegment(segment: string): ReportKind | null {
  const kind = segment.replace('-', '_');
  return kind !== 'completions' && (REPORT_KINDS as readonly string[]).includes(kind)
    ? (kind as ReportKind)
    : null;
}

/** The filters a view may hold, named as GET /v1/reports/{kind} names them. */
const FILTERS = ['course', 'entity', 'status', 'from', 'to'] as const;

/** Whether the view narrows the report (an empty report then says so). */
export function isFiltered(view: ViewSettings): boolean {
  return FILTERS.some((name) => {
    const value = view.filters[name];
    return value !== undefined && value !== null && value !== '';
  });
}
