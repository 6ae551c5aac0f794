/**
 * Spec §9: support action buttons ignore clicks for their first 200 ms, so the click (or
 * Enter) that opened the palette does not also fire the action that appears under it.
 */
export const SUPPORT_ACTION_GUARD_MS = 200;

/** Whether a click at `now` counts, for a button shown at `shownAt` (both in ms). */
export function acceptsClick(shownAt: number, now: number): boolean {
  return now - shownAt >= SUPPORT_ACTION_GUARD_MS;
}
