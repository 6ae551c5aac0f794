import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from './admin-menu';
import { COACH_MENU, STUDENT_MENU } from './menu';
import type { MenuItem, MenuNode } from './menu-item';
import { PLANNED_ROUTES, withoutPlanned } from './planned-routes';

const root = path.resolve(import.meta.dirname, '../..');

/** The app's page routes, e.g. /admin/courses/[course] as a pattern. */
function pageRoutes(): RegExp[] {
  const base = path.join(root, 'app/(portal)');
  return fs
    .readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => `/${path.relative(base, entry.parentPath)}`.replace(/\/$/, '') || '/')
    .filter((route) => !route.includes('[...'))
    .map((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`));
}

function hrefs(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.href && !node.external ? [node.href] : []),
    ...hrefs(node.children ?? []),
  ]);
}

describe('no menu entry leads to a 404', () => {
  const routes = pageRoutes();
  const hasPage = (href: string) => routes.some((route) => route.test(href));
  const all = [...new Set(hrefs([...ADMIN_MENU, ...COACH_MENU, ...STUDENT_MENU]))];

  it('every entry that is not planned has a page', () => {
    expect(all.filter((href) => !(href in PLANNED_ROUTES) && !hasPage(href))).toEqual([]);
  });

  it('a planned entry has no page yet (when it gets one, it leaves the planned list)', () => {
    expect(Object.keys(PLANNED_ROUTES).filter(hasPage)).toEqual([]);
    expect(Object.keys(PLANNED_ROUTES).filter((href) => !all.includes(href))).toEqual([]);
  });
});

describe('withoutPlanned', () => {
  const item = (href: string, children: MenuItem[] = []): MenuItem => ({
    labelKey: href,
    href,
    exact: false,
    external: false,
    children,
  });

  it('drops planned leaves and empty groups, and re-points a group at its first child', () => {
    const menu = [
      item('/admin/dashboard'),
      item('/admin/sales/orders', [item('/admin/sales/orders'), item('/admin/sales/catalogs')]),
      item('/admin/settings/order-automations', [
        item('/admin/settings/order-automations'),
        item('/admin/settings/content-labels'),
      ]),
      item('/coach/news'),
    ];
    expect(withoutPlanned(menu)).toEqual([
      item('/admin/dashboard'),
      {
        ...item('/admin/settings/order-automations', [item('/admin/settings/content-labels')]),
        href: '/admin/settings/content-labels',
      },
    ]);
  });
});
