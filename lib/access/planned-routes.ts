import type { MenuItem } from './menu-item';

/**
 * Menu entries of spec §2/§6 whose screens a later issue builds. Until then the menu leaves
 * them out, so no entry leads to a 404; planned-routes.test.ts fails as soon as one of these
 * gets its page (remove it here) and when any other menu entry has no page.
 */
export const PLANNED_ROUTES: Readonly<Record<string, string>> = {
  '/admin/sales/orders': 'issue 18 (commerce)',
  '/admin/sales/orders/create': 'issue 18 (commerce)',
  '/admin/sales/catalogs': 'issue 18 (commerce)',
  '/admin/sales/promotions': 'issue 18 (commerce)',
  '/academy/marketing': 'issue 19 (communication)',
  '/admin/announcements': 'issue 19 (communication)',
  '/admin/settings/order-automations': 'issue 18 (commerce)',
  '/coach/courses': 'issue 17 (coaching)',
  '/coach/students': 'issue 17 (coaching)',
  '/coach/news': 'issue 19 (communication)',
  '/coach/mentees': 'issue 17 (coaching)',
};

/** The menu without planned screens; a group left empty goes, or links to its first child. */
export function withoutPlanned(items: readonly MenuItem[]): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (item.children.length === 0) {
      if (!(item.href in PLANNED_ROUTES)) kept.push(item);
      continue;
    }
    const children = withoutPlanned(item.children);
    if (children.length === 0) continue;
    const href = item.href in PLANNED_ROUTES ? (children[0]?.href ?? item.href) : item.href;
    kept.push({ ...item, href, children });
  }
  return kept;
}
