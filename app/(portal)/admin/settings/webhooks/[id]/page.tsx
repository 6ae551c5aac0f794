import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  DELIVERIES_VIEW,
  DELIVERIES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/webhooks/deliveries-view';
import { EndpointPage } from '@/components/webhooks/endpoint-page';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { webhookDeliveriesQuery, webhookEndpointQuery } from '@/lib/resources/webhooks';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound } from '@/lib/server/query-client';

interface EndpointRouteProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<AddressQuery>;
}

export async function generateMetadata() {
  return { title: (await getTranslations('webhooks'))('endpoint.title') };
}

/**
 * /admin/settings/webhooks/{id}: an endpoint of this portal (another portal's or none: the 404
 * page) with the first page of its delivery log, in the view its address or cookie names.
 */
export default async function WebhookEndpointRoute({ params, searchParams }: EndpointRouteProps) {
  const [, { id }, address] = await Promise.all([
    requireRoute('/admin/settings/webhooks'),
    params,
    searchParams,
  ]);
  const [, initial] = await Promise.all([
    fetchOrNotFound(webhookEndpointQuery(id)),
    prefetchFirstPage({
      view: DELIVERIES_VIEW,
      defaults: DELIVERIES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: (queryString) => webhookDeliveriesQuery(id, queryString),
      address,
    }),
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['webhooks', 'lists']}>
        <EndpointPage id={id} initial={initial} />
      </ClientMessages>
    </Hydrate>
  );
}
