import { getTranslations } from 'next-intl/server';
import { MarketingPage } from '@/components/communication/marketing-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { initialListParams, mailingsQuery } from '@/lib/resources/mailings';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('communication'))('marketing.title') };
}

/**
 * /academy/marketing (SCREENS "Communication"), for RULES.marketing (the portals feature and
 * the academy group with academy marketing): mailings, subscribers, settings.
 */
export default async function MarketingRoute() {
  const [, t] = await Promise.all([
    requireRoute('/academy/marketing'),
    getTranslations('communication'),
  ]);
  await getQueryClient().prefetchQuery(mailingsQuery(initialListParams()));
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'communication.mailings',
          'communication.marketing',
          'communication.settings',
          'communication.statuses',
          'communication.subscribers',
          'lists',
        ]}
      >
        <div className="comm-page">
          <header className="comm-page-head">
            <h1>{t('marketing.title')}</h1>
            <p className="lead">{t('marketing.intro')}</p>
          </header>
          <MarketingPage />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
