import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_WEEKS,
  PROGRESS_BANDS,
  progressBand,
  progressDistribution,
  weeklySeries,
  weekStarts,
} from './progress';

describe('progress distribution (bands of 20 points, 100 % on its own)', () => {
  it('puts each percentage in its band', () => {
    expect(PROGRESS_BANDS).toHaveLength(6);
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100].map(progressBand)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5,
    ]);
    expect(progressBand(-5)).toBe(0);
    expect(progressBand(140)).toBe(5);
  });

  it('fills every band, zero where nobody is', () => {
    expect(
      progressDistribution([
        { band: 0, count: 3 },
        { band: 2, count: 1 },
        { band: 5, count: 4 },
        { band: 9, count: 7 },
      ]),
    ).toEqual([3, 0, 1, 0, 0, 4]);
  });
});

describe('weekly active participants (12 weeks, weeks start on Monday)', () => {
  it('gives the Mondays of the last 12 weeks, the current week last', () => {
    // Wednesday 18 March 2026: its week began on Monday 16 March.
    const starts = weekStarts(new Date('2026-03-18T10:00:00Z'));
    expect(ACTIVITY_WEEKS).toBe(12);
    expect(starts).toHaveLength(12);
    expect(starts[11]?.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(starts[0]?.toISOString()).toBe('2025-12-29T00:00:00.000Z');
    expect(starts.every((start) => start.getUTCDay() === 1)).toBe(true);
  });

  it('treats Sunday as the end of the week and Monday 00:00 as the start of the next', () => {
    expect(weekStarts(new Date('2026-03-22T23:59:59Z'), 1)[0]?.toISOString()).toBe(
      '2026-03-16T00:00:00.000Z',
    );
    expect(weekStarts(new Date('2026-03-23T00:00:00Z'), 1)[0]?.toISOString()).toBe(
      '2026-03-23T00:00:00.000Z',
    );
  });

  it('fills weeks without activity with zero', () => {
    const starts = weekStarts(new Date('2026-03-18T10:00:00Z'), 3);
    expect(weeklySeries(starts, [{ weekStart: '2026-03-09T00:00:00.000Z', active: 4 }])).toEqual([
      { weekStart: '2026-03-02T00:00:00.000Z', active: 0 },
      { weekStart: '2026-03-09T00:00:00.000Z', active: 4 },
      { weekStart: '2026-03-16T00:00:00.000Z', active: 0 },
    ]);
  });
});
