import { describe, expect, it } from 'vitest';
import { DEMO_FEATURES, UNLIMITED_FEATURES } from '@/tests/support/fixtures/demo-users';
import { outline } from '@/tests/support/fixtures/menu-outline';
import { buildMenu } from './menu';

const without = (...flags: string[]) => DEMO_FEATURES.filter((flag) => !flags.includes(flag));

const FULL_ADMIN = [
  '/admin/dashboard',
  '/admin/reports',
  '/admin/courses',
  '  /admin/courses',
  '  /admin/courses/create',
  '  /admin/courses/content-issues',
  '  /admin/learning-paths',
  '/admin/catalogs',
  '/admin/certifications',
  '/admin/sales/orders',
  '  /admin/sales/orders',
  '  /admin/sales/orders/create',
  '  /admin/sales/catalogs',
  '  /admin/sales/promotions',
  '  /admin/sales/invoicing',
  '/academy/marketing',
  '/admin/accounts',
  '  /admin/accounts',
  '  /admin/announcements',
  '/admin/settings/integrations',
  '  /admin/settings/integrations',
  '  /admin/settings/api-tokens',
  '  /admin/settings/webhooks',
  '  /admin/settings/audit-log',
  '  /admin/settings/erasure-requests',
  '  /admin/settings/agreements',
  '  /admin/settings/languages',
  '  /admin/settings/order-automations',
  '  /admin/settings/feature-flags',
  '  /admin/settings/approvals',
  '  /admin/settings/content-labels',
];

const ADMIN_WITHOUT_PORTALS = [
  '/admin/dashboard',
  '/admin/reports',
  '/admin/courses',
  '  /admin/courses',
  '  /admin/courses/create',
  '  /admin/courses/content-issues',
  '  /admin/learning-paths',
  '/admin/catalogs',
  '/admin/certifications',
  '/academy/accounts_support',
  '  /academy/accounts_support',
  '  /admin/announcements',
  '/admin/settings/integrations',
  '  /admin/settings/integrations',
  '  /admin/settings/api-tokens',
  '  /admin/settings/webhooks',
  '  /admin/settings/audit-log',
  '  /admin/settings/erasure-requests',
  '  /admin/settings/content-labels',
];

describe('admin menu per role × feature flags (spec §6)', () => {
  it.each<[string, string[], readonly string[], string[]]>([
    ['Ada Admin on Demo Academy', ['academy_admin', 'academy_support'], DEMO_FEATURES, FULL_ADMIN],
    ['staff admin = academy admin', ['admin'], DEMO_FEATURES, FULL_ADMIN],
    [
      'Ada Admin on Unlimited Learning',
      ['academy_admin'],
      UNLIMITED_FEATURES,
      ADMIN_WITHOUT_PORTALS,
    ],
    [
      'approvals also need coach_mandate_approvals',
      ['academy_admin'],
      without('coach_mandate_approvals'),
      FULL_ADMIN.filter((line) => !line.endsWith('/approvals')),
    ],
    [
      'users move to /academy/accounts_support when account-support is off',
      ['academy_admin'],
      without('account-support'),
      FULL_ADMIN.map((line) => line.replace('/admin/accounts', '/academy/accounts_support')),
    ],
    [
      'Alex Author: content group, no portals-only items, no prices',
      ['academy_author'],
      DEMO_FEATURES,
      [
        '/admin/dashboard',
        '/admin/courses',
        '  /admin/courses',
        '  /admin/courses/create',
        '  /admin/courses/content-issues',
        '  /admin/learning-paths',
        '/admin/catalogs',
        '/admin/certifications',
        '/admin/settings/integrations',
        '  /admin/settings/integrations',
        '  /admin/settings/content-labels',
      ],
    ],
    [
      'Sam Support: announcements only',
      ['academy_support'],
      DEMO_FEATURES,
      ['/admin/dashboard', '/admin/announcements', '  /admin/announcements'],
    ],
    [
      'academy manager: academy and sales groups, no course rights',
      ['academy_manager'],
      DEMO_FEATURES,
      // API tokens act as their maker: the admins of §6 only, not the manager.
      FULL_ADMIN.filter(
        (line) =>
          !line.includes('/admin/courses') &&
          !line.includes('/admin/learning-paths') &&
          !line.includes('api-tokens') &&
          !line.includes('webhooks') &&
          !line.includes('audit-log') &&
          !line.includes('erasure-requests'),
      ),
    ],
    [
      'academy sales with portals',
      ['academy_sales'],
      DEMO_FEATURES,
      [
        '/admin/dashboard',
        '/admin/sales/orders',
        '  /admin/sales/orders',
        '  /admin/sales/orders/create',
        '  /admin/sales/catalogs',
        '  /admin/sales/promotions',
        '  /admin/sales/invoicing',
        '/admin/accounts',
        '  /admin/accounts',
        '  /admin/announcements',
      ],
    ],
    [
      'academy sales without portals: the whole sales menu goes',
      ['academy_sales'],
      UNLIMITED_FEATURES,
      [
        '/admin/dashboard',
        '/academy/accounts_support',
        '  /academy/accounts_support',
        '  /admin/announcements',
      ],
    ],
    [
      'academy marketing: the mailing list (portals feature) and announcements',
      ['academy_marketing'],
      DEMO_FEATURES,
      ['/admin/dashboard', '/academy/marketing', '/admin/announcements', '  /admin/announcements'],
    ],
    ['a student in the admin environment sees nothing', ['student'], DEMO_FEATURES, []],
  ])('%s', (_name, roles, features, expected) => {
    expect(outline(buildMenu('admin', roles, features))).toEqual(expected);
  });

  it('labels items by message key', () => {
    const [dashboard, reports, courses] = buildMenu('admin', ['academy_admin'], DEMO_FEATURES);
    expect(dashboard?.labelKey).toBe('menu.admin.dashboard');
    expect(reports?.labelKey).toBe('menu.admin.reports');
    expect(courses?.children.map((item) => item.labelKey)).toEqual([
      'menu.admin.all_courses',
      'menu.admin.add_course',
      'menu.admin.content_issues',
      'menu.admin.learning_paths',
    ]);
  });
});
