'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface BarPoint {
  label: string;
  value: number;
}

/**
 * Horizontal bars, one per label (average progress per course, a course's progress bands).
 * Decorative for assistive technology: the figures are in the table beside it.
 */
export default function BarListChart({
  data,
  name,
  max,
  unit = '',
}: {
  data: BarPoint[];
  name: string;
  /** The value axis ends here (100 for percentages); the data's maximum when not given. */
  max?: number;
  unit?: string;
}) {
  const height = Math.max(120, data.length * 36 + 40);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke="var(--color-border)" />
        <XAxis
          type="number"
          domain={[0, max ?? 'auto']}
          allowDecimals={false}
          unit={unit}
          tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={120}
          tick={{ fill: 'var(--color-text)', fontSize: 12 }}
        />
        <Tooltip cursor={{ fill: 'var(--color-background)' }} />
        <Bar
          dataKey="value"
          name={name}
          unit={unit}
          fill="var(--color-primary)"
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
