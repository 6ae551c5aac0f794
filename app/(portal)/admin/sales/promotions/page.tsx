import { getTranslations } from 'next-intl/server';
import { PromotionsPage } from '@/components/commerce/promotions-page';
import {
  PAGE_SIZE_PREFERENCE,
  PROMOTIONS_VIEW,
  PROMOTIONS_VIEW_DEFAULTS,
  REDEMPTIONS_VIEW,
  REDEMPTIONS_VIEW_DEFAULTS,
} from '@/components/commerce/promotions-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { promotionsListQuery, redemptionsQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.promotions'))('title') };
}

/**
 * /admin/sales/promotions: RULES.orders (portals feature, academy/sales groups). The promotions'
 * and the redemptions report's views live in the browser and are mirrored in cookies (the
 * promotions' also in the address), so the first page of each is prefetched here, beside the
 * codes the report's promotion select offers.
 */
export default async function PromotionsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, address] = await Promise.all([requireRoute('/admin/sales/promotions'), searchParams]);
  // Both lists' first pages and the select's codes, side by side.
  const [initial, report] = await Promise.all([
    prefetchFirstPage({
      view: PROMOTIONS_VIEW,
      defaults: PROMOTIONS_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: promotionsListQuery,
      address,
    }),
    prefetchFirstPage({
      view: REDEMPTIONS_VIEW,
      defaults: REDEMPTIONS_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: redemptionsQuery,
    }),
    getQueryClient().prefetchQuery(promotionsListQuery()),
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['commerce.confirm', 'commerce.promotions', 'commerce.status', 'lists']}
      >
        <PromotionsPage initial={initial} report={report} />
      </ClientMessages>
    </Hydrate>
  );
}
