/**
 * Progress figures of the coach's screens (SCREENS "Coaching"): the distribution of a course's
 * participants over progress bands (/coach/courses), and weeks for "weekly active participants"
 * (the dashboard's 12 weeks).
 */

/** Bands of 20 points, and completion (100 %) on its own: 0–19, 20–39, 40–59, 60–79, 80–99, 100. */
export const PROGRESS_BANDS = [
  { min: 0, max: 19 },
  { min: 20, max: 39 },
  { min: 40, max: 59 },
  { min: 60, max: 79 },
  { min: 80, max: 99 },
  { min: 100, max: 100 },
] as const;

/** The band of a progress percentage (clamped to 0–100). The SQL of the API uses the same. */
export function progressBand(progress: number): number {
  const value = Math.min(100, Math.max(0, Math.floor(progress)));
  return value === 100 ? PROGRESS_BANDS.length - 1 : Math.floor(value / 20);
}

/** How many participants fall in each band, from (band, count) pairs of the API. */
export function progressDistribution(counts: readonly { band: number; count: number }[]): number[] {
  const bands = PROGRESS_BANDS.map(() => 0);
  for (const { band, count } of counts) {
    if (band >= 0 && band < bands.length) bands[band] = (bands[band] ?? 0) + count;
  }
  return bands;
}

/** The dashboard charts this many weeks of activity, the current one last. */
export const ACTIVITY_WEEKS = 12;

/**
 * The Mondays (00:00 UTC) of the last `weeks` weeks up to the one holding `now`, oldest first
 * (spec §9: the week starts on Monday).
 */
export function weekStarts(now: Date, weeks = ACTIVITY_WEEKS): Date[] {
  const day = now.getUTCDay(); // 0 = Sunday
  const monday = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate() - ((day + 6) % 7),
  );
  return Array.from(
    { length: weeks },
    (_, index) => new Date(monday - (weeks - 1 - index) * 7 * 86_400_000),
  );
}

/** Counts per week start (ISO) filled into every week, zero where the API had no row. */
export function weeklySeries(
  starts: readonly Date[],
  rows: readonly { weekStart: string; active: number }[],
): { weekStart: string; active: number }[] {
  const byWeek = new Map(rows.map((row) => [new Date(row.weekStart).getTime(), row.active]));
  return starts.map((start) => ({
    weekStart: start.toISOString(),
    active: byWeek.get(start.getTime()) ?? 0,
  }));
}
