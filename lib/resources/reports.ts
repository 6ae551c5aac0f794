import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type {
  reportCertificates,
  reportCompletions,
  reportFilters,
  reportProgress,
  reportQuizResults,
} from '@/shared/reports/contract';
import type { ReportKind } from '@/shared/reports/report-kinds';

/** One row of each report of GET /v1/reports/{kind} (issue 43, item 5). */
export type ReportRows = {
  completions: Read<typeof reportCompletions>;
  progress: Read<typeof reportProgress>;
  quiz_results: Read<typeof reportQuizResults>;
  certificates: Read<typeof reportCertificates>;
};
export type ReportRow = ReportRows[ReportKind];

/** What the report's chart shows: rows per status (completions: per course). */
export type SummaryEntry = { key: string; label: string; count: number };

export type ReportPage = ListPage<ReportRow> & { summary: SummaryEntry[] };

/** GET /v1/reports/filters: the portal's courses and entities. */
export type ReportFilterOptions = Read<typeof reportFilters>;

export const reportKeys = {
  all: () => ['reports'] as const,
  list: (kind: ReportKind, queryString: string) => ['reports', kind, queryString] as const,
  filters: () => ['reports', 'filters'] as const,
};

const summaryOf = (value: unknown): SummaryEntry[] =>
  Array.isArray(value) ? (value as SummaryEntry[]) : [];

/** A page of a report with its view's query string (filters and page), newest first. */
export const reportQuery = (kind: ReportKind) => (queryString: string) =>
  queryOptions({
    queryKey: reportKeys.list(kind, queryString),
    queryFn: async (context): Promise<ReportPage> => {
      const page = await fetchList<ReportRow>(context, `/v1/reports/${kind}?${queryString}`);
      return { ...page, summary: summaryOf(page.meta.summary) };
    },
    placeholderData: keepPreviousData,
  });

export const reportFiltersQuery = () =>
  queryOptions({
    queryKey: reportKeys.filters(),
    queryFn: async (context) =>
      (await fetchResource<ReportFilterOptions>(context, '/v1/reports/filters')).data,
  });

/** "Download CSV": the export of what the report's filters show (no page). */
export function reportCsvPath(kind: ReportKind, queryString: string): string {
  const query = new URLSearchParams(queryString);
  query.delete('page[number]');
  query.delete('page[size]');
  const rest = query.toString();
  return `/api/v1/reports/${kind}/export.csv${rest ? `?${rest}` : ''}`;
}
