import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import { listQueryString } from '@/lib/lists/list-query';
import type { catalogs, categories, courses, labels } from '@/shared/catalog/contract';
import type { products } from '@/shared/commerce/contract';
import type { Read, With } from '@/shared/contract/resource';
import type { Course } from './enrollments';

/** A content label in the request's language (the settings screen's view adds its chip). */
export type Label = Read<typeof labels>;

/** A product that would unlock a course (the 402 view and locked cards name it). */
export type Product = Read<typeof products>;

/** Where a course stands for the viewer. */
export type CourseAccess = NonNullable<Read<typeof courses>['access']>;

/** A course as the catalog shows it: with the viewer's enrolment and access. */
export type CatalogCourse = With<
  Course,
  | 'categoryName'
  | 'ratingAverage'
  | 'ratingCount'
  | 'enrollmentStatus'
  | 'enrollmentProgress'
  | 'access'
  | 'unlocked'
  | 'accessBasis'
> & {
  labels?: Label[];
  unlockedBy?: Product[];
};

/** A category of the catalog's filter; its parent resolved as far as the answer includes it. */
export type Category = Read<typeof categories> & { parent?: { id: string } | null };

export type CatalogGroup = Read<typeof catalogs> & { categories?: Category[] };

export type CatalogSort = 'relevance' | '-created_at' | 'title';

export interface CatalogParams {
  search: string;
  category: string | null;
  label: string | null;
  language: string | null;
  sort: CatalogSort;
  page: number;
  size: number;
}

export const catalogKeys = {
  all: () => ['catalog'] as const,
  courses: (queryString: string) => ['catalog', 'courses', queryString] as const,
  categories: () => ['catalog', 'categories'] as const,
  labels: () => ['catalog', 'labels'] as const,
  products: (coversAll: boolean) => ['catalog', 'products', { coversAll }] as const,
};

/**
 * The list query string of CatalogParams, in the order a list screen's view sends it
 * (buildListQuery): its filters, the search, the sort, then the page. Relevance is the order of a
 * search; without one, the catalog's own order: neither sends a sort.
 */
function catalogQueryString(params: CatalogParams): string {
  const query: Record<string, string> = {};
  if (params.category) query['filter[category]'] = params.category;
  if (params.label) query['filter[label]'] = params.label;
  if (params.language) query['filter[language]'] = params.language;
  const search = params.search.trim();
  if (search) query['filter[search]'] = search;
  if (params.sort !== 'relevance') query.sort = params.sort;
  query['page[number]'] = String(params.page);
  query['page[size]'] = String(params.size);
  return listQueryString(query);
}

/**
 * GET /v1/catalog/courses for a list query string (the catalog screen's view, useListQuery), with
 * each card's labels and the products that would unlock it.
 */
export const catalogListQuery = (queryString: string) =>
  queryOptions({
    queryKey: catalogKeys.courses(queryString),
    queryFn: (context): Promise<ListPage<CatalogCourse>> =>
      fetchList<CatalogCourse>(
        context,
        `/v1/catalog/courses?include=labels,unlocked_by${queryString ? `&${queryString}` : ''}`,
      ),
    // The previous page stays on screen while the next loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

/** The catalog for fixed parameters (the landing page's and the sitemap's guest courses). */
export const catalogQuery = (params: CatalogParams) => catalogListQuery(catalogQueryString(params));

/** The catalogs the viewer may see with their categories (portals with catalog-categories). */
export const catalogCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: async (context) =>
      (await fetchResource<CatalogGroup[]>(context, '/v1/catalog/categories')).data ?? [],
  });

/** The labels used by published courses (the catalog's label filter). */
export const catalogLabelsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.labels(),
    queryFn: async (context) =>
      (await fetchResource<Label[]>(context, '/v1/catalog/labels')).data ?? [],
  });

/**
 * GET /v1/catalog/products (signed in): the portal's visible products; with `coversAll`, only
 * those that unlock every course (what the 402 view names).
 */
export const catalogProductsQuery = ({ coversAll = false }: { coversAll?: boolean } = {}) =>
  queryOptions({
    queryKey: catalogKeys.products(coversAll),
    queryFn: async (context) =>
      (
        await fetchResource<Product[]>(
          context,
          coversAll ? '/v1/catalog/products?filter[covers_all]=true' : '/v1/catalog/products',
        )
      ).data ?? [],
  });
