import { ADMIN_ROLES } from '../access/roles';
import { type AccessContext, allOf, feature, inGroup, RULES } from '../access/rules';

/**
 * Which parts of /admin/dashboard a person sees (SCREENS "Administration"): each
 * section for the roles whose screens act on it, so a figure never points where one cannot go.
 * - learning (active students, enrolments and completions per week): every staff member;
 * - open content issues: course managers (they resolve them, /admin/courses/content-issues);
 * - open review tickets: the portal's admins (coaches have their own dashboard), on portals with
 *   review-tickets;
 * - orders and revenue: the sales roles (RULES.orders), with commerce.
 */
export function dashboardSections(context: AccessContext) {
  return {
    learning: RULES.staff(context),
    contentIssues: RULES.courses(context),
    reviewTickets: allOf(inGroup(ADMIN_ROLES), feature('review-tickets'))(context),
    sales: RULES.orders(context),
  };
}

export type DashboardSections = ReturnType<typeof dashboardSections>;
