import {
  reportCertificates,
  reportCompletions,
  reportProgress,
  reportQuizResults,
} from '../../shared/reports/contract';
import type { ReportKind } from '../../shared/reports/report-kinds';
import { resourceOf } from '../jsonapi/resource';
import type { ReportRow } from './reports.queries';

const CONTRACTS = {
  completions: reportCompletions,
  progress: reportProgress,
  quiz_results: reportQuizResults,
  certificates: reportCertificates,
} as const;

const INSTANTS = new Set([
  'enrolled_at',
  'completed_at',
  'last_activity_at',
  'submitted_at',
  'issued_at',
  'expires_at',
  'revoked_at',
]);
const NUMBERS = new Set(['score', 'max_score']);

/** A column as the contract has it: instants in ISO, numbers (double precision) as numbers. */
function value(name: string, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (INSTANTS.has(name)) return new Date(raw as string | Date).toISOString();
  if (NUMBERS.has(name)) return Number(raw);
  return raw;
}

/** The columns of each report, in the order of its CSV (its resource's attributes). */
export const REPORT_COLUMNS = Object.fromEntries(
  Object.entries(CONTRACTS).map(([kind, contract]) => [
    kind,
    Object.keys(contract.attributes.shape),
  ]),
) as Record<ReportKind, string[]>;

/** One row of a report as its resource (shared/reports/contract.ts). */
export function reportResource(kind: ReportKind, row: ReportRow) {
  const attributes = Object.fromEntries(
    REPORT_COLUMNS[kind].map((name) => [name, value(name, row[name])]),
  );
  return resourceOf(CONTRACTS[kind], row.id, attributes as never);
}
