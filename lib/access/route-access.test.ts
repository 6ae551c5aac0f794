import { describe, expect, it } from 'vitest';
import { roleBaseEnvironment, switchableEnvironments } from '@/shared/access/environment';
import {
  DEMO_FEATURES,
  DEMO_USERS,
  meResult,
  UNLIMITED_FEATURES,
} from '@/tests/support/fixtures/demo-users';
import { buildAccountMenu } from './account-menu';
import { buildMenu } from './menu';
import type { MenuItem } from './menu-item';
import { type RouteAccess, routeAccess } from './route-access';

const USERS = [
  'guest',
  'ada',
  'sam',
  'alex',
  'cora',
  'hugo',
  'stijn',
  'eva',
  'fenna',
  'lars',
] as const;
const CODES: Record<string, RouteAccess> = {
  o: 'ok',
  s: 'sign-in',
  f: 'forbidden',
  p: 'payment-required',
};

/*
 * Every route of spec §2, one letter per demo user in the order of USERS:
 * o ok, s sign-in, f forbidden (role or feature, 403), p payment required (402).
 */
const TABLE: [string, string][] = [
  ['/', 'oooooooooo'],
  ['/auth', 'oooooooooo'],
  ['/auth/login/register', 'oooooooooo'],
  ['/rate/1', 'oooooooooo'],
  ['/profiles/1', 'sooooooooo'],
  ['/admin', 'soooffffff'],
  ['/admin/dashboard', 'soooffffff'],
  ['/admin/reports', 'soffffffff'],
  ['/admin/courses', 'sofoffffff'],
  ['/admin/courses/create', 'sofoffffff'],
  ['/admin/courses/content-issues', 'sofoffffff'],
  ['/admin/learning-paths', 'sofoffffff'],
  ['/admin/learning-paths/42', 'sofoffffff'],
  ['/admin/catalogs', 'sofoffffff'],
  ['/admin/certifications', 'sofoffffff'],
  ['/admin/sales/orders', 'soffffffff'],
  ['/admin/sales/orders/create', 'soffffffff'],
  ['/admin/sales/catalogs', 'soffffffff'],
  ['/admin/sales/promotions', 'soffffffff'],
  ['/admin/sales/invoicing', 'soffffffff'],
  ['/academy/marketing', 'soffffffff'],
  ['/admin/support', 'soofffffff'],
  ['/admin/accounts', 'soofffffff'],
  ['/admin/accounts/42', 'soofffffff'],
  ['/academy/accounts_support', 'soofffffff'],
  ['/academy/accounts_support/42', 'soofffffff'],
  ['/admin/announcements', 'soofffffff'],
  ['/admin/settings/integrations', 'sofoffffff'],
  ['/admin/settings/api-tokens', 'soffffffff'],
  ['/admin/settings/webhooks', 'soffffffff'],
  ['/admin/settings/audit-log', 'soffffffff'],
  ['/admin/settings/erasure-requests', 'soffffffff'],
  ['/admin/settings/agreements', 'soffffffff'],
  ['/admin/settings/languages', 'soffffffff'],
  ['/admin/settings/order-automations', 'soffffffff'],
  ['/admin/settings/feature-flags', 'soffffffff'],
  ['/admin/settings/approvals', 'soffffffff'],
  ['/admin/settings/content-labels', 'sofoffffff'],
  ['/coach', 'sfffooffff'],
  ['/coach/dashboard', 'sfffooffff'],
  ['/coach/courses', 'sfffooffff'],
  ['/coach/students', 'sfffooffff'],
  ['/coach/tickets', 'sfffooffff'],
  // Demo Academy has review-tickets: its coaches grade on /coach/tickets, not here.
  ['/coach/review', 'sfffffffff'],
  ['/coach/news', 'sfffooffff'],
  ['/coach/mentees', 'sfffooffff'],
  // Coaches ask and decide; admins decide every request.
  ['/approvals', 'soffooffff'],
  ['/catalog', 'soooooopoo'],
  ['/catalog/paths/data-skills', 'sooooooooo'],
  ['/courses/7', 'soooooopoo'],
  ['/profile', 'sooooooooo'],
  ['/portfolio', 'soooooopof'],
  ['/account/details', 'sooooooooo'],
  ['/account/primary-coach', 'sooooooooo'],
  ['/account/orders', 'sooooooooo'],
  ['/checkout/annual', 'sooooooooo'],
  ['/checkout/return/1', 'sooooooooo'],
  ['/notifications', 'sooooooooo'],
];

