import { describe, expect, it } from 'vitest';
import { chartMaximum, type DashboardFigures, dashboardTiles } from './tiles';

const figures: DashboardFigures = {
  generatedAt: '2026-11-27T12:00:00Z',
  weeks: 12,
  activeDays: 30,
  learning: { activeStudents: 4, enrollments: 9, completions: 2, weeks: [] },
  contentIssues: { open: 3 },
  reviewTickets: { open: 5, overdue: 1 },
};

describe('dashboard tiles (SCREENS "Administration": per role, revenue only for sales roles)', () => {
  it('shows a tile per answered section, in order', () => {
    expect(dashboardTiles(figures).map((tile) => [tile.id, tile.value])).toEqual([
      ['activeStudents', 4],
      ['enrollments', 9],
      ['completions', 2],
      ['openTickets', 5],
      ['overdueTickets', 1],
      ['contentIssues', 3],
    ]);
  });

  it('leaves out the sections a person may not see', () => {
    const author = { ...figures, reviewTickets: null };
    expect(dashboardTiles(author).map((tile) => tile.id)).not.toContain('openTickets');
  });

  it('adds orders and revenue when the API sends sales figures', () => {
    const sales = { ...figures, sales: { orders: 7, revenueCents: 123450, currency: 'EUR' } };
    expect(dashboardTiles(sales).slice(-2)).toEqual([
      { id: 'orders', value: 7, format: 'count', href: '/admin/sales/orders' },
      { id: 'revenue', value: 1234.5, format: { currency: 'EUR' }, href: '/admin/sales/orders' },
    ]);
  });

  it('flags overdue tickets', () => {
    expect(dashboardTiles(figures).find((tile) => tile.id === 'overdueTickets')?.alert).toBe(true);
  });
});

describe('chartMaximum', () => {
  it('rounds up to a 1, 2 or 5 step', () => {
    expect(chartMaximum([])).toBe(1);
    expect(chartMaximum([0, 0])).toBe(1);
    expect(chartMaximum([3])).toBe(5);
    expect(chartMaximum([12])).toBe(20);
    expect(chartMaximum([100])).toBe(100);
    expect(chartMaximum([101])).toBe(200);
  });
});
