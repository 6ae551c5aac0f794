'use client';

import { useQuery } from '@tanstack/react-query';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
} from '@/components/lists/list-screen';
import { useViewAddress } from '@/components/lists/use-view-address';
import { useLessonTargets } from '@/components/my-courses/use-lesson-targets';
import { useMe } from '@/components/shell/use-me';
import type { ListPage } from '@/lib/api/transport';
import {
  CATALOG_VIEW,
  CATALOG_VIEW_DEFAULTS,
  filterOf,
  isGrouped,
  isNarrowed,
  languagesOf,
  PAGE_SIZE_PREFERENCE,
} from '@/lib/catalog/catalog-view';
import {
  type CatalogCourse,
  catalogCategoriesQuery,
  catalogLabelsQuery,
  catalogListQuery,
} from '@/lib/resources/catalog';
import { myCoursesQuery } from '@/lib/resources/enrollments';
import { hasFeature } from '@/shared/access/features';
import { CatalogResults } from './catalog-results';
import { CatalogToolbar } from './catalog-toolbar';
import { WHOLE_CATALOG_QUERY } from './whole-catalog';

/**
 * /catalog (SCREENS "Learning"): search (350 ms debounce), filters by category (with
 * catalog-categories), label and language, sort, cards grouped under catalog and category
 * headings while nothing narrows the list, and pagination. Search, sort, filters and page size
 * are kept per browser (spec §4 view settings) and mirrored in the address and the view's
 * cookie, so the page prefetches the first page this browser shows: the cards are in the HTML.
 */
export function CatalogBrowser({ initial }: ListScreenProps) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={CATALOG_VIEW}
      defaults={CATALOG_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={catalogListQuery}
    >
      {(screen) => <CatalogView {...screen} />}
    </ListScreen>
  );
}

/** The toolbar and results of the catalog's view, with the filters' choices and "Continue". */
function CatalogView({
  settings,
  view,
  query,
  pagination,
  changePage,
}: ListScreenState<ListPage<CatalogCourse>>) {
  const { me, features } = useMe();
  const accountId = me.account?.id ?? '';
  const hasCategories = hasFeature(features, 'catalog-categories');
  const categories = useQuery({ ...catalogCategoriesQuery(), enabled: hasCategories });
  const labels = useQuery(catalogLabelsQuery());
  const everything = useQuery(catalogListQuery(WHOLE_CATALOG_QUERY));
  const enrollments = useQuery({ ...myCoursesQuery(accountId), enabled: accountId !== '' });
  const continueHref = useLessonTargets(enrollments.data?.items ?? []);
  const clear = () => {
    settings.resetFilters();
    settings.setSearch(null);
  };

  return (
    <div className="catalog-browser">
      <CatalogToolbar
        settings={settings}
        catalogs={hasCategories ? (categories.data ?? []) : null}
        labels={labels.data ?? []}
        languages={languagesOf(everything.data?.items ?? [], filterOf(view, 'language'))}
      />
      <CatalogResults
        query={query}
        groupBy={isGrouped(view, hasCategories) ? (categories.data ?? null) : null}
        narrowed={isNarrowed(view)}
        onClear={clear}
        pagination={pagination}
        onPage={changePage}
        continueHref={continueHref}
      />
    </div>
  );
}
