import { allOf, feature, RULES, withoutFeature } from '@/shared/access/rules';
import type { MenuNode } from './menu-item';

/** Spec §2 routes: the users page moves to the academy when account-support is off. */
const users: MenuNode[] = [
  {
    labelKey: 'menu.admin.users',
    href: '/admin/accounts',
    when: allOf(RULES.users, feature('account-support')),
  },
  {
    labelKey: 'menu.admin.users',
    href: '/academy/accounts_support',
    when: allOf(RULES.users, withoutFeature('account-support')),
  },
];

/**
 * Spec §6 admin menu, every condition in RULES. Lists that have pages beneath them in the
 * same submenu (all courses, orders) are exact, so only one entry lights up at a time.
 */
export const ADMIN_MENU: readonly MenuNode[] = [
  { labelKey: 'menu.admin.dashboard', href: '/admin/dashboard', when: RULES.staff },
  // Issue 43, item 5: learners' results by name, so the academy group only.
  { labelKey: 'menu.admin.reports', href: '/admin/reports', when: RULES.reports },
  {
    labelKey: 'menu.admin.courses',
    href: '/admin/courses',
    when: RULES.courses,
    children: [
      { labelKey: 'menu.admin.all_courses', href: '/admin/courses', exact: true },
      { labelKey: 'menu.admin.add_course', href: '/admin/courses/create', when: RULES.addCourse },
      { labelKey: 'menu.admin.content_issues', href: '/admin/courses/content-issues' },
      // Issue 43, item 6: paths of courses followed in order and sold as one.
      { labelKey: 'menu.admin.learning_paths', href: '/admin/learning-paths' },
    ],
  },
  { labelKey: 'menu.admin.catalogs', href: '/admin/catalogs', when: RULES.catalogs },
  {
    labelKey: 'menu.admin.certifications',
    href: '/admin/certifications',
    when: RULES.certifications,
  },
  {
    labelKey: 'menu.admin.sales',
    when: RULES.sales,
    children: [
      {
        labelKey: 'menu.admin.orders',
        href: '/admin/sales/orders',
        exact: true,
        when: RULES.orders,
      },
      { labelKey: 'menu.admin.make_order', href: '/admin/sales/orders/create', when: RULES.orders },
      // Not named in §6's conditions: prices are the orders' matter (RULES.salesCatalogs).
      {
        labelKey: 'menu.admin.sales_catalogs',
        href: '/admin/sales/catalogs',
        when: RULES.salesCatalogs,
      },
      { labelKey: 'menu.admin.promotions', href: '/admin/sales/promotions', when: RULES.orders },
      // Issue 40: the seller on the invoices, the orders' matter like promotions.
      { labelKey: 'menu.admin.invoicing', href: '/admin/sales/invoicing', when: RULES.orders },
    ],
  },
  { labelKey: 'menu.admin.marketing', href: '/academy/marketing', when: RULES.marketing },
  {
    labelKey: 'menu.admin.support',
    children: [
      ...users,
      {
        labelKey: 'menu.admin.announcements',
        href: '/admin/announcements',
        when: RULES.announcements,
      },
    ],
  },
  {
    labelKey: 'menu.admin.settings',
    when: RULES.settings,
    children: [
      // §6 gives integrations no condition of its own: the settings menu's.
      { labelKey: 'menu.admin.integrations', href: '/admin/settings/integrations' },
      // Issue 42: a token acts as the admin who made it, so the admins of §6 only.
      {
        labelKey: 'menu.admin.api_tokens',
        href: '/admin/settings/api-tokens',
        when: RULES.apiTokens,
      },
      // Issue 42: webhooks carry learners' data to another system, so the admins of §6 only.
      {
        labelKey: 'menu.admin.webhooks',
        href: '/admin/settings/webhooks',
        when: RULES.webhooks,
      },
      // Issue 42: every administrative change, who made it and from where; the admins of §6.
      {
        labelKey: 'menu.admin.audit_log',
        href: '/admin/settings/audit-log',
        when: RULES.auditLog,
      },
      // Issue 42: requests to be erased, answered by erasing or declining; the admins of §6.
      {
        labelKey: 'menu.admin.erasure_requests',
        href: '/admin/settings/erasure-requests',
        when: RULES.dataRights,
      },
      {
        labelKey: 'menu.admin.agreements',
        href: '/admin/settings/agreements',
        when: RULES.portalSettings,
      },
      {
        labelKey: 'menu.admin.languages',
        href: '/admin/settings/languages',
        when: RULES.portalSettings,
      },
      {
        labelKey: 'menu.admin.order_automations',
        href: '/admin/settings/order-automations',
        when: RULES.portalSettings,
      },
      {
        labelKey: 'menu.admin.feature_flags',
        href: '/admin/settings/feature-flags',
        when: RULES.portalSettings,
      },
      {
        labelKey: 'menu.admin.approvals',
        href: '/admin/settings/approvals',
        when: RULES.approvalSettings,
      },
      { labelKey: 'menu.admin.content_labels', href: '/admin/settings/content-labels' },
    ],
  },
];
