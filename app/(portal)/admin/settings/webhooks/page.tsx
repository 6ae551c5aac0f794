import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { WebhooksPage } from '@/components/webhooks/webhooks-page';
import { webhookEndpointsQuery } from '@/lib/resources/webhooks';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('webhooks'))('title') };
}

/** /admin/settings/webhooks (issue 42, item 2): where the portal's events go, for its admins. */
export default async function WebhooksRoute() {
  await requireRoute('/admin/settings/webhooks');
  await getQueryClient().prefetchQuery(webhookEndpointsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['webhooks']}>
        <WebhooksPage />
      </ClientMessages>
    </Hydrate>
  );
}
