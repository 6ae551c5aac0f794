'use client';

import { useTranslations } from 'next-intl';
import {
  CONTENT_ISSUE_STATUSES,
  type ContentIssueStatus,
} from '@/shared/content-issues/transitions';

/** The status filter: all, or one status, each with its count (toggle buttons, one pressed). */
export function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: ContentIssueStatus | null;
  counts: Record<ContentIssueStatus, number> | undefined;
  onChange: (status: ContentIssueStatus | null) => void;
}) {
  const t = useTranslations('contentIssues');
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const choices: { status: ContentIssueStatus | null; count: number | undefined }[] = [
    ...CONTENT_ISSUE_STATUSES.map((status) => ({ status, count: counts?.[status] })),
    { status: null, count: total },
  ];
  return (
    <fieldset className="issues-status-filter kit-fieldset kit-wrap">
      <legend className="visually-hidden">{t('filters.status')}</legend>
      {choices.map(({ status, count }) => (
        <button
          key={status ?? 'all'}
          type="button"
          className="button issues-status-choice"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {status ? t(`statuses.${status}`) : t('filters.all')}
          {count !== undefined && <span className="issues-count">{count}</span>}
        </button>
      ))}
    </fieldset>
  );
}
