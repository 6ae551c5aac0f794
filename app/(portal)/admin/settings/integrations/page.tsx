import { getTranslations } from 'next-intl/server';
import { IntegrationsForm } from '@/components/administration/integrations-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { integrationsQuery } from '@/lib/resources/administration';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('integrations.title') };
}

/** /admin/settings/integrations (the settings menu's rule, spec §6; the identity key RULES.integrationSecrets). */
export default async function IntegrationsRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/settings/integrations'),
    getTranslations('administration'),
  ]);
  await getQueryClient().prefetchQuery(integrationsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['administration.integrations', 'validation', 'forms']}>
        <div className="admin-page">
          <header>
            <h1>{t('integrations.title')}</h1>
            <p className="lead">{t('integrations.intro')}</p>
          </header>
          <IntegrationsForm
            identityKey={RULES.integrationSecrets({
              roles: result.me.roles,
              features: result.features,
            })}
          />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
