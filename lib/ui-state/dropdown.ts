/** Spec §9: a dropdown is at most 320 px tall, 40 px per row. */
export const DROPDOWN_MAX_HEIGHT_PX = 320;
export const DROPDOWN_ROW_HEIGHT_PX = 40;

/** The height a dropdown needs: one row per item plus one (its padding and header). */
export function dropdownHeight(itemCount: number): number {
  return Math.min(DROPDOWN_MAX_HEIGHT_PX, DROPDOWN_ROW_HEIGHT_PX * (itemCount + 1));
}

/** Spec §9: opens upward when the space below is under min(320, 40 × (items + 1)) px. */
export function opensUpward(spaceBelowPx: number, itemCount: number): boolean {
  return spaceBelowPx < dropdownHeight(itemCount);
}
