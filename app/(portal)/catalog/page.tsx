import { getTranslations } from 'next-intl/server';
import { CatalogBrowser } from '@/components/catalog/catalog-browser';
import { StartPage } from '@/components/dashboard/start-page';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { INITIAL_CATALOG_PARAMS } from '@/lib/catalog/catalog-view';
import { catalogCategoriesQuery, catalogLabelsQuery, catalogQuery } from '@/lib/resources/catalog';
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
 * subscription access the 402 view names what would unlock it.
 */
export default async function CatalogPage() {
  const [{ result, paymentRequired }, t] = await Promise.all([
    requireRoute('/catalog'),
    getTranslations('catalog'),
  ]);
  if (paymentRequired) return <PaymentRequired result={result} />;

  // What the first paint needs, in parallel: the first page of the default view, the filters'
  // choices, and the viewer's enrolments (where "Continue" leads). Failures show on the client.
  const client = getQueryClient();
  const accountId = result.me.account?.id ?? '';
  await Promise.all([
    client.prefetchQuery(catalogQuery(INITIAL_CATALOG_PARAMS)),
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
          <CatalogBrowser />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
