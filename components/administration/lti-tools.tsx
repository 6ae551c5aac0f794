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
import { AdminListTable } from '@/components/ui/admin-list-table';
import { FormActions, FormHeading, useRowEditor } from './row-editor';

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

/** Custom parameters as the form's `name=value` lines. */
const customLines = (custom: Record<string, string>) =>
  Object.entries(custom)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');

/**
 * "LTI tools" on /admin/settings/integrations (issue 38 item 1; docs/lti-tools.md): what a tool
 * needs of the portal (issuer, endpoints, JWKS), the tools registered, one added by hand, or by
 * Dynamic Registration from the tool's registration URL (then pending until activated here).
 * A tool's Edit opens the same form filled in (its key write-only: "set", a new one replaces it).
 * Only for the academy group on a portal with `lti` (RULES.ltiAdmin).
 */
export function LtiTools() {
  const t = useTranslations('administration.ltiTools');
  const { editing, edit, status, setStatus, close, buttonId } = useRowEditor<LtiTool>('lti-tool');
  return (
    <section className="admin-card" aria-labelledby="lti-tools-heading">
      <h2 id="lti-tools-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <PlatformEndpoints />
      <h3>{t('registered')}</h3>
      <p role="status">{status}</p>
      <ToolsTable onEdit={edit} onRemoved={setStatus} buttonId={buttonId} />
      {editing ? (
        <ToolForm key={editing.id} tool={editing} onDone={close} />
      ) : (
        <>
          <DynamicRegistration />
          <ToolForm key="new" tool={null} onDone={(message) => message && setStatus(message)} />
        </>
      )}
    </section>
  );
}

type ToolField =
  | 'name'
  | 'login_url'
  | 'redirect_uris'
  | 'target_link_uri'
  | 'deep_link_uri'
  | 'jwks_url'
  | 'public_jwk'
  | 'custom'
  | 'presentation';

/**
 * A tool by hand (`tool` null) or a registered one's edit form: saved by POST or PATCH, a 422 on
 * its field. The public key is never sent back: "set" is said, a key typed replaces it.
 */
function ToolForm({ tool, onDone }: { tool: LtiTool | null; onDone: (message?: string) => void }) {
  const t = useTranslations('administration.ltiTools');
  const client = useQueryClient();
  const [services, setServices] = useState<string[]>(tool?.services ?? ['ags', 'nrps']);
  const form = useForm<ToolField>({
    fields: {
      name: { value: tool?.name ?? '', rules: 'required|max:120', trim: true },
      login_url: { value: tool?.loginUrl ?? '', rules: 'required|max:2000', trim: true },
      redirect_uris: { value: (tool?.redirectUris ?? []).join('\n'), rules: 'required|max:20000' },
      target_link_uri: { value: tool?.targetLinkUri ?? '', rules: 'required|max:2000', trim: true },
      deep_link_uri: { value: tool?.deepLinkUri ?? '', rules: 'max:2000', trim: true },
      jwks_url: { value: tool?.jwksUrl ?? '', rules: 'max:2000', trim: true },
      public_jwk: { value: '', rules: 'max:10000' },
      custom: { value: customLines(tool?.custom ?? {}), rules: 'max:20000' },
      presentation: { value: tool?.presentation ?? 'iframe', dropdown: true, rules: 'required' },
    },
    resetOnSuccess: tool === null,
    onSubmit: async (values) => {
      const key = String(values.public_jwk ?? '').trim();
      const attributes = {
        name: String(values.name),
        login_url: String(values.login_url),
        redirect_uris: lines(values.redirect_uris),
        target_link_uri: String(values.target_link_uri),
        deep_link_uri: String(values.deep_link_uri ?? '') || null,
        jwks_url: String(values.jwks_url ?? '') || null,
        custom: customOf(values.custom),
        presentation: values.presentation === 'window' ? ('window' as const) : ('iframe' as const),
        services: services.filter((s): s is 'ags' | 'nrps' => s === 'ags' || s === 'nrps'),
      };
      // Write-only: an edit sends a key only when one is typed (the kept one stays otherwise).
      if (tool) await updateLtiTool(tool.id, key ? { ...attributes, public_jwk: key } : attributes);
      else await createLtiTool({ ...attributes, public_jwk: key || null });
      return undefined;
    },
    onSuccess: async (_result, values) => {
      await client.invalidateQueries({ queryKey: ltiToolKeys.all() });
      const name = String(values.name);
      if (tool === null) setServices(['ags', 'nrps']);
      onDone(tool ? t('saved', { name }) : t('added', { name }));
    },
  });
  const heading = tool ? t('editTitle', { name: tool.name }) : t('byHandTitle');
  const headingId = tool ? `lti-tool-form-${tool.id}` : 'lti-tool-form-new';
  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
      <FormHeading id={headingId} focus={tool !== null}>
        {heading}
      </FormHeading>
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
      <TextArea
        field={form.field('public_jwk')}
        label={t('publicJwk')}
        {...(tool?.hasPublicKey ? { hint: t('publicJwkSet') } : {})}
        rows={4}
      />
      <TextArea field={form.field('custom')} label={t('custom')} hint={t('customHint')} rows={3} />
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
      <FormActions
        submit={tool ? t('save') : t('add')}
        submitting={form.submitting}
        {...(tool ? { cancel: { label: t('cancel'), onCancel: () => onDone() } } : {})}
      />
    </form>
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

/** The tools registered: edit any, activate a pending one, remove any. */
function ToolsTable({
  onEdit,
  onRemoved,
  buttonId,
}: {
  onEdit: (tool: LtiTool) => void;
  onRemoved: (message: string) => void;
  buttonId: (id: string) => string;
}) {
  const t = useTranslations('administration.ltiTools');
  const client = useQueryClient();
  const tools = useQuery(ltiToolsQuery());
  const refresh = () => client.invalidateQueries({ queryKey: ltiToolKeys.all() });
  const change = useMutation({
    mutationFn: (input: { id: string; status: 'active' }) =>
      updateLtiTool(input.id, { status: input.status }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (tool: LtiTool) => deleteLtiTool(tool.id),
    onSuccess: (_answer, tool) => onRemoved(t('removed', { name: tool.name })),
    onSettled: refresh,
  });
  return (
    <AdminListTable
      query={tools}
      empty={t('none')}
      caption={t('listCaption')}
      columns={[
        t('name'),
        t('clientId'),
        t('deploymentId'),
        t('services'),
        t('state'),
        { label: t('actions'), hidden: true },
      ]}
      row={(tool: LtiTool) => (
        <tr key={tool.id}>
          <th scope="row">{tool.name}</th>
          <td>
            <code>{tool.clientId}</code>
          </td>
          <td>
            <code>{tool.deploymentId}</code>
          </td>
          <td>{tool.services.map((service) => t(`service.${service}`)).join(', ')}</td>
          <td>{tool.status === 'pending' ? t('pending') : t('active')}</td>
          <td>
            <div className="kit-wrap">
              <button
                type="button"
                id={buttonId(tool.id)}
                className="button button-small"
                onClick={() => onEdit(tool)}
              >
                {t('edit', { name: tool.name })}
              </button>
              {tool.status === 'pending' && (
                <button
                  type="button"
                  className="button button-small button-primary"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ id: tool.id, status: 'active' })}
                >
                  {t('activate', { name: tool.name })}
                </button>
              )}
              <button
                type="button"
                className="button button-small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(tool)}
              >
                {t('remove', { name: tool.name })}
              </button>
            </div>
          </td>
        </tr>
      )}
    />
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
