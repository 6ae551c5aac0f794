'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  type LtiPlatform,
  type LtiPlatformInput,
  ltiPlatformKeys,
  ltiPlatformsQuery,
  registerLtiPlatform,
  removeLtiPlatform,
  updateLtiPlatform,
} from '@/lib/resources/lti-platforms';
import { toolUrls } from '@/shared/lti/tool-rules';
import '@/components/forms/forms.css';
import { FormActions, FormHeading, useRowEditor } from '@/components/administration/row-editor';
import { AdminListTable } from '@/components/ui/admin-list-table';

const nameOf = (platform: LtiPlatform) => platform.name || platform.issuer;

/**
 * "LTI platforms" on /admin/settings/integrations (issue 38 item 2; docs/lti.md): the addresses a
 * platform's administrator pastes in (and a tool configuration), the platforms registered, and the
 * form that registers one; a platform's Edit opens the same form filled in. Only for the academy
 * group on a portal with `lti` (RULES.ltiAdmin).
 */
export function LtiPlatforms({ origin, portalName }: { origin: string; portalName: string }) {
  const t = useTranslations('ltiTool.platforms');
  const client = useQueryClient();
  const query = useQuery(ltiPlatformsQuery());
  const { editing, edit, status, setStatus, close, buttonId } =
    useRowEditor<LtiPlatform>('lti-platform');
  const remove = useMutation({
    mutationFn: (platform: LtiPlatform) => removeLtiPlatform(platform.id),
    onSuccess: (_answer, platform) => setStatus(t('removed', { issuer: nameOf(platform) })),
    onSettled: () => client.invalidateQueries({ queryKey: ltiPlatformKeys.all() }),
  });
  return (
    <section className="admin-card" aria-labelledby="lti-platforms-heading">
      <h2 id="lti-platforms-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <LtiToolUrls origin={origin} portalName={portalName} />
      <p role="status">{status}</p>
      <AdminListTable
        query={query}
        empty={t('none')}
        caption={t('listCaption')}
        columns={[
          t('issuer'),
          t('clientId'),
          t('deployments'),
          t('administratorRole'),
          { label: t('actions'), hidden: true },
        ]}
        row={(platform: LtiPlatform) => (
          <tr key={platform.id}>
            <th scope="row">
              {platform.name ? (
                <>
                  {platform.name}
                  <br />
                  <span className="muted">{platform.issuer}</span>
                </>
              ) : (
                platform.issuer
              )}
            </th>
            <td>
              <code>{platform.clientId}</code>
            </td>
            <td>{platform.deploymentIds.join(', ')}</td>
            <td>{platform.administratorRole === 'admin' ? t('roleAdmin') : t('roleCoach')}</td>
            <td>
              <div className="kit-wrap">
                <button
                  type="button"
                  id={buttonId(platform.id)}
                  className="button button-small"
                  onClick={() => edit(platform)}
                >
                  {t('edit', { name: nameOf(platform) })}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(platform)}
                >
                  {t('remove', { issuer: nameOf(platform) })}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      {editing ? (
        <LtiPlatformForm key={editing.id} platform={editing} onDone={close} />
      ) : (
        <LtiPlatformForm
          key="new"
          platform={null}
          onDone={(message) => message && setStatus(message)}
        />
      )}
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

type PlatformField =
  | 'name'
  | 'issuer'
  | 'client_id'
  | 'deployment_ids'
  | 'auth_endpoint'
  | 'token_endpoint'
  | 'jwks_url'
  | 'administrator_role';

/**
 * The registration of a platform (`platform` null), with the details its administrator gives, or
 * a registered one's edit form: saved by POST or PATCH, a 422 on its field.
 */
function LtiPlatformForm({
  platform,
  onDone,
}: {
  platform: LtiPlatform | null;
  onDone: (message?: string) => void;
}) {
  const t = useTranslations('ltiTool.platforms');
  const client = useQueryClient();
  const form = useForm<PlatformField>({
    fields: {
      name: { value: platform?.name ?? '', rules: 'max:200', trim: true },
      issuer: { value: platform?.issuer ?? '', rules: 'required|max:500', trim: true },
      client_id: { value: platform?.clientId ?? '', rules: 'required|max:500', trim: true },
      deployment_ids: {
        value: (platform?.deploymentIds ?? []).join('\n'),
        rules: 'required',
        trim: true,
      },
      auth_endpoint: {
        value: platform?.authEndpoint ?? '',
        rules: 'required|max:2000',
        trim: true,
      },
      token_endpoint: {
        value: platform?.tokenEndpoint ?? '',
        rules: 'required|max:2000',
        trim: true,
      },
      jwks_url: { value: platform?.jwksUrl ?? '', rules: 'required|max:2000', trim: true },
      administrator_role: { value: platform?.administratorRole ?? 'coach', dropdown: true },
    },
    resetOnSuccess: platform === null,
    onSubmit: async (values) => {
      const attributes: LtiPlatformInput = {
        name: String(values.name ?? ''),
        issuer: String(values.issuer),
        client_id: String(values.client_id),
        deployment_ids: String(values.deployment_ids)
          .split(/\s*\n\s*/)
          .filter(Boolean),
        auth_endpoint: String(values.auth_endpoint),
        token_endpoint: String(values.token_endpoint),
        jwks_url: String(values.jwks_url),
        administrator_role: values.administrator_role === 'admin' ? 'admin' : 'coach',
      };
      if (platform) await updateLtiPlatform(platform.id, attributes);
      else await registerLtiPlatform(attributes);
      return undefined;
    },
    onSuccess: async (_result, values) => {
      await client.invalidateQueries({ queryKey: ltiPlatformKeys.all() });
      const name = String(values.name || values.issuer);
      onDone(platform ? t('saved', { name }) : t('registered', { issuer: name }));
    },
  });
  const heading = platform ? t('editTitle', { name: nameOf(platform) }) : null;
  return (
    <form
      className="form"
      onSubmit={form.handleSubmit}
      noValidate
      {...(heading ? { 'aria-label': heading } : {})}
    >
      {heading && <FormHeading focus>{heading}</FormHeading>}
      <FormError message={form.generalError} />
      <TextField field={form.field('name')} label={t('name')} hint={t('nameHint')} />
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
      <FormActions
        submit={platform ? t('save') : t('register')}
        submitting={form.submitting}
        {...(platform ? { cancel: { label: t('cancel'), onCancel: () => onDone() } } : {})}
      />
    </form>
  );
}
