'use client';

import { useTranslations } from 'next-intl';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { useDateTime } from '@/lib/dates/use-date-time';
import type { ReportRow, ReportRows } from '@/lib/resources/reports';
import type { ReportKind } from '@/shared/reports/report-kinds';

type Columns = { [K in ReportKind]: AdminColumn<ReportRows[K]>[] };

/** A report's rows as a table (a card per row at phone width): who, and what they did. */
export function ReportTable({ kind, rows }: { kind: ReportKind; rows: readonly ReportRow[] }) {
  const t = useTranslations('reports');
  const date = useDateTime();
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{date(value)}</time> : t('never');
  const learner: AdminColumn<ReportRow>[] = [
    {
      header: t('columns.learner'),
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="report-name">{row.accountName}</span>
          <span className="report-email muted">{row.email}</span>
        </>
      ),
    },
    { header: t('columns.entity'), cell: (row) => row.entityName },
  ];
  const status = {
    header: t('columns.status'),
    cell: (row: ReportRow) => t(`status.${row.status}`),
  };
  const enrolment: AdminColumn<ReportRows['progress']>[] = [
    ...learner,
    { header: t('columns.course'), cell: (row) => row.courseTitle },
    status,
    { header: t('columns.progress'), cell: (row) => t('percent', { value: row.progress }) },
    { header: t('columns.enrolledAt'), cell: (row) => when(row.enrolledAt) },
    { header: t('columns.completedAt'), cell: (row) => when(row.completedAt) },
  ];
  const columns: Columns = {
    completions: enrolment.filter((column) => column !== status),
    progress: enrolment,
    quiz_results: [
      ...learner,
      { header: t('columns.course'), cell: (row) => row.courseTitle },
      { header: t('columns.quiz'), cell: (row) => row.quizTitle },
      { header: t('columns.attempt'), cell: (row) => row.attempt },
      {
        header: t('columns.score'),
        cell: (row) => (row.percent === null ? '–' : t('percent', { value: row.percent })),
      },
      status,
      { header: t('columns.submittedAt'), cell: (row) => when(row.submittedAt) },
    ],
    certificates: [
      ...learner,
      { header: t('columns.certification'), cell: (row) => row.certificationName },
      status,
      { header: t('columns.issuedAt'), cell: (row) => when(row.issuedAt) },
      { header: t('columns.expiresAt'), cell: (row) => when(row.expiresAt) },
    ],
  };
  return (
    <AdminTable
      className="report-table"
      caption={t(`kinds.${kind}`)}
      labelCells
      columns={columns[kind] as AdminColumn<ReportRow>[]}
      rows={rows}
    />
  );
}
