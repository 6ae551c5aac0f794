import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
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
  courses: (params: CatalogParams) => ['catalog', 'courses', params] as const,
  categories: () => ['catalog', 'categories'] as const,
  labels: () => ['catalog', 'labels'] as const,
  products: (coversAll: boolean) => ['catalog', 'products', { coversAll }] as const,
};

/** GET /v1/catalog/courses for the view's search, filters, sort and page. */
export function catalogPath(params: CatalogParams): string {
  const query = new URLSearchParams({
    include: 'labels,unlocked_by',
    'page[number]': String(params.page),
    'page[size]': String(params.size),
  });
  const search = params.search.trim();
  if (search) query.set('filter[search]', search);
  if (params.category) query.set('filter[category]', params.category);
  if (params.label) query.set('filter[label]', params.label);
  if (params.language) query.set('filter[language]', params.language);
  // Relevance is the order of a search; without one, the catalog's own order.
  if (params.sort !== 'relevance') query.set('sort', params.sort);
  return `/v1/catalog/courses?${query}`;
}

export const catalogQuery = (params: CatalogParams) =>
  queryOptions({
    queryKey: catalogKeys.courses(params),
    queryFn: (context): Promise<ListPage<CatalogCourse>> =>
      fetchList<CatalogCourse>(context, catalogPath(params)),
    placeholderData: keepPreviousData,
  });

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
