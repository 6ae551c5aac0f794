import { firstPageQueryString, sortParam } from './list-query';
import { FIRST_PAGE } from './pagination';
import { criteriaOf, type FirstPageView, parseCriteria, parseViewCookie } from './view-cookie';
import { createStartingState, viewOf } from './view-settings';
import { defineView, type ViewSettings } from './view-settings-schema';

/*
 * A list's view is also mirrored in its page's address, so a shared link opens the same view and
 * Back comes back to it: the same criteria as its cookie (view-cookie.ts), as readable params.
 * `f.<name>` is a filter with a text value, `fj.<name>` one with any other value (as JSON), `q`
 * the search, `sort` the sort (`-` for descending, empty for none; absent: the defaults'), `size`
 * the page size and `page` the page number. The filters are exactly the `f.`/`fj.` ones. A
 * default view on its first page has none of them: a clean address.
 */

const FILTER = 'f.';
const JSON_FILTER = 'fj.';
const SEARCH = 'q';
const SORT = 'sort';
const SIZE = 'size';
const PAGE = 'page';

/** Whether an address param is one a view is mirrored in (the others are the page's own). */
export function isViewParam(key: string): boolean {
  if (key === SEARCH || key === SORT || key === SIZE || key === PAGE) return true;
  return [FILTER, JSON_FILTER].some(
    (prefix) => key.startsWith(prefix) && key.length > prefix.length,
  );
}

/** A view and its page number as address params; none for the defaults' first page. */
export function viewAddressEntries(
  view: ViewSettings,
  defaults: ViewSettings,
  sizePreference: string,
  page: number = FIRST_PAGE,
): [string, string][] {
  const criteria = criteriaOf(view, sizePreference);
  const base = criteriaOf(defaults, sizePreference);
  const entries: [string, string][] = [];
  if (JSON.stringify(criteria) !== JSON.stringify(base)) {
    for (const [name, value] of Object.entries(criteria.f)) {
      entries.push(
        typeof value === 'string'
          ? [`${FILTER}${name}`, value]
          : [`${JSON_FILTER}${name}`, JSON.stringify(value)],
      );
    }
    if (criteria.q !== '') entries.push([SEARCH, criteria.q]);
    if (criteria.s !== base.s) entries.push([SORT, criteria.s ?? '']);
    if (criteria.n !== undefined) entries.push([SIZE, String(criteria.n)]);
  }
  if (page > FIRST_PAGE) entries.push([PAGE, String(page)]);
  return entries;
}

/**
 * The page's address query with a view's params (viewAddressEntries) in place of the ones it
 * had; the page's own params stay, but for `dropped` (a link's params the view now carries).
 */
export function withViewAddress(
  query: string,
  entries: [string, string][],
  dropped: readonly string[] = [],
): string {
  const params = new URLSearchParams(query);
  for (const key of new Set(params.keys())) {
    if (isViewParam(key) || dropped.includes(key)) params.delete(key);
  }
  for (const [key, value] of entries) params.append(key, value);
  return params.toString();
}

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** A page number param: a whole number from 1, else the first page. */
function pageOf(text: string | null): number {
  return text !== null && /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : FIRST_PAGE;
}

/**
 * The view and page number an address holds (see above), or null when it holds none. Never
 * throws: a malformed view is none, and the list falls back to its cookie or stored view; a
 * malformed page number is the first page. A repeated param counts once, first.
 */
export function parseViewAddress(
  params: URLSearchParams,
  defaults: ViewSettings,
  sizePreference: string,
): { view: Partial<ViewSettings>; page: number } | null {
  const seen = new Set<string>();
  const filters: [string, unknown][] = [];
  for (const [key, text] of params) {
    if (seen.has(key) || !isViewParam(key)) continue;
    seen.add(key);
    if (key.startsWith(FILTER)) filters.push([key.slice(FILTER.length), text]);
    if (!key.startsWith(JSON_FILTER)) continue;
    const parsed = parseJson(text);
    if (!parsed) return null;
    filters.push([key.slice(JSON_FILTER.length), parsed.value]);
  }
  if (seen.size === 0) return null;
  const size = params.get(SIZE);
  const criteria = {
    // fromEntries defines own properties: a filter named __proto__ stays a filter.
    f: Object.fromEntries(filters),
    q: params.get(SEARCH) ?? '',
    s: params.has(SORT) ? params.get(SORT) || null : (sortParam(defaults.sort) ?? null),
    n: size === null ? undefined : Number(size),
  };
  const view = parseCriteria(criteria, sizePreference);
  return view && { view, page: pageOf(params.get(PAGE)) };
}

/** A page's `searchParams` (Next.js) as the browser's useSearchParams reads them. */
export type AddressQuery = Record<string, string | string[] | undefined>;

/** A page's `searchParams` as URLSearchParams (a repeated name: its first value, as get()). */
export function addressParams(query: AddressQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/**
 * The first page a list screen asks for: the view in the page's address (parseViewAddress) if it
 * has one, else the view's cookie (as the server reads it). Gives the settings to hand the screen
 * (`initial`, {} with neither), the page number, and the query string of the page it renders
 * first with them (the defaults, the address's or cookie's view over them, the link's filters).
 */
export function firstPageOf(
  source: FirstPageView,
  cookie: string | null | undefined,
  address?: URLSearchParams | null,
): { initial: Partial<ViewSettings>; page: number; queryString: string } {
  const { view, sizePreference } = source;
  const defaults = defineView(source.defaults);
  const addressed = address ? parseViewAddress(address, defaults, sizePreference) : null;
  const initial = addressed?.view ?? parseViewCookie(cookie, sizePreference);
  const page = addressed?.page ?? FIRST_PAGE;
  const state = createStartingState(view, defaults, initial, source.linkedFilters);
  const queryString = firstPageQueryString(viewOf(state, view), sizePreference, page);
  return { initial, page, queryString };
}
