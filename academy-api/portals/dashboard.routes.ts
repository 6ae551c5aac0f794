import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { dashboards } from '../../shared/catalog/contract';
import { dashboardSections } from '../../shared/portals/dashboard-sections';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { resourceResponse } from '../jsonapi/endpoint';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, one } from '../openapi/answers';
import {
  ACTIVE_DAYS,
  DASHBOARD_WEEKS,
  learningFigures,
  salesFigures,
  workFigures,
} from './dashboard.queries';

/**
 * /v1/dashboard (SCREENS "Administration"): the figures of /admin/dashboard for the portal of
 * the request, each section only for the roles that may see it (shared/portals/
 * dashboard-sections.ts): learning for all staff, content issues for course managers, review
 * tickets for the roles that handle them, orders and revenue for the sales roles (commerce).
 */
export const dashboardRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const viewer = authorize(c, RULES.staff);
  const portalId = c.var.portal.id;
  const sections = dashboardSections({ roles: viewer.roles, features: c.var.portal.features });
  const [learning, work, sales] = await Promise.all([
    sections.learning ? learningFigures(c.var.db, { portalId }) : null,
    sections.contentIssues || sections.reviewTickets
      ? workFigures(c.var.db, {
          portalId,
          contentIssues: sections.contentIssues,
          tickets: sections.reviewTickets,
        })
      : null,
    sections.sales ? salesFigures(c.var.db, { portalId }) : null,
  ]);
  return resourceResponse(
    resourceOf(dashboards, portalId, {
      generated_at: iso(new Date()),
      weeks: DASHBOARD_WEEKS,
      active_days: ACTIVE_DAYS,
      learning: learning && {
        active_students: learning.activeStudents,
        enrollments: learning.weeks.reduce((sum, week) => sum + week.enrollments, 0),
        completions: learning.weeks.reduce((sum, week) => sum + week.completions, 0),
        weeks: learning.weeks.map((week) => ({
          week: week.week,
          enrollments: week.enrollments,
          completions: week.completions,
          active_students: week.activeStudents,
        })),
      },
      content_issues: sections.contentIssues ? { open: work?.openContentIssues ?? 0 } : null,
      review_tickets: sections.reviewTickets
        ? { open: work?.openTickets ?? 0, overdue: work?.overdueTickets ?? 0 }
        : null,
      sales: sections.sales
        ? {
            orders: sales?.orders ?? 0,
            revenue_cents: sales?.revenueCents ?? 0,
            currency: sales?.currency ?? 'EUR',
          }
        : null,
    }),
  );
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/dashboard': one('dashboards'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [
    // Every staff member (RULES.staff); each sees the sections of their roles.
    fixedRow('GET', '/v1/dashboard', '/v1/dashboard', {
      guest: 401,
      ada: 200,
      sam: 200,
      alex: 200,
      sven: 200,
      mia: 200,
      others: 403,
    }),
  ];
};
