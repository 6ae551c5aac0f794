import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** How many weeks the dashboard's charts show (SCREENS: enrolments per week, 12 weeks). */
export const DASHBOARD_WEEKS = 12;
/** "Active students": learners who finished an item in this many days. */
export const ACTIVE_DAYS = 30;

export type WeekFigures = {
  /** The week's Monday (Europe/Amsterdam), `yyyy-mm-dd`. */
  week: string;
  enrollments: number;
  completions: number;
  activeStudents: number;
};

export type LearningFigures = {
  activeStudents: number;
  weeks: WeekFigures[];
};

/**
 * The learning figures of a portal's dashboard from the pre-aggregated tables (migration 0015):
 * active students is one range of learner_activity's portal index; the twelve weeks are at most
 * (courses × 12) rows of course_weekly_stats and 12 of portal_weekly_activity. Nothing here
 * reads enrolments or progress rows, however many there are.
 */
export async function learningFigures(
  db: Db,
  params: { portalId: string },
): Promise<LearningFigures> {
  type Row = {
    week: string;
    enrollments: number;
    completions: number;
    active_students: number;
    active_recently: number;
  };
  const rows = await db.execute(sql`
    with weeks as (
      select (academy_week(now()) - 7 * g)::date as week
      from generate_series(0, ${DASHBOARD_WEEKS - 1}) as g
    ), stats as (
      select week, sum(enrollments)::int as enrollments, sum(completions)::int as completions
      from course_weekly_stats
      where portal_id = ${params.portalId} and week >= (select min(week) from weeks)
      group by week
    )
    select weeks.week::text as week,
      coalesce(stats.enrollments, 0) as enrollments,
      coalesce(stats.completions, 0) as completions,
      coalesce(activity.active_students, 0) as active_students,
      (select count(*)::int from learner_activity
        where portal_id = ${params.portalId}
          and last_active_at >= now() - make_interval(days => ${ACTIVE_DAYS})) as active_recently
    from weeks
    left join stats on stats.week = weeks.week
    left join portal_weekly_activity as activity
      on activity.portal_id = ${params.portalId} and activity.week = weeks.week
    order by weeks.week`);
  const list = rowsOf<Row>(rows);
  return {
    activeStudents: list[0]?.active_recently ?? 0,
    weeks: list.map((row) => ({
      week: row.week,
      enrollments: row.enrollments,
      completions: row.completions,
      activeStudents: row.active_students,
    })),
  };
}

export type WorkFigures = {
  openContentIssues: number;
  openTickets: number;
  overdueTickets: number;
};

/**
 * What waits for someone: content issues not yet resolved or rejected
 * (content_issues_portal_status_created_idx), and review tickets waiting for a coach with the
 * overdue among them (review_tickets_portal_open_submitted_idx, a partial index of open ones).
 */
export async function workFigures(
  db: Db,
  params: { portalId: string; contentIssues: boolean; tickets: boolean },
): Promise<WorkFigures> {
  const rows = await db.execute(sql`
    select
      ${params.contentIssues ? sql`(select count(*)::int from content_issues where portal_id = ${params.portalId} and status in ('open', 'in_progress'))` : sql`0`} as issues,
      ${params.tickets ? sql`(select count(*)::int from review_tickets where portal_id = ${params.portalId} and status in ('new', 'in_review', 'resubmitted'))` : sql`0`} as tickets,
      ${params.tickets ? sql`(select count(*)::int from review_tickets where portal_id = ${params.portalId} and status in ('new', 'in_review', 'resubmitted') and due_at < now())` : sql`0`} as overdue`);
  const [row] = rowsOf<{ issues: number; tickets: number; overdue: number }>(rows);
  return {
    openContentIssues: row?.issues ?? 0,
    openTickets: row?.tickets ?? 0,
    overdueTickets: row?.overdue ?? 0,
  };
}

export type SalesFigures = { orders: number; revenueCents: number; currency: string } | null;

/**
 * Orders and revenue of the last DASHBOARD_WEEKS weeks (commerce's figures on /admin/dashboard):
 * orders paid in that time and not refunded since, their totals (VAT included) summed in the
 * currency that took the most. One range of the orders' paid-at index (orders_portal_paid_idx).
 * Null when nothing was paid.
 */
export async function salesFigures(
  db: Db,
  params: { portalId: string; now?: Date },
): Promise<SalesFigures> {
  const now = params.now ?? new Date();
  const since = new Date(now.getTime() - DASHBOARD_WEEKS * 7 * 24 * 60 * 60 * 1000);
  const rows = await db.execute(sql`
    select currency, count(*)::int as orders, sum(total_cents)::bigint as revenue
    from orders
    where portal_id = ${params.portalId} and paid_at >= ${since.toISOString()}::timestamptz
      and status in ('paid', 'fulfilled')
    group by currency
    order by revenue desc, currency
    limit 1`);
  const [row] = rowsOf<{ currency: string; orders: number; revenue: string | number }>(rows);
  if (!row) return null;
  return { orders: row.orders, revenueCents: Number(row.revenue), currency: row.currency };
}

/** db.execute answers { rows } on PGlite and node-postgres alike. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