describe('route guard for every route of spec §2, per demo account', () => {
  it.each(TABLE)('%s → %s', (path, letters) => {
    const actual = USERS.map((user) => routeAccess(path, DEMO_USERS[user]));
    expect(actual).toEqual([...letters].map((letter) => CODES[letter]));
  });
});

describe('route guard details', () => {
  it('a missing feature is a 403 even for admins (spec §6)', () => {
    const ada = meResult({ roles: ['academy_admin'], features: UNLIMITED_FEATURES });
    expect(routeAccess('/admin/accounts/1', ada)).toBe('forbidden');
    expect(routeAccess('/admin/settings/agreements', ada)).toBe('forbidden');
    expect(routeAccess('/academy/accounts_support', ada)).toBe('ok');
    // Without account-support an account's page lives beneath that list.
    expect(routeAccess('/academy/accounts_support/1', ada)).toBe('ok');
    const coach = meResult({ roles: ['coach'], features: UNLIMITED_FEATURES });
    expect(routeAccess('/coach/tickets', coach)).toBe('forbidden');
    expect(routeAccess('/approvals', coach)).toBe('forbidden');
    // Where review-tickets is off the coach grades on /coach/review instead.
    expect(routeAccess('/coach/review', coach)).toBe('ok');
  });
  it('an entity manager (issue 43) opens /admin/reports and nothing else of the admin area', () => {
    const manager = meResult({ roles: ['entity_manager', 'student'], features: DEMO_FEATURES });
    expect(routeAccess('/admin/reports', manager)).toBe('ok');
    expect(routeAccess('/admin/reports/progress', manager)).toBe('ok');
    expect(routeAccess('/admin/reports/schedules', manager)).toBe('ok');
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/admin/accounts',
      '/admin/settings',
      '/academy',
    ]) {
      expect(routeAccess(path, manager), path).toBe('forbidden');
    }
  });
  it('signs in before it judges roles, and judges roles before the subscription', () => {
    expect(routeAccess('/portfolio', DEMO_USERS.guest)).toBe('sign-in');
    const expiredCoach = meResult({ roles: ['student'], models: ['in_plan'], active: false });
    expect(routeAccess('/coach', expiredCoach)).toBe('forbidden');
  });
  it('a paid order’s course opens the catalog and my courses for Eva, not her portfolio', () => {
    const eva = DEMO_USERS.eva;
    expect(routeAccess('/catalog', eva)).toBe('payment-required');
    const granted = { ...eva, me: { ...eva.me, orderCourseAccess: true } };
    expect(routeAccess('/catalog', granted)).toBe('ok');
    expect(routeAccess('/catalog/data-literacy', granted)).toBe('ok');
    expect(routeAccess('/courses', granted)).toBe('ok');
    expect(routeAccess('/courses/data-literacy/misleading-axes', granted)).toBe('ok');
    expect(routeAccess('/portfolio', granted)).toBe('payment-required');
  });
  it('ignores query and hash, and leaves unknown paths to the 404 page', () => {
    expect(routeAccess('/admin/dashboard?tab=1#x', DEMO_USERS.stijn)).toBe('forbidden');
    expect(routeAccess('/no-such-page', DEMO_USERS.guest)).toBe('ok');
    expect(routeAccess('/administration', DEMO_USERS.guest)).toBe('ok');
  });
});

const hrefs = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.href, ...hrefs(item.children)]);

describe('every link a user is shown opens for them (menus and guard agree)', () => {
  it.each(USERS.filter((user) => user !== 'guest'))('%s', (user) => {
    const { me, features } = DEMO_USERS[user];
    const environments = new Set([
      roleBaseEnvironment(me.roles, true),
      ...switchableEnvironments(me.roles),
    ]);
    const links = [...environments].flatMap((environment) =>
      hrefs(buildMenu(environment, me.roles, features)),
    );
    links.push(
      ...hrefs(buildAccountMenu({ signedIn: true, roles: me.roles, hasPrimaryCoach: true })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect([link, routeAccess(link, DEMO_USERS[user])]).not.toEqual([link, 'forbidden']);
    }
  });
});
