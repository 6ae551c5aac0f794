import { getTranslations } from 'next-intl/server';
import { CatalogsBoard } from '@/components/catalogs-admin/catalogs-board';
import { ClientMessages } from '@/components/i18n/client-messages';
import { IntroPageShell } from '@/components/shell/page-shell';
import { catalogsAdminQuery } from '@/lib/resources/catalogs-admin';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('catalogsAdmin'))('title') };
}

/** /admin/catalogs: the academy and content groups (§6 catalogs). */
export default async function CatalogsAdminRoute() {
  await requireRoute('/admin/catalogs');
  await getQueryClient().prefetchQuery(catalogsAdminQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['catalogsAdmin']}>
        <IntroPageShell texts="catalogsAdmin" className="catalogs-page" titleId="catalogs-title">
          <CatalogsBoard />
        </IntroPageShell>
      </ClientMessages>
    </Hydrate>
  );
}
