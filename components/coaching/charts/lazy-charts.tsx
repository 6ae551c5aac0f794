'use client';

import dynamic from 'next/dynamic';

/**
 * The charts' code (Recharts) loads only on the pages that show one, after the page itself:
 * until it arrives the figure keeps its place and its table is already there.
 */
function ChartPlaceholder() {
  return <div className="coach-chart-placeholder" />;
}

export const LazyWeeklyActiveChart = dynamic(() => import('./weekly-active-chart'), {
  ssr: false,
  loading: ChartPlaceholder,
});

export const LazyBarListChart = dynamic(() => import('./bar-list-chart'), {
  ssr: false,
  loading: ChartPlaceholder,
});
