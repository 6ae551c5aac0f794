import { showNotificationsPagination } from '@/lib/lists/pagination';
import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view whose page size the notifications screen keeps per browser (spec §4). */
export const NOTIFICATIONS_VIEW = 'notifications';

/** Every notification, newest first as the API sends them: no search, sort or filter. */
export const NOTIFICATIONS_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/**
 * ListResults' `hideSinglePage` for `total` notifications. Spec §9 shows their pages only above 25 in total, at any page size: hidden up to 25
 * (never more than a page then), shown whenever more were found, so a size of 50 or 75 can still
 * be changed back while a single page holds them all.
 */
export function hidesNotificationPages(total: number): boolean {
  return !showNotificationsPagination(total);
}
