'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LazyBarListChart } from '@/components/coaching/charts/lazy-charts';
import type { SummaryEntry } from '@/lib/resources/reports';
import type { ReportKind } from '@/shared/reports/report-kinds';

/**
 * The report's summary as bars (completions per course; every other report per status), with
 * the same figures as a list for assistive technology: the chart itself is decorative.
 */
export function ReportChart({ kind, summary }: { kind: ReportKind; summary: SummaryEntry[] }) {
  const t = useTranslations('reports');
  const captionId = useId();
  if (summary.length === 0) return null;
  const label = (entry: SummaryEntry) =>
    kind === 'completions' ? entry.label : t(`status.${entry.key}` as 'status.completed');
  const data = summary.map((entry) => ({ label: label(entry), value: entry.count }));
  return (
    <figure className="report-chart kit-card" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t(`summary.${kind}`)}</figcaption>
      <div aria-hidden="true">
        <LazyBarListChart data={data} name={t('chartCount')} />
      </div>
      <ul className="visually-hidden">
        {data.map((entry) => (
          <li key={entry.label}>
            {entry.label}: {entry.value}
          </li>
        ))}
      </ul>
    </figure>
  );
}
