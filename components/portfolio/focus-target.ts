/** Where focus should go once the list shows it: an item's title, or (null) the list heading. */
export interface FocusTarget {
  itemId: string | null;
}

/** The DOM id of an item's title, which takes focus (tabIndex -1). */
export const itemTitleId = (itemId: string) => `portfolio-item-${itemId}`;
