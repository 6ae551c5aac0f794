import type { AccessContext, Rule } from '@/shared/access/rules';

/** A navigation entry as the shell renders it; `labelKey` is a message key, not text. */
export interface MenuItem {
  labelKey: string;
  href: string;
  /** Spec §4: exact mode — active only on the href itself, not below it. */
  exact: boolean;
  /** Opens in a new tab (the portal's knowledge base). */
  external: boolean;
  children: MenuItem[];
}

/** A menu entry before the rules are applied. A group without href links to its first child. */
export interface MenuNode {
  labelKey: string;
  href?: string;
  exact?: boolean;
  external?: boolean;
  when?: Rule;
  children?: readonly MenuNode[];
}

/**
 * The entries the user may see. A group is shown only with at least one visible child, so a
 * submenu never opens onto nothing.
 */
export function resolveMenu(nodes: readonly MenuNode[], context: AccessContext): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of nodes) {
    if (node.when && !node.when(context)) continue;
    const children = node.children ? resolveMenu(node.children, context) : [];
    if (node.children && children.length === 0) continue;
    const href = node.href ?? children[0]?.href;
    if (href === undefined) continue;
    items.push({
      labelKey: node.labelKey,
      href,
      exact: node.exact ?? false,
      external: node.external ?? false,
      children,
    });
  }
  return items;
}
