import { getTranslations } from 'next-intl/server';
import { PromotionsPage } from '@/components/commerce/promotions-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { promotionsListQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.promotions'))('title') };
}

/** /admin/sales/promotions: RULES.orders (portals feature, academy/sales groups). */
export default async function PromotionsRoute() {
  await requireRoute('/admin/sales/promotions');
  await getQueryClient().prefetchQuery(promotionsListQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['commerce', 'lists']}>
        <PromotionsPage />
      </ClientMessages>
    </Hydrate>
  );
}
