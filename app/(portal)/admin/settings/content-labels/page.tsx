import { getTranslations } from 'next-intl/server';
import { LabelsPage } from '@/components/content-labels/labels-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { contentLabelsQuery } from '@/lib/resources/content-labels';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('contentLabels'))('title') };
}

/** /admin/settings/content-labels: the settings menu's groups (§6: content labels always). */
export default async function ContentLabelsRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/settings/content-labels'),
    getTranslations('contentLabels'),
  ]);
  await getQueryClient().prefetchQuery(contentLabelsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['contentLabels']}>
        <section className="labels-page" aria-labelledby="labels-title">
          <h1 id="labels-title">{t('title')}</h1>
          <p>{t('intro')}</p>
          <LabelsPage />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
