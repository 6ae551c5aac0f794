import { getTranslations } from 'next-intl/server';
import { AgreementsAdmin } from '@/components/administration/agreements-admin';
import {
  ACCEPTANCES_VIEW,
  ACCEPTANCES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/administration/agreements-admin-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { acceptancesQuery, agreementsQuery } from '@/lib/resources/administration';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('agreements.title') };
}

/**
 * /admin/settings/agreements (RULES.portalSettings). The acceptance report's view (which
 * version's report is open, its search) lives in the browser and is mirrored in its address and
 * cookie, so the open report's first page is prefetched here with the agreements.
 */
export default async function AgreementsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result }, t, address] = await Promise.all([
    requireRoute('/admin/settings/agreements'),
    getTranslations('administration'),
    searchParams,
  ]);
  // The agreements and the open report's first page, side by side.
  const [reportView] = await Promise.all([
    prefetchFirstPage({
      view: ACCEPTANCES_VIEW,
      defaults: ACCEPTANCES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: acceptancesQuery,
      address,
    }),
    getQueryClient().prefetchQuery(agreementsQuery()),
  ]);
  // The portal's languages, primary first: a version is published once the primary has a text.
  const locales = [...(result.me.portal.languages ?? [])]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((language) => language.locale);
  return (
    <ClientMessages
      namespaces={['administration.agreements', 'administration.languages', 'lists', 'editor']}
    >
      <div className="admin-page">
        <header>
          <h1>{t('agreements.title')}</h1>
          <p className="lead">{t('agreements.intro')}</p>
        </header>
        <Hydrate>
          <AgreementsAdmin locales={locales} initial={reportView} />
        </Hydrate>
      </div>
    </ClientMessages>
  );
}
