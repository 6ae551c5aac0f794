import { type FeatureFlag, hasFeature } from './features';
import {
  ACADEMY_GROUP,
  ACADEMY_ROLES,
  ADMIN_ROLES,
  ALL_STAFF_ROLES,
  ANNOUNCEMENT_GROUP,
  COACH_ROLES,
  CONTENT_GROUP,
  COURSE_RIGHTS_GROUP,
  ENTITY_MANAGER_ROLES,
  hasRole,
  MARKETING_GROUP,
  SALES_GROUP,
  SUPPORT_ROLES,
} from './roles';

/** What the §6 rules look at: the user's roles and the portal's feature flags. */
export interface AccessContext {
  roles: readonly string[];
  features: readonly string[];
}

export type Rule = (context: AccessContext) => boolean;

/** Holds a role of any of the groups (groups are never empty, so hasRole's no-list case never applies). */
export const inGroup =
  (...groups: readonly (readonly string[])[]): Rule =>
  ({ roles }) =>
    groups.some((group) => hasRole(roles, group));

export const feature =
  (flag: FeatureFlag): Rule =>
  ({ features }) =>
    hasFeature(features, flag);

export const withoutFeature =
  (flag: FeatureFlag): Rule =>
  ({ features }) =>
    !hasFeature(features, flag);

export const allOf =
  (...rules: Rule[]): Rule =>
  (context) =>
    rules.every((rule) => rule(context));

export const anyOf =
  (...rules: Rule[]): Rule =>
  (context) =>
    rules.some((rule) => rule(context));

export const always: Rule = () => true;

/**
 * Acts on every portal: an `academy_*` role (actsOnEveryPortal in roles.ts). A portal's own
 * staff are all-staff of §6 (RULES.staff) but only on their own portal.
 */
const everyPortal = inGroup(ACADEMY_ROLES);

/** RULES.portalSettings: the academy group on a portal with `portals`. */
const portalSettings = allOf(feature('portals'), inGroup(ACADEMY_GROUP));

/**
 * Spec §6, one rule per permission, shared by the menus and the route guard so that a link
 * is shown exactly when its page lets the user in.
 */
