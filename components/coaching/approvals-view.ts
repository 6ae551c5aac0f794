import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { mandatesQuery } from '@/lib/resources/coaching';
import { MANDATE_STATUSES, type MandateStatus } from '@/shared/coaching/types';

/** The named view whose settings (status, search, page size) /approvals keeps per browser. */
export const APPROVALS_VIEW = 'coach-approvals';

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

export const STATUS_FILTER = 'status';

/** The status buttons: each mandate status, then every status at once. */
export const STATUS_CHOICES = [...MANDATE_STATUSES, 'all'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

/** The requests that wait for a decision come first: the screen is where they are decided. */
export const APPROVALS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  filters: { [STATUS_FILTER]: 'pending' },
};

const isMandateStatus = (value: string | null): value is MandateStatus =>
  MANDATE_STATUSES.includes(value as MandateStatus);

/**
 * The status button a view has pressed. "All" is kept as a filter of its own (not as no filter)
 * so that it differs from the defaults' "pending" in the address and the cookie; a status the
 * API does not know (an edited address) asks for every status, so it reads as "All".
 */
export function statusOf(view: ViewSettings): StatusChoice {
  const status = view.filters[STATUS_FILTER];
  return typeof status === 'string' && isMandateStatus(status) ? status : 'all';
}

/**
 * The API query string of a view's: GET /v1/coach_mandates knows only the mandate statuses
 * (filter[status]=all is refused), so "all", or any other value, is sent as no status filter.
 */
export function mandatesQueryString(queryString: string): string {
  const params = new URLSearchParams(queryString);
  const status = params.get(`filter[${STATUS_FILTER}]`);
  if (status !== null && !isMandateStatus(status)) params.delete(`filter[${STATUS_FILTER}]`);
  return params.toString();
}

/** The /approvals list for a view's query string (ListScreen's and PrefetchedList's query). */
export const approvalsQuery = (queryString: string) =>
  mandatesQuery(mandatesQueryString(queryString));
