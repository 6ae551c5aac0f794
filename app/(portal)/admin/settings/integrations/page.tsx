import { getTranslations } from 'next-intl/server';
import { IntegrationsForm } from '@/components/administration/integrations-form';
import { LrsCredentials } from '@/components/administration/lrs-credentials';
import { LtiTools } from '@/components/administration/lti-tools';
import { ClientMessages } from '@/components/i18n/client-messages';
import { env } from '@/lib/env';
import { integrationsQuery } from '@/lib/resources/administration';
import { lrsCredentialsQuery } from '@/lib/resources/lrs';
import { ltiToolsQuery } from '@/lib/resources/lti-tools';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { requestOrigin } from '@/lib/server/request-origin';
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
  const secrets = RULES.integrationSecrets({ roles: result.me.roles, features: result.features });
  // The learning record store's credentials: where content packages are on (issue 37).
  const lrs = secrets && env().ACADEMY_CONTENT_PACKAGES === 'on';
  const queryClient = getQueryClient();
  const [origin] = await Promise.all([
    lrs ? requestOrigin(result.me.portal) : null,
    queryClient.prefetchQuery(integrationsQuery()),
    lrs ? queryClient.prefetchQuery(lrsCredentialsQuery()) : null,
    // The LTI tools (issue 38): the academy group's, as the other integrations' keys.
    secrets ? queryClient.prefetchQuery(ltiToolsQuery()) : null,
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'administration.integrations',
          'administration.lrs',
          'administration.ltiTools',
          'validation',
          'forms',
        ]}
      >
        <div className="admin-page">
          <header>
            <h1>{t('integrations.title')}</h1>
            <p className="lead">{t('integrations.intro')}</p>
          </header>
          <IntegrationsForm identityKey={secrets} />
          {lrs && <LrsCredentials endpoint={`${origin ?? ''}/xapi/`} />}
          {secrets && <LtiTools />}
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
