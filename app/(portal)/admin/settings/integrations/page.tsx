import { getTranslations } from 'next-intl/server';
import { IntegrationsForm } from '@/components/administration/integrations-form';
import { LrsCredentials } from '@/components/administration/lrs-credentials';
import { SignInProviders } from '@/components/administration/sign-in-providers';
import { ClientMessages } from '@/components/i18n/client-messages';
import { env } from '@/lib/env';
import { integrationsQuery } from '@/lib/resources/administration';
import { lrsCredentialsQuery } from '@/lib/resources/lrs';
import { identityProvidersQuery } from '@/lib/resources/sso';
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
  // Single sign-on (issue 39): the admins of §6.
  const sso = RULES.identityProviders({ roles: result.me.roles, features: result.features });
  const queryClient = getQueryClient();
  const [origin] = await Promise.all([
    lrs || sso ? requestOrigin(result.me.portal) : null,
    queryClient.prefetchQuery(integrationsQuery()),
    lrs ? queryClient.prefetchQuery(lrsCredentialsQuery()) : null,
    sso ? queryClient.prefetchQuery(identityProvidersQuery()) : null,
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'administration.integrations',
          'administration.lrs',
          'administration.sso',
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
          {sso && <SignInProviders origin={origin ?? ''} kinds={['oidc', 'saml']} />}
          {lrs && <LrsCredentials endpoint={`${origin ?? ''}/xapi/`} />}
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
