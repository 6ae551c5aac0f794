import { getTranslations } from 'next-intl/server';
import { PortalsAdmin } from '@/components/administration/portals-admin';
import { ClientMessages } from '@/components/i18n/client-messages';
import { managedPortalsQuery } from '@/lib/resources/portals';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('portals.title') };
}

/** /admin/settings/portals (RULES.portalSettings). */
export default async function PortalsRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/settings/portals'),
    getTranslations('administration'),
  ]);
  await getQueryClient().prefetchQuery(managedPortalsQuery());
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['administration.languages', 'administration.portals', 'language']}
      >
        <div className="admin-page">
          <header>
            <h1>{t('portals.title')}</h1>
            <p className="lead">{t('portals.intro')}</p>
          </header>
          <PortalsAdmin
            mayCreate={RULES.otherPortals({ roles: result.me.roles, features: result.features })}
          />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
