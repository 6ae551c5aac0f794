import { getTranslations } from 'next-intl/server';
import { SalesCatalogsBoard } from '@/components/commerce/sales-catalogs-board';
import { ClientMessages } from '@/components/i18n/client-messages';
import { productsQuery, salesCatalogsQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.catalogs'))('title') };
}

/** /admin/sales/catalogs: RULES.salesCatalogs (portals feature, academy/sales groups). */
export default async function SalesCatalogsRoute() {
  await requireRoute('/admin/sales/catalogs');
  const client = getQueryClient();
  await Promise.all([
    client.prefetchQuery(productsQuery()),
    client.prefetchQuery(salesCatalogsQuery()),
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'commerce.catalogs',
          'commerce.confirm',
          'commerce.products',
          'catalogsAdmin.dnd',
        ]}
      >
        <SalesCatalogsBoard />
      </ClientMessages>
    </Hydrate>
  );
}
