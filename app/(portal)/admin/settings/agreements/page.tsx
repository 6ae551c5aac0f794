import { getTranslations } from 'next-intl/server';
import { AgreementsAdmin } from '@/components/administration/agreements-admin';
import { ClientMessages } from '@/components/i18n/client-messages';
import { agreementsQuery } from '@/lib/resources/administration';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('agreements.title') };
}

/** /admin/settings/agreements (RULES.portalSettings). */
export default async function AgreementsRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/settings/agreements'),
    getTranslations('administration'),
  ]);
  await getQueryClient().prefetchQuery(agreementsQuery());
  // The portal's languages, primary first: a version is published once the primary has a text.
  const locales = [...(result.me.portal.languages ?? [])]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((language) => language.locale);
  return (
    <Hydrate>
      <ClientMessages namespaces={['administration', 'lists', 'editor']}>
        <div className="admin-page">
          <header>
            <h1>{t('agreements.title')}</h1>
            <p className="lead">{t('agreements.intro')}</p>
          </header>
          <AgreementsAdmin locales={locales} />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
