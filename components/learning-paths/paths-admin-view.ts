import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view of /admin/learning-paths: its search and page size, kept per browser. */
export const PATHS_VIEW = 'admin-learning-paths';
/** The API's order (position, then title), no search. */
export const PATHS_VIEW_DEFAULTS: Partial<ViewSettings> = {};
/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';
