'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxChoices } from '@/components/authoring/details-choices';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  createLtiTool,
  deleteLtiTool,
  type LtiTool,
  ltiEndpointsQuery,
  ltiToolKeys,
  ltiToolsQuery,
  startLtiRegistration,
  updateLtiTool,
} from '@/lib/resources/lti-tools';
import '@/components/forms/forms.css';
import { TableScroll } from '@/components/ui/table-scroll';

const lines = (value: unknown) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `name=value` lines as custom parameters. */
const customOf = (value: unknown) =>
  Object.fromEntries(
    lines(value)
      .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1)])
      .filter(([name]) => name),
  );

/**
 * "LTI tools" on /admin/settings/integrations (issue 38 item 1; docs/lti-tools.md): what a tool
 * needs of the portal (issuer, endpoints, JWKS), the tools registered, one added by hand, or by
 * Dynamic Registration from the tool's registration URL (then pending until activated here).
 * Only for the academy group (RULES.integrationSecrets).
 */
export function LtiTools() {
  const t = useTranslations('administration.ltiTools');
  const client = useQueryClient();
  const [services, setServices] = useState<string[]>(['ags', 'nrps']);
  const refresh = () => client.invalidateQueries({ queryKey: ltiToolKeys.all() });
  const form = useForm({
    fields: {
      name: { value: '', rules: 'required|max:120', trim: true },
      login_url: { value: '', rules: 'required|max:2000', trim: true },
      redirect_uris: { value: '', rules: 'required|max:20000' },
      target_link_uri: { value: '', rules: 'required|max:2000', trim: true },
      deep_link_uri: { value: '', rules: 'max:2000', trim: true },
      jwks_url: { value: '', rules: 'max:2000', trim: true },
      public_jwk: { value: '', rules: 'max:10000' },
      custom: { value: '', rules: 'max:20000' },
      presentation: { value: 'iframe', dropdown: true, rules: 'required' },
    },
    onSubmit: async (values) => {
      await createLtiTool({
        name: String(values.name),
        login_url: String(values.login_url),
        redirect_uris: lines(values.redirect_uris),
        target_link_uri: String(values.target_link_uri),
        deep_link_uri: String(values.deep_link_uri ?? '') || null,
        jwks_url: String(values.jwks_url ?? '') || null,
        public_jwk: String(values.public_jwk ?? '').trim() || null,
        custom: customOf(values.custom),
        presentation: values.presentation === 'window' ? 'window' : 'iframe',
        services: services.filter((s): s is 'ags' | 'nrps' => s === 'ags' || s === 'nrps'),
      });
      await refresh();
      return undefined;
    },
  });
  return (
    <section className="admin-card" aria-labelledby="lti-tools-heading">
      <h2 id="lti-tools-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <PlatformEndpoints />
      <h3>{t('registered')}</h3>
      <ToolsTable />
      <DynamicRegistration />
      <h3>{t('byHandTitle')}</h3>
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <FormError message={form.generalError} />
        <TextField field={form.field('name')} label={t('name')} />
        <TextField field={form.field('login_url')} label={t('loginUrl')} type="url" />
        <TextArea
          field={form.field('redirect_uris')}
          label={t('redirectUris')}
          hint={t('redirectUrisHint')}
          rows={3}
        />
        <TextField field={form.field('target_link_uri')} label={t('targetLinkUri')} type="url" />
        <TextField
          field={form.field('deep_link_uri')}
          label={t('deepLinkUri')}
          hint={t('deepLinkUriHint')}
          type="url"
        />
        <TextField
          field={form.field('jwks_url')}
          label={t('jwksUrl')}
          hint={t('keyHint')}
          type="url"
        />
        <TextArea field={form.field('public_jwk')} label={t('publicJwk')} rows={4} />
        <TextArea
          field={form.field('custom')}
          label={t('custom')}
          hint={t('customHint')}
          rows={3}
        />
        <Select
          field={form.field('presentation')}
          label={t('presentation')}
          options={[
            { value: 'iframe', label: t('presentationIframe') },
            { value: 'window', label: t('presentationWindow') },
          ]}
        />
        <CheckboxChoices
          legend={t('services')}
          empty=""
          choices={[
            { id: 'ags', name: t('service.ags') },
            { id: 'nrps', name: t('service.nrps') },
          ]}
          selected={services}
          onChange={setServices}
          onBlur={() => undefined}
        />
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('add')}
        </button>
      </form>
    </section>
  );
}

