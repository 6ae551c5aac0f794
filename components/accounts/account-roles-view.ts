import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/**
 * The named view of an account's role history (/admin/accounts/{id}): its page size is kept per
 * browser (spec §4) for every account's page. A view of its own, not the accounts list's
 * (`admin-accounts`), whose search and role filter are about another list.
 */
export const ROLE_CHANGES_VIEW = 'admin-account-role-changes';

/** Newest first, as the API lists the changes: no sort or filter of the view's own. */
export const ROLE_CHANGES_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';
