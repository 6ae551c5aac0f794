import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view whose page size /coach/news keeps per browser (spec §4). */
export const COACH_NEWS_VIEW = 'coach-news';

/** Every news item for coaches, newest first as the API sends them: no search, sort or filter. */
export const COACH_NEWS_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';
