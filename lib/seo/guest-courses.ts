import type { CatalogParams } from '@/lib/resources/catalog';

/**
 * The courses the landing page lists, and the sitemap dates by: the catalog as a guest sees it
 * (published courses in catalogs open to everyone), in the catalog's own order, one page of the
 * API's largest size.
 */
export const GUEST_COURSES: CatalogParams = {
  search: '',
  category: null,
  label: null,
  language: null,
  sort: 'relevance',
  page: 1,
  size: 100,
};

/** Public, and short: a new or changed course shows within minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';
