import { getTranslations } from 'next-intl/server';
import { CatalogsBoard } from '@/components/catalogs-admin/catalogs-board';
import { ClientMessages } from '@/components/i18n/client-messages';
import { catalogsAdminQuery } from '@/lib/resources/catalogs-admin';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('catalogsAdmin'))('title') };
}

/** /admin/catalogs: the academy and content groups (§6 catalogs). */
export default async function CatalogsAdminRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/catalogs'),
    getTranslations('catalogsAdmin'),
  ]);
  await getQueryClient().prefetchQuery(catalogsAdminQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['catalogsAdmin']}>
        <section className="catalogs-page" aria-labelledby="catalogs-title">
          <h1 id="catalogs-title">{t('title')}</h1>
          <p>{t('intro')}</p>
          <CatalogsBoard />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
