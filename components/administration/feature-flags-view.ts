import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/**
 * The named view of the flag history on /admin/settings/feature-flags: its page size is kept per
 * browser (spec §4), its page mirrored in the page's address.
 */
export const FLAG_CHANGES_VIEW = 'admin-flag-changes';

/** Newest first, as the API lists the changes: no sort or filter of the view's own. */
export const FLAG_CHANGES_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';
