import { CATALOG_VIEW_DEFAULTS, PAGE_SIZE_PREFERENCE } from '@/lib/catalog/catalog-view';
import { firstPageQueryString } from '@/lib/lists/list-query';
import { defineView } from '@/lib/lists/view-settings-schema';

/**
 * The query string of the catalog's first page in its default view: the language filter offers
 * the languages of these courses, the whole catalog's and not the narrowed list's, so a chosen
 * filter never hides the other choices. The page prefetches it; for a browser on the default
 * view it is also the list's first page, fetched once.
 */
export const WHOLE_CATALOG_QUERY = firstPageQueryString(
  defineView(CATALOG_VIEW_DEFAULTS),
  PAGE_SIZE_PREFERENCE,
);
