import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view whose settings (search, filters, sort, page size) the orders list keeps. */
export const ORDERS_VIEW = 'admin-orders';

/** Newest first, as the API's default. */
export const ORDERS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  sort: { field: 'created_at', direction: 'desc' },
};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** A filter as its control shows it: '' when unset. */
export function filterText(view: ViewSettings, name: string): string {
  const value = view.filters[name];
  return typeof value === 'string' ? value : '';
}
