import { sortParam } from './list-query';
import { isPageSize } from './pagination';
import { storedPageSize } from './view-settings';
import {
  type FilterValue,
  isFilterValue,
  isRecord,
  parseSort,
  type Sort,
  type ViewSettings,
} from './view-settings-schema';

/*
 * A list's view settings live in local storage (spec §4), which the server cannot read. The
 * browser mirrors the part that decides a list's first page (filters, search, sort, page size)
 * into a cookie per view, so the page's server render prefetches that page and the list is in
 * the HTML. Only those criteria go in: never pins or other preferences.
 */

/** The cookie a view's list criteria are mirrored in. */
export function viewCookieName(view: string): string {
  return `view.${view}`;
}

/** Longest value (as stored, percent-encoded) a view cookie may have; a longer view is not kept. */
export const VIEW_COOKIE_MAX_LENGTH = 1024;

/** A view cookie lives a year, and is written again whenever its list loads. */
export const VIEW_COOKIE_DAYS = 365;

/** The mirrored criteria: filters, search, sort (`-` for descending) and page size. */
export interface MirroredCriteria {
  f: Record<string, FilterValue>;
  q: string;
  s: string | null;
  n?: number;
}

/** A view's mirrored criteria, its page size read from its preference `sizePreference`. */
export function criteriaOf(view: ViewSettings, sizePreference: string): MirroredCriteria {
  const size = storedPageSize(view, sizePreference);
  const sort = sortParam(view.sort) ?? null;
  return { f: view.filters, q: view.search, s: sort, ...(size === undefined ? {} : { n: size }) };
}

/**
 * The cookie value for a view: its list criteria as JSON; null (no cookie) when they are the
 * defaults' (the server renders those without one) or too long to keep.
 */
export function viewCookieValue(
  view: ViewSettings,
  defaults: ViewSettings,
  sizePreference: string,
): string | null {
  const value = JSON.stringify(criteriaOf(view, sizePreference));
  if (value === JSON.stringify(criteriaOf(defaults, sizePreference))) return null;
  return encodeURIComponent(value).length > VIEW_COOKIE_MAX_LENGTH ? null : value;
}

function parseSortText(text: unknown): Sort | undefined {
  if (text === null) return null;
  if (typeof text !== 'string') return undefined;
  const desc = text.startsWith('-');
  return parseSort({ field: desc ? text.slice(1) : text, direction: desc ? 'desc' : 'asc' });
}

/**
 * A view cookie's criteria (the value as the server reads it, decoded) as view settings, for the
 * first render. Never throws: a missing, oversized or malformed cookie gives nothing, and the
 * list starts from its defaults.
 */
export function parseViewCookie(
  raw: string | null | undefined,
  sizePreference: string,
): Partial<ViewSettings> {
  if (!raw || raw.length > VIEW_COOKIE_MAX_LENGTH) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  return parseCriteria(json, sizePreference) ?? {};
}

/** Mirrored criteria (MirroredCriteria, unchecked) as view settings; null when malformed. */
export function parseCriteria(json: unknown, sizePreference: string): Partial<ViewSettings> | null {
  if (!isRecord(json) || !isRecord(json.f) || typeof json.q !== 'string') return null;
  const entries = Object.entries(json.f);
  if (!entries.every(([, value]) => isFilterValue(value))) return null;
  // fromEntries defines own properties: a filter named __proto__ stays a filter.
  const filters = Object.fromEntries(entries) as Record<string, FilterValue>;
  const sort = parseSortText(json.s);
  if (sort === undefined) return null;
  const view: Partial<ViewSettings> = { filters, search: json.q, sort };
  if (json.n === undefined) return view;
  return isPageSize(json.n) ? { ...view, preferences: { [sizePreference]: json.n } } : null;
}

/** A list screen's view as its page knows it: the same as its ListScreen's props. */
export interface FirstPageView {
  view: string;
  defaults: Partial<ViewSettings>;
  sizePreference: string;
  /** Filters the page's link brought (the screen's `linkedFilters`). */
  linkedFilters?: Record<string, FilterValue> | null;
}
