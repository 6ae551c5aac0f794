import type { PaginationState } from '@/lib/lists/pagination';
import type { FilterValue, ViewSettings } from '@/lib/lists/view-settings-schema';
import {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  EXPIRING_WINDOWS,
  type ExpiringWindow,
  type IssuedParams,
} from '@/lib/resources/certificates';
import type { IssuedFilterChange } from './issued-filters';

/** The named view whose settings (filters, search, page size) are kept per browser. */
export const ISSUED_CERTIFICATES_VIEW = 'admin-issued-certificates';

/** Every certificate in the API's order: no filter, no search (25 a page, spec §9). */
export const ISSUED_CERTIFICATES_VIEW_DEFAULTS: Partial<ViewSettings> = {};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The view's filters, named as GET /v1/certificates names them (filter[status] …). */
export const STATUS_FILTER = 'status';
export const EXPIRING_FILTER = 'expiring';
export const CERTIFICATION_FILTER = 'certification';

function statusOf(value: FilterValue | undefined): CertificateStatus | null {
  return CERTIFICATE_STATUSES.find((status) => status === value) ?? null;
}

// Kept as text ("30"), so the address reads f.expiring=30; a number from elsewhere counts too.
function expiringOf(value: FilterValue | undefined): ExpiringWindow | null {
  return EXPIRING_WINDOWS.find((days) => String(days) === String(value)) ?? null;
}

/**
 * The filters, search and page the screen shows (the filter buttons, the CSV link, the empty
 * state) as the view holds them; a value the API does not know (an edited address) is none.
 */
export function issuedParamsOf(view: ViewSettings, pagination: PaginationState): IssuedParams {
  const certification = view.filters[CERTIFICATION_FILTER];
  return {
    status: statusOf(view.filters[STATUS_FILTER]),
    expiring: expiringOf(view.filters[EXPIRING_FILTER]),
    certification: typeof certification === 'string' && certification ? certification : null,
    search: view.search === '' ? null : view.search,
    page: pagination.page,
    size: pagination.size,
  };
}

/** A change of the filter controls as the view's filters to set (null clears one). */
export function issuedFilterEntries(change: IssuedFilterChange): [string, FilterValue][] {
  const entries: [string, FilterValue][] = [];
  if (change.status !== undefined) entries.push([STATUS_FILTER, change.status]);
  if (change.expiring !== undefined) {
    entries.push([EXPIRING_FILTER, change.expiring === null ? null : String(change.expiring)]);
  }
  if (change.certification !== undefined) {
    entries.push([CERTIFICATION_FILTER, change.certification]);
  }
  return entries;
}
