'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface WeeklyPoint {
  label: string;
  active: number;
}

/**
 * Weekly active participants as bars (Recharts). Decorative for assistive technology: the
 * figures are in the table beside it (ChartFigure), so the chart has no keyboard layer.
 */
export default function WeeklyActiveChart({ data, name }: { data: WeeklyPoint[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="label"
          tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
          interval="preserveStartEnd"
        />
        <YAxis allowDecimals={false} tick={{ fill: 'var(--color-muted)', fontSize: 12 }} />
        <Tooltip cursor={{ fill: 'var(--color-background)' }} />
        <Bar
          dataKey="active"
          name={name}
          fill="var(--color-primary)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
