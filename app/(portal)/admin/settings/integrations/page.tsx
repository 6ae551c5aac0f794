import { getTranslations } from 'next-intl/server';
import { IntegrationsForm } from '@/components/administration/integrations-form';
import { LrsCredentials } from '@/components/administration/lrs-credentials';
import { LtiTools } from '@/components/administration/lti-tools';
import { ScimProvisioning } from '@/components/administration/scim-provisioning';
import { SignInProviders } from '@/components/administration/sign-in-providers';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LtiPlatforms } from '@/components/lti-tool/lti-platforms';
import { env } from '@/lib/env';
import { integrationsQuery } from '@/lib/resources/administration';
import { lrsCredentialsQuery } from '@/lib/resources/lrs';
import { ltiPlatformsQuery } from '@/lib/resources/lti-platforms';
import { ltiToolsQuery } from '@/lib/resources/lti-tools';
import { peopleChoicesQuery } from '@/lib/resources/people';
import { scimGroupsQuery, scimTokensQuery } from '@/lib/resources/scim';
import { identityProvidersQuery } from '@/lib/resources/sso';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { requestOrigin } from '@/lib/server/request-origin';
import { grantableRoles } from '@/shared/access/role-grants';
import { RULES } from '@/shared/access/rules';
import { mappableRoles } from '@/shared/integrations/scim';
import '@/components/administration/administration.css';
import '@/components/lti-tool/lti-tool.css';

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
  // LTI tools and platforms (issue 38): the same group, where the portal has `lti`.
  const lti = RULES.ltiAdmin({ roles: result.me.roles, features: result.features });
  // Single sign-on (issue 39): the admins of §6.
  const sso = RULES.identityProviders({ roles: result.me.roles, features: result.features });
  const queryClient = getQueryClient();
  const [origin] = await Promise.all([
    lrs || sso || secrets || lti ? requestOrigin(result.me.portal) : null,
    queryClient.prefetchQuery(integrationsQuery()),
    lrs ? queryClient.prefetchQuery(lrsCredentialsQuery()) : null,
    // SCIM provisioning (issue 39): the same admins as the identity key's.
    secrets ? queryClient.prefetchQuery(scimTokensQuery()) : null,
    secrets ? queryClient.prefetchQuery(scimGroupsQuery()) : null,
    secrets ? queryClient.prefetchQuery(peopleChoicesQuery()) : null,
    // LTI platforms (issue 38): they sign people in, so the academy group's too.
    lti ? queryClient.prefetchQuery(ltiPlatformsQuery()) : null,
    sso ? queryClient.prefetchQuery(identityProvidersQuery()) : null,
    // The LTI tools (issue 38): the academy group's, as the other integrations' keys.
    lti ? queryClient.prefetchQuery(ltiToolsQuery()) : null,
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'administration.integrations',
          'administration.lrs',
          'administration.scim',
          'common.roleNames',
          'ltiTool.platforms',
          'administration.sso',
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
          {sso && <SignInProviders origin={origin ?? ''} kinds={['oidc', 'saml']} />}
          {lrs && <LrsCredentials endpoint={`${origin ?? ''}/xapi/`} />}
          {secrets && (
            <ScimProvisioning
              baseUrl={`${origin ?? ''}/scim/v2`}
              roles={mappableRoles(grantableRoles(result.me.roles))}
            />
          )}
          {lti && <LtiPlatforms origin={origin ?? ''} portalName={result.me.portal.name} />}
          {lti && <LtiTools />}
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