/** The values a tool needs of the portal, to copy. */
function PlatformEndpoints() {
  const t = useTranslations('administration.ltiTools');
  const endpoints = useQuery(ltiEndpointsQuery());
  return endpoints.data ? (
    <dl className="lti-endpoints">
      <dt>{t('issuer')}</dt>
      <dd>
        <code>{endpoints.data.issuer}</code>
      </dd>
      <dt>{t('authorization')}</dt>
      <dd>
        <code>{endpoints.data.authorizationEndpoint}</code>
      </dd>
      <dt>{t('token')}</dt>
      <dd>
        <code>{endpoints.data.tokenEndpoint}</code>
      </dd>
      <dt>{t('jwks')}</dt>
      <dd>
        <code>{endpoints.data.jwksUri}</code>
      </dd>
      <dt>{t('openidConfiguration')}</dt>
      <dd>
        <code>{endpoints.data.openidConfiguration}</code>
      </dd>
    </dl>
  ) : (
    <QueryPending query={endpoints} />
  );
}

/** The tools registered: activate a pending one, remove any. */
function ToolsTable() {
  const t = useTranslations('administration.ltiTools');
  const client = useQueryClient();
  const tools = useQuery(ltiToolsQuery());
  const refresh = () => client.invalidateQueries({ queryKey: ltiToolKeys.all() });
  const change = useMutation({
    mutationFn: (input: { id: string; status: 'active' }) =>
      updateLtiTool(input.id, { status: input.status }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: deleteLtiTool, onSettled: refresh });
  return !tools.data ? (
    <QueryPending query={tools} />
  ) : tools.data.length === 0 ? (
    <p className="muted">{t('none')}</p>
  ) : (
    <TableScroll label={t('listCaption')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('clientId')}</th>
            <th scope="col">{t('deploymentId')}</th>
            <th scope="col">{t('services')}</th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {tools.data.map((tool: LtiTool) => (
            <tr key={tool.id}>
              <th scope="row">{tool.name}</th>
              <td>
                <code>{tool.clientId}</code>
              </td>
              <td>
                <code>{tool.deploymentId}</code>
              </td>
              <td>{tool.services.map((service) => t(`service.${service}`)).join(', ')}</td>
              <td>
                <div className="kit-row">
                  {tool.status === 'pending' ? (
                    <button
                      type="button"
                      className="button button-small button-primary"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ id: tool.id, status: 'active' })}
                    >
                      {t('activate', { name: tool.name })}
                    </button>
                  ) : (
                    <span>{t('active')}</span>
                  )}
                  <button
                    type="button"
                    className="button button-small"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(tool.id)}
                  >
                    {t('remove', { name: tool.name })}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Dynamic Registration: the tool's registration URL opened in a window. */
function DynamicRegistration() {
  const t = useTranslations('administration.ltiTools');
  const client = useQueryClient();
  const [registering, setRegistering] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ltiToolKeys.all() });
  const registration = useForm({
    fields: { registration_url: { value: '', rules: 'required|max:2000', trim: true } },
    onSubmit: async (values) => {
      const started = await startLtiRegistration(String(values.registration_url));
      setRegistering(true);
      window.open(started.url, '_blank', 'noopener');
      return undefined;
    },
  });

  return (
    <>
      <h3>{t('dynamicTitle')}</h3>
      <p>{t('dynamicIntro')}</p>
      <form className="form" onSubmit={registration.handleSubmit} noValidate>
        <FormError message={registration.generalError} />
        <TextField
          field={registration.field('registration_url')}
          label={t('registrationUrl')}
          hint={t('registrationUrlHint')}
          type="url"
        />
        <div className="kit-row">
          <button type="submit" className="button" disabled={registration.submitting}>
            {t('register')}
          </button>
          {registering && (
            <button type="button" className="button" onClick={() => refresh()}>
              {t('refresh')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}
