import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type PaginationState } from './pagination';
import { normaliseSearchTerm } from './search';
import { storedPageSize } from './view-settings';
import type { FilterValue, Sort, ViewSettings } from './view-settings-schema';

/** The filter the search term is sent as (spec §7: accounts search filters on search text). */
export const SEARCH_FILTER = 'search';

/** Spec §4: descending is sent with a minus prefix. */
export function sortParam(sort: Sort): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

/**
 * A view's JSON:API query: filter[x] (the view's fixed filters, then the user's),
 * filter[search] for a non-blank search, sort, page[number] and page[size].
 */
export function buildListQuery(
  view: ViewSettings,
  pagination?: Pick<PaginationState, 'page' | 'size'>,
): Record<string, string> {
  const query: Record<string, string> = {};
  const filters: Record<string, FilterValue> = { ...view.apiOptions.filter, ...view.filters };
  for (const [name, value] of Object.entries(filters)) {
    const text = filterText(value);
    if (text !== null) query[`filter[${name}]`] = text;
  }
  const search = normaliseSearchTerm(view.search);
  if (search !== null) query[`filter[${SEARCH_FILTER}]`] = search;
  const sort = sortParam(view.sort) ?? view.apiOptions.sort;
  if (sort) query.sort = sort;
  if (pagination) {
    query['page[number]'] = String(pagination.page);
    query['page[size]'] = String(pagination.size);
  }
  return query;
}

/** The query as a URL query string (brackets encoded, as URLSearchParams does). */
export function listQueryString(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}

/**
 * The query string of a view's first page (or of `page`, from the page's address) at the page
 * size it keeps in `sizePreference` (spec §9: 25 unless chosen): what a list screen asks for on
 * its first render, and its page prefetches.
 */
export function firstPageQueryString(
  view: ViewSettings,
  sizePreference: string,
  page: number = FIRST_PAGE,
): string {
  const size = storedPageSize(view, sizePreference) ?? DEFAULT_PAGE_SIZE;
  return listQueryString(buildListQuery(view, { page, size }));
}

// Lists go as a comma list, the JSON:API convention; an unset filter is left out.
function filterText(value: FilterValue): string | null {
  if (value === null || value === '') return null;
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  return String(value);
}
