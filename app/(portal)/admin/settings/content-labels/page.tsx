import { getTranslations } from 'next-intl/server';
import { LabelsPage } from '@/components/content-labels/labels-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { IntroPageShell } from '@/components/shell/page-shell';
import { contentLabelsQuery } from '@/lib/resources/content-labels';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('contentLabels'))('title') };
}

/** /admin/settings/content-labels: the settings menu's groups (§6: content labels always). */
export default async function ContentLabelsRoute() {
  await requireRoute('/admin/settings/content-labels');
  await getQueryClient().prefetchQuery(contentLabelsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['contentLabels']}>
        <IntroPageShell texts="contentLabels" className="labels-page" titleId="labels-title">
          <LabelsPage />
        </IntroPageShell>
      </ClientMessages>
    </Hydrate>
  );
}
