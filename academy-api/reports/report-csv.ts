import { csvText } from '../../shared/csv/cells';
import type { ReportKind } from '../../shared/reports/report-kinds';
import type { Db } from '../db/database';
import { exportReport, type ReportFilter } from './reports.queries';
import { REPORT_COLUMNS, reportResource } from './reports.serializers';

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 50_000;

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The CSV's file name of a report (the export route's and the scheduled e-mail's attachment). */
export const reportFileName = (kind: ReportKind) => `${kind.replace('_', '-')}-report.csv`;

/**
 * A report as CSV (its header and every row the filter matches, newest first, at most
 * EXPORT_LIMIT): what /v1/reports/{kind}/export.csv downloads and a scheduled report attaches,
 * so both are the same file. The text has no byte order mark; the caller adds one.
 */
export async function reportCsv(
  db: Db,
  kind: ReportKind,
  params: { portalId: string; filter: ReportFilter },
): Promise<{ rows: number; csv: string }> {
  const rows = await exportReport(db, kind, { ...params, limit: EXPORT_LIMIT });
  const columns = REPORT_COLUMNS[kind];
  const csv = csvText([
    columns,
    ...rows.map((row) => {
      const attributes = reportResource(kind, row).attributes as Record<string, unknown>;
      return columns.map((column) => cell(attributes[column]));
    }),
  ]);
  return { rows: rows.length, csv };
}
