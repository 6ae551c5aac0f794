'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  ltiPlatformKeys,
  ltiPlatformsQuery,
  registerLtiPlatform,
  removeLtiPlatform,
} from '@/lib/resources/lti-platforms';
import { toolUrls } from '@/shared/lti/tool-rules';
import '@/components/forms/forms.css';
import { TableScroll } from '@/components/ui/table-scroll';

/**
 * "LTI platforms" on /admin/settings/integrations (issue 38 item 2; docs/lti.md): the addresses a
 * platform's administrator pastes in (and a tool configuration), the platforms registered, and the
 * form that registers one. Only for the academy group (RULES.integrationSecrets).
 */
export function LtiPlatforms({ origin, portalName }: { origin: string; portalName: string }) {
  const t = useTranslations('ltiTool.platforms');
  const client = useQueryClient();
  const query = useQuery(ltiPlatformsQuery());
  const [status, setStatus] = useState('');
  const remove = useMutation({
    mutationFn: (platform: { id: string; issuer: string }) => removeLtiPlatform(platform.id),
    onSuccess: (_answer, platform) => setStatus(t('removed', { issuer: platform.issuer })),
    onSettled: () => client.invalidateQueries({ queryKey: ltiPlatformKeys.all() }),
  });
  return (
    <section className="admin-card" aria-labelledby="lti-platforms-heading">
      <h2 id="lti-platforms-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <LtiToolUrls origin={origin} portalName={portalName} />
      <p role="status">{status}</p>
      {!query.data ? (
        <QueryPending query={query} />
      ) : query.data.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <TableScroll label={t('listCaption')}>
          <table className="admin-table">
            <caption className="visually-hidden">{t('listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('issuer')}</th>
                <th scope="col">{t('clientId')}</th>
                <th scope="col">{t('deployments')}</th>
                <th scope="col">{t('administratorRole')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((platform) => (
                <tr key={platform.id}>
                  <th scope="row">{platform.issuer}</th>
                  <td>
                    <code>{platform.clientId}</code>
                  </td>
                  <td>{platform.deploymentIds.join(', ')}</td>
                  <td>
                    {platform.administratorRole === 'admin' ? t('roleAdmin') : t('roleCoach')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(platform)}
                    >
                      {t('remove', { issuer: platform.issuer })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LtiPlatformForm onRegistered={setStatus} />
    </section>
  );
}

/** Our addresses to paste into the platform, and a tool configuration (Canvas's JSON). */
function LtiToolUrls({ origin, portalName }: { origin: string; portalName: string }) {
  const t = useTranslations('ltiTool.platforms');
  const urls = toolUrls(origin);
  const config = JSON.stringify(
    {
      title: portalName,
      description: portalName,
      oidc_initiation_url: urls.loginInitiation,
      target_link_uri: urls.launch,
      public_jwk_url: urls.jwks,
      scopes: [
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      ],
      extensions: [
        {
          platform: 'canvas.instructure.com',
          privacy_level: 'public',
          settings: {
            placements: [
              {
                placement: 'link_selection',
                message_type: 'LtiDeepLinkingRequest',
                target_link_uri: urls.deepLinking,
              },
              {
                placement: 'assignment_selection',
                message_type: 'LtiDeepLinkingRequest',
                target_link_uri: urls.deepLinking,
              },
            ],
          },
        },
      ],
      custom_fields: {},
    },
    null,
    2,
  );

  return (
    <>
      <h3>{t('ourUrls')}</h3>
      <dl className="lti-urls">
        <dt>{t('loginUrl')}</dt>
        <dd>
          <code>{urls.loginInitiation}</code>
        </dd>
        <dt>{t('launchUrl')}</dt>
        <dd>
          <code>{urls.launch}</code>
        </dd>
        <dt>{t('deepLinkingUrl')}</dt>
        <dd>
          <code>{urls.deepLinking}</code>
        </dd>
        <dt>{t('jwksUrl')}</dt>
        <dd>
          <code>{urls.jwks}</code>
        </dd>
        <dt>{t('courseUrl')}</dt>
        <dd>
          <code>{urls.courseTarget('course-address')}</code>
        </dd>
      </dl>
      <details>
        <summary>{t('config')}</summary>
        <pre className="lti-config">
          <code>{config}</code>
        </pre>
      </details>
    </>
  );
}

/** The registration of a platform, with the details its administrator gives. */
function LtiPlatformForm({ onRegistered }: { onRegistered: (status: string) => void }) {
  const t = useTranslations('ltiTool.platforms');
  const client = useQueryClient();
  const register = useMutation({
    mutationFn: registerLtiPlatform,
    onSuccess: (platform) => {
      onRegistered(t('registered', { issuer: platform.issuer }));
      return client.invalidateQueries({ queryKey: ltiPlatformKeys.all() });
    },
  });
  const form = useForm({
    fields: {
      issuer: { value: '', rules: 'required|max:500', trim: true },
      client_id: { value: '', rules: 'required|max:500', trim: true },
      deployment_ids: { value: '', rules: 'required', trim: true },
      auth_endpoint: { value: '', rules: 'required|max:2000', trim: true },
      token_endpoint: { value: '', rules: 'required|max:2000', trim: true },
      jwks_url: { value: '', rules: 'required|max:2000', trim: true },
      administrator_role: { value: 'coach', dropdown: true },
    },
    onSubmit: async (values) => {
      await register.mutateAsync({
        issuer: String(values.issuer),
        client_id: String(values.client_id),
        deployment_ids: String(values.deployment_ids)
          .split(/\s*\n\s*/)
          .filter(Boolean),
        auth_endpoint: String(values.auth_endpoint),
        token_endpoint: String(values.token_endpoint),
        jwks_url: String(values.jwks_url),
        administrator_role: values.administrator_role === 'admin' ? 'admin' : 'coach',
      });
      form.reset();
      return undefined;
    },
  });
  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <TextField field={form.field('issuer')} label={t('issuer')} />
      <TextField field={form.field('client_id')} label={t('clientId')} />
      <TextArea
        field={form.field('deployment_ids')}
        label={t('deploymentIds')}
        hint={t('deploymentIdsHint')}
        rows={2}
      />
      <TextField field={form.field('auth_endpoint')} label={t('authEndpoint')} inputMode="url" />
      <TextField field={form.field('token_endpoint')} label={t('tokenEndpoint')} inputMode="url" />
      <TextField field={form.field('jwks_url')} label={t('jwksEndpoint')} inputMode="url" />
      <Select
        field={form.field('administrator_role')}
        label={t('administratorRole')}
        options={[
          { value: 'coach', label: t('roleCoach') },
          { value: 'admin', label: t('roleAdmin') },
        ]}
      />
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        {t('register')}
      </button>
    </form>
  );
}
