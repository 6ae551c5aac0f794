import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/**
 * The named views of /admin/sales/promotions, kept per browser (spec §4): the promotions, 25 a
 * page (spec §9) in the API's order (newest first, so a code just made is on page 1); and the
 * redemptions report, with the promotion it is narrowed to.
 */
export const PROMOTIONS_VIEW = 'admin-promotions';
export const REDEMPTIONS_VIEW = 'admin-promotion-redemptions';

/** Neither list searches or sorts: the API's order, every promotion's redemptions. */
export const PROMOTIONS_VIEW_DEFAULTS: Partial<ViewSettings> = {};
export const REDEMPTIONS_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The redemptions report's filter[promotion]: the id of the promotion it shows. */
export const PROMOTION_FILTER = 'promotion';

/** The promotion the report is narrowed to, as its select shows it: '' for every promotion. */
export function reportPromotionOf(view: ViewSettings): string {
  const promotion = view.filters[PROMOTION_FILTER];
  return typeof promotion === 'string' ? promotion : '';
}