export const RULES = {
  staff: inGroup(ALL_STAFF_ROLES),
  courses: inGroup(COURSE_RIGHTS_GROUP, CONTENT_GROUP),
  addCourse: inGroup(COURSE_RIGHTS_GROUP),
  catalogs: inGroup(ACADEMY_GROUP, CONTENT_GROUP),
  certifications: anyOf(
    inGroup(ACADEMY_GROUP, CONTENT_GROUP),
    allOf(inGroup(COURSE_RIGHTS_GROUP), feature('portals')),
  ),
  sales: inGroup(ACADEMY_GROUP, SALES_GROUP, CONTENT_GROUP),
  orders: allOf(feature('portals'), inGroup(ACADEMY_GROUP, SALES_GROUP)),
  /**
   * Sales catalogs: §6 names no condition of their own; they set the prices orders are made
   * from, so they take the orders' (portals feature, academy or sales group). The content group
   * that also opens the sales menu writes courses, not prices.
   */
  salesCatalogs: allOf(feature('portals'), inGroup(ACADEMY_GROUP, SALES_GROUP)),
  marketing: allOf(feature('portals'), inGroup(MARKETING_GROUP)),
  users: inGroup(SALES_GROUP),
  /**
   * Reading and helping other accounts of the portal: the users item's roles (§6: the sales
   * group) plus support roles, whose palette (§2) opens /admin/accounts/{id}. Authors and
   * marketing do not. Wherever the list lives (/admin/accounts, or /academy/accounts_support
   * when account-support is off), this is who may read it.
   */
  accounts: inGroup(SALES_GROUP, SUPPORT_ROLES),
  /**
   * Giving and taking away roles on /admin/accounts/{id}: the admins of §6 (admin and academy
   * admin), each only the roles of shared/access/role-grants.ts (never above their own).
   */
  accountRoles: inGroup(ADMIN_ROLES),
  /**
   * Acting as a user (issue 43, item 3): the support group of §6, and the admins, on their own
   * portal (academy staff on every portal), as a learner or coach (shared/access/acting.ts).
   */
  actAs: inGroup(SUPPORT_ROLES, ADMIN_ROLES),
  /**
   * People in bulk (issue 43, item 2): inviting by e-mail, importing accounts from CSV and
   * enrolling many accounts (or an entity) in courses at once. The issue names the admins and the
   * sales group: the users item's group of §6 (academy sales, financial controller, the academy
   * group) with the admins spelt out, so a portal's own `admin` counts too. Support reads and
   * helps accounts (RULES.accounts) but does not create them. Which roles they may give is
   * shared/access/role-grants.ts `bulkGrantableRoles`: never above their own.
   */
  people: inGroup(SALES_GROUP, ADMIN_ROLES),
  announcements: inGroup(ANNOUNCEMENT_GROUP),
  settings: inGroup(ACADEMY_GROUP, CONTENT_GROUP),
  /**
   * The chat's identity key on /admin/settings/integrations (key id and secret): it signs
   * anyone's identity to the chat provider, so the academy group only; the
   * rest of the screen is the settings rule's.
   */
  integrationSecrets: inGroup(ACADEMY_GROUP),
  /**
   * LTI tools and platforms (issue 38, /admin/settings/integrations): the integration secrets'
   * group, on a portal with the `lti` feature.
   */
  ltiAdmin: allOf(inGroup(ACADEMY_GROUP), feature('lti')),
  /** External-tool items in the course editor (issue 38): the course rights, with `lti`. */
  ltiAuthoring: allOf(inGroup(COURSE_RIGHTS_GROUP, CONTENT_GROUP), feature('lti')),
  /**
   * API tokens for other systems (issue 42, /admin/settings/api-tokens): a token acts as the
   * admin who made it, so only the admins of §6 (admin, academy admin) make and revoke them.
   */
  apiTokens: inGroup(ADMIN_ROLES),
  /**
   * Outgoing webhooks (issue 42, /admin/settings/webhooks): they carry learners' data to another
   * system, so the admins of §6 only, as API tokens.
   */
  webhooks: inGroup(ADMIN_ROLES),
  /**
   * Single sign-on (issue 39, /admin/settings/integrations' "Sign-in" section): who may sign in
   * through which identity provider, with which roles, decides who gets in, so the admins of §6.
   */
  identityProviders: inGroup(ADMIN_ROLES),
  /**
   * The audit log (issue 42, /admin/settings/audit-log): every administrative change with who and
   * from where; the admins of §6 only.
   */
  auditLog: inGroup(ADMIN_ROLES),
  /**
   * Reports (issue 43, item 5, /admin/reports): every learner's completions, progress, quiz
   * results and certificates by name. The dashboard's figures (all staff) are counts; these
   * name people and their scores, so the academy group only (admins and academy managers, who
   * steer the academy); authors, sales, support and marketing do not. Entity managers read them
   * too, of their own entity only (the API forces it: shared/reports/report-scope.ts).
   */
  reports: inGroup(ACADEMY_GROUP, ENTITY_MANAGER_ROLES),
  /**
   * The student menu's "Reports" entry: entity managers who are not staff work in the student
   * environment, and reach /admin/reports from there.
   */
  entityReports: allOf(
    inGroup(ENTITY_MANAGER_ROLES),
    ({ roles }) => !hasRole(roles, ALL_STAFF_ROLES),
  ),
  /**
   * Data rights (issue 42): exporting (and erasing) another person's data, with a reason; the
   * admins of §6 only. Everyone may download their own.
   */
  dataRights: inGroup(ADMIN_ROLES),
  portalSettings,
  /**
   * Portals beyond one's own: creating a portal, changing or comparing another
   * one — the portal settings rule held by someone who acts on every portal.
   */
  otherPortals: allOf(portalSettings, everyPortal),
  approvalSettings: allOf(
    feature('portals'),
    inGroup(ACADEMY_GROUP),
    feature('coach_mandate_approvals'),
  ),
  coach: inGroup(COACH_ROLES),
  coachTickets: allOf(inGroup(COACH_ROLES), feature('review-tickets')),
  coachApprovals: allOf(inGroup(COACH_ROLES), feature('coach_mandate_approvals')),
  /**
   * Review tickets in the API: coaches (through the coach scope of
   * academy-api/access/coach-scope.ts) and the portal's admins. The screens are the coach's
   * (/coach/tickets with review-tickets, /coach/review without).
   */
  reviewTickets: inGroup(COACH_ROLES, ADMIN_ROLES),
  /**
   * Groups of a course (group_assignments): course managers, and coaches of that course (the
   * API checks which course).
   */
  courseGroups: allOf(
    feature('group_assignments'),
    inGroup(COURSE_RIGHTS_GROUP, CONTENT_GROUP, COACH_ROLES),
  ),
  /** Mandates in the API: coaches ask and decide for their mentees, admins decide every one. */
  mandates: allOf(inGroup(COACH_ROLES, ADMIN_ROLES), feature('coach_mandate_approvals')),
  portfolio: feature('portfolio_feature'),
  /** The student's /qualifications (qualifications-report; 403 where off). */
  qualifications: feature('qualifications-report'),
  coachQualifications: allOf(inGroup(COACH_ROLES), feature('qualifications-report')),
  supportPalette: allOf(inGroup(SUPPORT_ROLES), feature('account-support')),
  /**
   * §6: the portals feature. Only who acts on every portal is offered the others (a
   * portal's own staff sign in on their portal only, so the switcher has nothing for them).
   */
  portalSwitcher: allOf(feature('portals'), everyPortal),
  giveFeedback: inGroup(ADMIN_ROLES, COACH_ROLES),
} satisfies Record<string, Rule>;
