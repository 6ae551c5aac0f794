import { getTranslations } from 'next-intl/server';
import {
  FeatureFlagSettings,
  FlagComparison,
  FlagHistory,
} from '@/components/administration/feature-flags';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
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

/** /admin/settings/feature-flags (spec §6; RULES.portalSettings). */
export default async function FeatureFlagsRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/settings/feature-flags'),
    getTranslations('administration'),
  ]);
  // Comparing with another portal is for who acts on every portal.
  const compares = RULES.otherPortals({ roles: result.me.roles, features: result.features });
  const client = getQueryClient();
  await Promise.all([
    client.prefetchQuery(featureFlagsQuery()),
    client.prefetchQuery(flagChangesQuery(1)),
    compares ? client.prefetchQuery(portalSwitcherQuery()) : null,
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['administration', 'lists']}>
        <div className="admin-page">
          <header>
            <h1>{t('flags.title')}</h1>
            <p className="lead">{t('flags.intro', { portal: result.me.portal.name })}</p>
            <p>
              <Link href="/admin/settings/portals">{t('flags.portalsLink')}</Link>
            </p>
          </header>
          <FeatureFlagSettings portalId={result.me.portal.id} />
          {compares && <FlagComparison portalId={result.me.portal.id} />}
          <FlagHistory />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
