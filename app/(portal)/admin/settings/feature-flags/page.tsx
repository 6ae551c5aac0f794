import { getTranslations } from 'next-intl/server';
import {
  FeatureFlagSettings,
  FlagComparison,
  FlagHistory,
} from '@/components/administration/feature-flags';
import {
  FLAG_CHANGES_VIEW,
  FLAG_CHANGES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/administration/feature-flags-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { featureFlagsQuery, flagChangesQuery } from '@/lib/resources/administration';
import { portalSwitcherQuery } from '@/lib/resources/portals';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('flags.title') };
}

/**
 * /admin/settings/feature-flags (spec §6; RULES.portalSettings). The history's view lives in
 * the browser and is mirrored in its address and cookie, so its first page is prefetched here.
 */
export default async function FeatureFlagsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result }, t, address] = await Promise.all([
    requireRoute('/admin/settings/feature-flags'),
    getTranslations('administration'),
    searchParams,
  ]);
  // Comparing with another portal is for who acts on every portal.
  const compares = RULES.otherPortals({ roles: result.me.roles, features: result.features });
  const client = getQueryClient();
  // The flags, the portals to compare with and the history's first page, side by side.
  const [historyView] = await Promise.all([
    prefetchFirstPage({
      view: FLAG_CHANGES_VIEW,
      defaults: FLAG_CHANGES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: flagChangesQuery,
      address,
    }),
    client.prefetchQuery(featureFlagsQuery()),
    compares ? client.prefetchQuery(portalSwitcherQuery()) : null,
  ]);
  const portalId = result.me.portal.id;
  return (
    <ClientMessages namespaces={['administration.flags', 'lists']}>
      <div className="admin-page">
        <header>
          <h1>{t('flags.title')}</h1>
          <p className="lead">{t('flags.intro', { portal: result.me.portal.name })}</p>
          <p>
            <Link href="/admin/settings/portals">{t('flags.portalsLink')}</Link>
          </p>
        </header>
        <Hydrate>
          <FeatureFlagSettings portalId={portalId} />
          {compares && <FlagComparison portalId={portalId} />}
          <FlagHistory initial={historyView} />
        </Hydrate>
      </div>
    </ClientMessages>
  );
}
