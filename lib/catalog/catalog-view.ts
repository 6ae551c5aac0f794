import { normaliseSearchTerm } from '@/lib/lists/search';
import type { Sort, ViewSettings } from '@/lib/lists/view-settings-schema';
import type { CatalogSort } from '@/lib/resources/catalog';

/** The named view whose search, sort, filters and page size are kept. */
export const CATALOG_VIEW = 'catalog';

export const CATALOG_FILTERS = ['category', 'label', 'language'] as const;
export type CatalogFilter = (typeof CATALOG_FILTERS)[number];

/** The view preference that keeps the chosen page size. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/**
 * The sort choices (SCREENS "Learning"): relevance (while searching; otherwise the catalog's
 * own order, which is what the API gives without a sort), newest first, A–Z.
 */
export const SORT_CHOICES = ['relevance', 'newest', 'title'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

const SORTS: Record<SortChoice, { sort: Sort; api: CatalogSort }> = {
  relevance: { sort: null, api: 'relevance' },
  newest: { sort: { field: 'created_at', direction: 'desc' }, api: '-created_at' },
  title: { sort: { field: 'title', direction: 'asc' }, api: 'title' },
};

export const CATALOG_VIEW_DEFAULTS: Partial<ViewSettings> = {};

export function sortChoiceOf(view: ViewSettings): SortChoice {
  if (view.sort?.field === 'created_at') return 'newest';
  if (view.sort?.field === 'title') return 'title';
  return 'relevance';
}

/** The view's sort for a choice (relevance is no sort of its own). */
export function sortOfChoice(choice: SortChoice): Sort {
  return SORTS[choice].sort;
}

export function isSortChoice(value: unknown): value is SortChoice {
  return (SORT_CHOICES as readonly unknown[]).includes(value);
}

/** A filter's chosen id or code, or null. */
export function filterOf(view: ViewSettings, name: CatalogFilter): string | null {
  const value = view.filters[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function searchOf(view: ViewSettings): string {
  return normaliseSearchTerm(view.search) ?? '';
}

/** A search or any filter narrows the list (then it is not grouped, and "clear" is offered). */
export function isNarrowed(view: ViewSettings): boolean {
  return searchOf(view) !== '' || CATALOG_FILTERS.some((name) => filterOf(view, name) !== null);
}

/** Grouped under catalog and category headings: with catalog-categories and nothing narrowing. */
export function isGrouped(view: ViewSettings, hasCategories: boolean): boolean {
  return hasCategories && !isNarrowed(view);
}

/** The course languages to filter by, sorted; the chosen one stays offered. */
export function languagesOf(
  courses: readonly { language: string }[],
  chosen: string | null,
): string[] {
  const codes = new Set(courses.map((course) => course.language).filter(Boolean));
  if (chosen) codes.add(chosen);
  return [...codes].sort();
}
