'use client';

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { usePagination } from '@/components/lists/use-pagination';
import { useViewSettings } from '@/components/lists/use-view-settings';
import { useLessonTargets } from '@/components/my-courses/use-lesson-targets';
import { useMe } from '@/components/shell/use-me';
import {
  CATALOG_VIEW,
  CATALOG_VIEW_DEFAULTS,
  type CatalogFilter,
  catalogParams,
  filterOf,
  INITIAL_CATALOG_PARAMS,
  isGrouped,
  isNarrowed,
  languagesOf,
  PAGE_SIZE_PREFERENCE,
  pageSizeOf,
  sortChoiceOf,
  sortOfChoice,
} from '@/lib/catalog/catalog-view';
import type { PaginationState } from '@/lib/lists/pagination';
import { catalogCategoriesQuery, catalogLabelsQuery, catalogQuery } from '@/lib/resources/catalog';
import { myCoursesQuery } from '@/lib/resources/enrollments';
import { hasFeature } from '@/shared/access/features';
import { CatalogResults } from './catalog-results';
import { CatalogToolbar } from './catalog-toolbar';

/**
 * /catalog (SCREENS "Learning"): search (350 ms debounce), filters by category (with
 * catalog-categories), label and language, sort, cards grouped under catalog and category
 * headings while nothing narrows the list, and pagination. Search, sort, filters and page size
 * are kept per browser (spec §4 view settings). The server prefetched the first page of the
 * default view, so the cards are there on the first paint; stored settings apply once loaded.
 */
export function CatalogBrowser() {
  const { me, features } = useMe();
  const accountId = me.account?.id ?? '';
  const hasCategories = hasFeature(features, 'catalog-categories');
  const settings = useViewSettings(CATALOG_VIEW, CATALOG_VIEW_DEFAULTS);
  const { view } = settings;

  // A new search, filter, sort or page size starts again at page 1.
  const { pagination, setPagination } = usePagination(JSON.stringify(catalogParams(view, 1)));
  const params = catalogParams(view, pagination.page);
  const courses = useQuery(catalogQuery(params));
  const categories = useQuery({ ...catalogCategoriesQuery(), enabled: hasCategories });
  const labels = useQuery(catalogLabelsQuery());
  // The languages come from the whole catalog (the prefetched first page), not the filtered one.
  const everything = useQuery(catalogQuery(INITIAL_CATALOG_PARAMS));
  const enrollments = useQuery({ ...myCoursesQuery(accountId), enabled: accountId !== '' });
  const continueHref = useLessonTargets(enrollments.data?.items ?? []);

  const results = useRef<HTMLElement>(null);
  const changePage = (next: PaginationState) => {
    if (next.size !== params.size) {
      settings.setPreference(PAGE_SIZE_PREFERENCE, next.size);
    } else {
      setPagination(next);
      // Keyboard and screen reader users start reading the new page from its top.
      results.current?.focus();
      results.current?.scrollIntoView?.({ block: 'start' });
    }
  };
  const setFilter = (name: CatalogFilter) => (value: string | null) =>
    settings.setFilter(name, value);
  const clear = () => {
    settings.resetFilters();
    settings.setSearch(null);
  };
  const language = filterOf(view, 'language');

  return (
    <div className="catalog-browser">
      <CatalogToolbar
        search={view.search}
        onSearch={settings.setSearch}
        catalogs={hasCategories ? (categories.data ?? []) : null}
        category={filterOf(view, 'category')}
        onCategory={setFilter('category')}
        labels={labels.data ?? []}
        label={filterOf(view, 'label')}
        onLabel={setFilter('label')}
        languages={languagesOf(everything.data?.items ?? [], language)}
        language={language}
        onLanguage={setFilter('language')}
        sort={sortChoiceOf(view)}
        onSort={(choice) => settings.setSort(sortOfChoice(choice))}
      />
      <CatalogResults
        query={courses}
        groupBy={isGrouped(view, hasCategories) ? (categories.data ?? null) : null}
        narrowed={isNarrowed(view)}
        onClear={clear}
        page={pagination.page}
        size={pageSizeOf(view)}
        onPage={changePage}
        continueHref={continueHref}
        regionRef={results}
      />
    </div>
  );
}
