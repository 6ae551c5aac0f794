import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { EVERY_STATUS, isErasureStatus } from '@/lib/resources/erasure-requests';
import { ERASURE_REQUEST_STATUSES, type ErasureRequestStatus } from '@/shared/privacy/erasure';

/** The named view whose settings (status, page size) /admin/settings/erasure-requests keeps. */
export const ERASURE_REQUESTS_VIEW = 'admin-erasure-requests';

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

export const STATUS_FILTER = 'status';

/** The status buttons: each status, then every status at once. */
export const STATUS_CHOICES = [...ERASURE_REQUEST_STATUSES, EVERY_STATUS] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

/**
 * The requests that wait for an answer come first: the screen is where they are answered. The
 * API keeps them newest first and takes no sort.
 */
export const ERASURE_REQUESTS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  filters: { [STATUS_FILTER]: 'open' },
};

/**
 * The status button a view has pressed. "All" is a filter of its own (not no filter) so that it
 * differs from the default "open" in the address and the cookie; a status the API does not know
 * (an edited address) is sent as no filter (erasureRequestsPath), so it reads as "All".
 */
export function statusOf(view: ViewSettings): ErasureRequestStatus | typeof EVERY_STATUS {
  const status = view.filters[STATUS_FILTER];
  return isErasureStatus(status) ? status : EVERY_STATUS;
}
