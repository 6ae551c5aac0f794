import type { MenuItem } from './menu-item';

/**
 * Menu entries of spec §2/§6 whose screens a later issue builds. Until then the menu leaves
 * them out, so no entry leads to a 404; planned-routes.test.ts fails as soon as one of these
 * gets its page (remove it here) and when any other menu entry has no page.
 */
export const PLANNED_ROUTES: Readonly<Record<string, string>> = {};

/** The menu without planned screens; a group left empty goes, or links to its first child. */
export function withoutPlanned(
  items: readonly MenuItem[],
  planned: Readonly<Record<string, string>> = PLANNED_ROUTES,
): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (item.children.length === 0) {
      if (!(item.href in planned)) kept.push(item);
      continue;
    }
    const children = withoutPlanned(item.children, planned);
    if (children.length === 0) continue;
    const href = item.href in planned ? (children[0]?.href ?? item.href) : item.href;
    kept.push({ ...item, href, children });
  }
  return kept;
}

/** Whether a screen is still to be built (a link to it would lead to a 404). */
export function isPlanned(path: string): boolean {
  return path in PLANNED_ROUTES;
}
