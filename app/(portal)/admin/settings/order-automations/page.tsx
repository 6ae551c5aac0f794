import { getTranslations } from 'next-intl/server';
import { AutomationsPage } from '@/components/commerce/automations-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { automationsQuery } from '@/lib/resources/commerce';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('commerce.automations'))('title') };
}

/** /admin/settings/order-automations: RULES.portalSettings (portals, academy group). */
export default async function OrderAutomationsRoute() {
  await requireRoute('/admin/settings/order-automations');
  await getQueryClient().prefetchQuery(automationsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['commerce.automations', 'commerce.confirm']}>
        <AutomationsPage />
      </ClientMessages>
    </Hydrate>
  );
}
