import type { MenuItem } from './menu-item';

/** The menu as one line per link, children indented: easy to compare as a table. */
export const outline = (items: MenuItem[], depth = 0): string[] =>
  items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.href}`,
    ...outline(item.children, depth + 1),
  ]);
