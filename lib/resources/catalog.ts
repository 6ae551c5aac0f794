import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import type { AccessBasis } from '@/shared/access/subscription';
import type { Course } from './enrollments';

/** A content label in the request's language. */
export interface Label {
  id: string;
  name: string;
  names: Record<string, string>;
  color: string;
}

/** A product that would unlock a course (the 402 view and locked cards name it). */
export interface Product {
  id: string;
  name: string;
  description: string;
  /** The name's and description's language (null: unknown; WCAG 3.1.2, issue 22). */
  language?: string | null;
  businessModel: 'subscription' | 'flat_fee' | 'in_plan';
  billingPeriod: 'month' | 'year' | null;
  trialDays: number;
  accessMonths: number | null;
  /** Its prices (integer cents by currency, VAT excluded): only on a guest's course page. */
  prices?: { currency: string; amountCents: number }[];
}

/** Where a course stands for the viewer. */
export type CourseAccess = 'enrolled' | 'included' | 'locked' | 'guest';

/** A course as the catalog shows it: with the viewer's enrolment and access. */
export interface CatalogCourse extends Course {
  categoryName: string | null;
  /** The average of its ratings once it has 3, else null. */
  ratingAverage: number | null;
  ratingCount: number;
  enrollmentStatus: 'active' | 'completed' | null;
  enrollmentProgress: number | null;
  access: CourseAccess;
  /** Signed in: may learn in it now (the API's one rule, issue 32). */
  unlocked?: boolean;
  /** What the access stands on (its label), or the plan that would open a locked course. */
  accessBasis?: AccessBasis | null;
  labels?: Label[];
  unlockedBy?: Product[];
}

export interface Category {
  id: string;
  name: string;
  position: number;
  parent?: { id: string } | null;
}

export interface CatalogGroup {
  id: string;
  name: string;
  position: number;
  categories?: Category[];
}

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
    queryKey: [...catalogKeys.all(), 'products', { coversAll }] as const,
    queryFn: async (context) =>
      (
        await fetchResource<Product[]>(
          context,
          coversAll ? '/v1/catalog/products?filter[covers_all]=true' : '/v1/catalog/products',
        )
      ).data ?? [],
  });
