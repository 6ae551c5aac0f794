/**
 * Where the onboarding tour floats: over the page, fixed in the viewport, so it never
 * moves the page (no layout shift), either under the header pointing at the menu button or at
 * the bottom of the viewport. It goes wherever it does not lie over the focused element (WCAG
 * 2.4.11): it stays put while the focused element is clear of it, moves to the other end when
 * the focus is under it, and when both ends would cover it, takes the one covering less.
 */
export type TourPlacement = 'top' | 'bottom';

/** A box in viewport coordinates (a DOMRect is one). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

export function tourPlacement({
  focused,
  tour,
  placement,
  top,
  viewportHeight,
  gap,
}: {
  /** The focused element's box, or null when nothing outside the tour has focus. */
  focused: Box | null;
  /** The tour's box where it is now. */
  tour: Box;
  placement: TourPlacement;
  /** Where the tour's top is when it is at the top (under the header). */
  top: number;
  viewportHeight: number;
  /** Its distance from the viewport's bottom edge when it is at the bottom. */
  gap: number;
}): TourPlacement {
  if (!focused) return placement;
  const here = overlap(focused, tour);
  if (here === 0) return placement;
  const height = tour.bottom - tour.top;
  const otherTop = placement === 'top' ? viewportHeight - gap - height : top;
  const other: TourPlacement = placement === 'top' ? 'bottom' : 'top';
  // Not `{ ...tour }`: a DOMRect's sides are getters of its prototype, which a spread drops.
  const there = overlap(focused, {
    top: otherTop,
    bottom: otherTop + height,
    left: tour.left,
    right: tour.right,
  });
  return there < here ? other : placement;
}
