import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view of the delivery logs: its status filter and page size, kept per browser. */
export const DELIVERIES_VIEW = 'admin-webhook-deliveries';

/** Every delivery, newest first as the API sends them, 25 a page (spec §9). */
export const DELIVERIES_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The view's filter, named as the API names it (filter[status]). */
export const STATUS_FILTER = 'status';
