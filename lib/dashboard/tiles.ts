/**
 * /admin/dashboard's figures as GET /v1/dashboard answers them, camelCase. A section
 * the person may not see is null (shared/portals/dashboard-sections.ts decides on the server).
 */
export interface DashboardWeek {
  week: string;
  enrollments: number;
  completions: number;
  activeStudents: number;
}

export interface DashboardFigures {
  generatedAt: string;
  weeks: number;
  activeDays: number;
  learning: {
    activeStudents: number;
    enrollments: number;
    completions: number;
    weeks: DashboardWeek[];
  } | null;
  contentIssues: { open: number } | null;
  reviewTickets: { open: number; overdue: number } | null;
  /** Orders and revenue (commerce): absent until that API answers it. */
  sales?: { orders: number; revenueCents: number; currency: string } | null;
}

export interface DashboardTile {
  /** Its translation key under administration.dashboard.tiles, and its test id. */
  id: string;
  value: number;
  /** How to show the value: a count, or money in the portal's currency. */
  format: 'count' | { currency: string };
  /** Where to act on it; only links a person may follow (the section's rule is the page's). */
  href?: string;
  /** A figure that needs attention (e.g. overdue tickets). */
  alert?: boolean;
}

type TileDefinition = (figures: DashboardFigures) => DashboardTile | null | undefined;

/**
 * The tiles, in order, one entry each: a later domain adds its tile here (revenue is the
 * example: it shows as soon as the API sends `sales`).
 */
export const DASHBOARD_TILES: readonly TileDefinition[] = [
  (f) => f.learning && { id: 'activeStudents', value: f.learning.activeStudents, format: 'count' },
  (f) => f.learning && { id: 'enrollments', value: f.learning.enrollments, format: 'count' },
  (f) => f.learning && { id: 'completions', value: f.learning.completions, format: 'count' },
  (f) =>
    f.reviewTickets && {
      id: 'openTickets',
      value: f.reviewTickets.open,
      format: 'count',
      alert: f.reviewTickets.overdue > 0,
    },
  (f) =>
    f.reviewTickets && {
      id: 'overdueTickets',
      value: f.reviewTickets.overdue,
      format: 'count',
      alert: f.reviewTickets.overdue > 0,
    },
  (f) =>
    f.contentIssues && {
      id: 'contentIssues',
      value: f.contentIssues.open,
      format: 'count',
      href: '/admin/courses/content-issues',
    },
  (f) =>
    f.sales && {
      id: 'orders',
      value: f.sales.orders,
      format: 'count',
      href: '/admin/sales/orders',
    },
  (f) =>
    f.sales && {
      id: 'revenue',
      value: f.sales.revenueCents / 100,
      format: { currency: f.sales.currency },
      href: '/admin/sales/orders',
    },
];

/** The tiles this person sees: those whose section the API answered. */
export function dashboardTiles(figures: DashboardFigures): DashboardTile[] {
  return DASHBOARD_TILES.flatMap((tile) => tile(figures) ?? []);
}

/** A chart's scale: the largest value rounded up to a 1, 2 or 5 step (at least 1). */
export function chartMaximum(values: readonly number[]): number {
  const largest = Math.max(1, ...values);
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= largest) ?? 10;
  return step * magnitude;
}
