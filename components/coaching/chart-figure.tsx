'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * A chart with its table alternative: the chart is hidden from assistive technology (it has no
 * keyboard layer), the same figures are in a table behind "Show the figures as a table".
 */
export function ChartFigure({
  caption,
  chart,
  table,
}: {
  caption: ReactNode;
  chart: ReactNode;
  table: ReactNode;
}) {
  const t = useTranslations('coaching.dashboard');
  return (
    <figure className="coach-figure">
      <figcaption className="muted">{caption}</figcaption>
      <div className="coach-chart" aria-hidden="true">
        {chart}
      </div>
      <details className="coach-chart-table">
        <summary>{t('showTable')}</summary>
        {table}
      </details>
    </figure>
  );
}
