import { getTranslations } from 'next-intl/server';
import { CatalogBrowser } from '@/components/catalog/catalog-browser';
import { WHOLE_CATALOG_QUERY } from '@/components/catalog/whole-catalog';
import { StartPage } from '@/components/dashboard/start-page';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CatalogPaths } from '@/components/learning-paths/path-lists';
import {
  CATALOG_VIEW,
  CATALOG_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/lib/catalog/catalog-view';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import {
  catalogCategoriesQuery,
  catalogLabelsQuery,
  catalogListQuery,
} from '@/lib/resources/catalog';
import { myCoursesQuery } from '@/lib/resources/enrollments';
import { requireRoute, titleUnlessPaymentRequired } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { hasFeature } from '@/shared/access/features';
import '@/components/catalog/catalog.css';

export async function generateMetadata() {
  return titleUnlessPaymentRequired('/catalog', async () =>
    (await getTranslations('catalog'))('title'),
  );
}

/**
 * /catalog, the students' start page: the greeting by daypart, then the catalog. Without
 * subscription access the 402 view names what would unlock it. The catalog's view lives in the
 * browser and is mirrored in its address and cookie, so its first page is prefetched here.
 */
export default async function CatalogPage({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result, paymentRequired }, t, address] = await Promise.all([
    requireRoute('/catalog'),
    getTranslations('catalog'),
    searchParams,
  ]);
  if (paymentRequired) return <PaymentRequired result={result} />;

  // What the first paint needs, in parallel: the view's first page, the whole catalog's first
  // page (the languages to filter by; in the default view the same query, fetched once), the
  // filters' choices, and the viewer's enrolments (where "Continue" leads). Failures show on
  // the client.
  const client = getQueryClient();
  const accountId = result.me.account?.id ?? '';
  const [initial] = await Promise.all([
    prefetchFirstPage({
      view: CATALOG_VIEW,
      defaults: CATALOG_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: catalogListQuery,
      address,
    }),
    client.prefetchQuery(catalogListQuery(WHOLE_CATALOG_QUERY)),
    client.prefetchQuery(catalogLabelsQuery()),
    hasFeature(result.features, 'catalog-categories')
      ? client.prefetchQuery(catalogCategoriesQuery())
      : null,
    accountId ? client.prefetchQuery(myCoursesQuery(accountId)) : null,
  ]);

  return (
    <Hydrate>
      <ClientMessages namespaces={['catalog', 'lists']}>
        <div className="catalog-page">
          <StartPage result={result} title={t('title')} variant="header" />
          <CatalogPaths />
          <CatalogBrowser initial={initial} />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
