/**
 * Reports (issue 43, item 5): what each kind of report lists and the statuses its summary counts.
 * Pure; the API makes the rows (academy-api/reports) and /admin/reports shows them.
 */
export const REPORT_KINDS = ['completions', 'progress', 'quiz_results', 'certificates'] as const;

export type ReportKind = (typeof REPORT_KINDS)[number];

export const isReportKind = (value: string): value is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value);

/** An enrolment's state: completed, started (some progress) or not started. */
export const ENROLMENT_STATUSES = ['completed', 'in_progress', 'not_started'] as const;
/** A submitted quiz attempt: passed, failed, or waiting for a coach to grade open answers. */
export const QUIZ_RESULTS = ['passed', 'failed', 'pending'] as const;
/** A certificate on the day the report is made. */
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;

/** The statuses each report's summary counts (and filter[status] takes). */
export const REPORT_STATUSES = {
  completions: ['completed'],
  progress: ENROLMENT_STATUSES,
  quiz_results: QUIZ_RESULTS,
  certificates: CERTIFICATE_STATUSES,
} as const satisfies Record<ReportKind, readonly string[]>;

/** The JSON:API type of each report's rows. */
export const REPORT_ROW_TYPES = {
  completions: 'report_completions',
  progress: 'report_progress',
  quiz_results: 'report_quiz_results',
  certificates: 'report_certificates',
} as const satisfies Record<ReportKind, string>;
