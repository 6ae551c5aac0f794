'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Input } from '@/components/forms/native-fields';
import { OptionPicker } from '@/components/forms/option-picker';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { ApiError } from '@/lib/api/errors';
import {
  deleteIdentityProvider,
  type IdentityProvider,
  identityProvidersQuery,
  readIdpMetadata,
  saveIdentityProvider,
  ssoKeys,
} from '@/lib/resources/sso';
import { MAPPABLE_ROLES, type ProviderKind } from '@/shared/sso/providers';
import '@/components/forms/forms.css';
import { AdminListTable } from '@/components/ui/admin-list-table';

/** "group = role" lines as the mapping's role values (a line without "=" is left out). */
function roleValuesOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length === 2 && parts[0]?.trim() && parts[1]?.trim())
    .map(([value, role]) => ({ value: (value ?? '').trim(), role: (role ?? '').trim() }));
}

const listOf = (text: unknown) =>
  String(text ?? '')
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

const orNull = (value: unknown) =>
  String(value ?? '').trim() === '' ? null : String(value).trim();

/**
 * The "Sign-in" section of /admin/settings/integrations (issue 39, docs/sso.md): the portal's
 * identity providers, each a button on /auth. Add, change or remove one; the client secret is
 * write-only (typed to set or replace it, never shown). The address to give the provider (its
 * redirect URI) is shown per provider. `kinds`: the kinds of provider this build offers.
 */
export function SignInProviders({
  origin,
  kinds,
}: {
  origin: string;
  kinds: readonly ProviderKind[];
}) {
  const t = useTranslations('administration.sso');
  const query = useQuery(identityProvidersQuery());
  const [editing, setEditing] = useState<IdentityProvider | 'new' | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  /** Where the keyboard goes back to: the button that opened the form, else "Add". */
  const refocus = () =>
    requestAnimationFrame(() =>
      (opener.current?.isConnected ? opener.current : addButton.current)?.focus(),
    );
  const modals = useModals();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteIdentityProvider,
    onSettled: () => client.invalidateQueries({ queryKey: ssoKeys.providers() }),
  });

  const confirmRemove = (provider: IdentityProvider, trigger: HTMLElement) => {
    const modalId = `identity-provider-remove:${provider.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('remove.title')}
        description={t('remove.description', { name: provider.name })}
        confirm={t('remove.confirm')}
        busy={t('remove.busy')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await remove.mutateAsync(provider.id);
          showToast({ scheme: 'success', message: t('remove.done', { name: provider.name }) });
        }}
        onClosed={(done) => {
          // Removed, its row (and button) are gone: the keyboard goes to "Add".
          if (done) requestAnimationFrame(() => addButton.current?.focus());
          else trigger.focus();
        }}
      />
    ));
  };

  return (
    <section className="admin-card" aria-labelledby="sso-heading">
      <h2 id="sso-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <AdminListTable
        query={query}
        empty={t('none')}
        caption={t('listCaption')}
        columns={[
          t('name'),
          t('kind'),
          t('state'),
          t('emailDomains'),
          t('giveProvider'),
          t('actions'),
        ]}
        row={(provider: IdentityProvider) => (
          <tr key={provider.id}>
            <th scope="row">{provider.name}</th>
            <td>{t(`kinds.${provider.kind}`)}</td>
            <td>{provider.enabled ? t('on') : t('off')}</td>
            <td>
              {provider.emailDomains.join(', ') || '—'}
              {provider.passwordsOff && provider.emailDomains.length > 0 ? (
                <> ({t('passwordsOffShort')})</>
              ) : null}
            </td>
            <td>
              <dl className="sso-urls">
                <dt>{t(provider.kind === 'oidc' ? 'redirectUri' : 'acsUrl')}</dt>
                <dd>
                  <code>{`${origin}${provider.callbackPath}`}</code>
                </dd>
                {provider.metadataPath ? (
                  <>
                    <dt>{t('metadataUrl')}</dt>
                    <dd>
                      <code>{`${origin}${provider.metadataPath}`}</code>
                    </dd>
                  </>
                ) : null}
              </dl>
            </td>
            <td>
              <div className="kit-wrap">
                <button
                  type="button"
                  className="button button-small"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setEditing(provider);
                  }}
                >
                  {t('edit', { name: provider.name })}
                </button>
                <button
                  type="button"
                  className="button button-small button-danger"
                  onClick={(event) => confirmRemove(provider, event.currentTarget)}
                >
                  {t('remove.label', { name: provider.name })}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      {editing ? (
        <ProviderEditor
          key={editing === 'new' ? 'new' : editing.id}
          provider={editing === 'new' ? null : editing}
          kinds={kinds}
          onDone={() => {
            setEditing(null);
            refocus();
          }}
        />
      ) : (
        <button
          type="button"
          className="button button-primary"
          ref={addButton}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setEditing('new');
          }}
        >
          {t('add')}
        </button>
      )}
    </section>
  );
}

type ProviderField =
  | 'name'
  | 'logoUrl'
  | 'enabled'
  | 'issuer'
  | 'clientId'
  | 'clientSecret'
  | 'scopes'
  | 'trustEmail'
  | 'claimName'
  | 'claimEmail'
  | 'claimLanguage'
  | 'claimEntity'
  | 'claimRoles'
  | 'roleValues'
  | 'defaultRoles'
  | 'emailDomains'
  | 'passwordsOff'
  | 'idpEntityId'
  | 'ssoUrl'
  | 'sloUrl'
  | 'certificate'
  | 'allowIdpInitiated'
  | 'wantResponseSigned'
  | 'spCertificate'
  | 'spPrivateKey'
  | 'metadataSource'
  | 'metadataXml';

/**
 * The kind of a new provider (a choice before its form: each kind has its own fields), then
 * the form of that kind.
 */
function ProviderEditor({
  provider,
  kinds,
  onDone,
}: {
  provider: IdentityProvider | null;
  kinds: readonly ProviderKind[];
  onDone: () => void;
}) {
  const t = useTranslations('administration.sso');
  const [kind, setKind] = useState<ProviderKind>(provider?.kind ?? kinds[0] ?? 'oidc');
  return (
    <div className="sso-editor">
      {provider || kinds.length < 2 ? null : (
        <fieldset className="field option-picker">
          <legend className="field-label">{t('kind')}</legend>
          <div className="option-picker-options">
            {kinds.map((option) => (
              <label key={option} className="option-picker-option">
                <Input
                  type="radio"
                  name="identity-provider-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(`kinds.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ProviderForm key={kind} kind={kind} provider={provider} onDone={onDone} />
    </div>
  );
}

function ProviderForm({
  kind,
  provider,
  onDone,
}: {
  kind: ProviderKind;
  provider: IdentityProvider | null;
  onDone: () => void;
}) {
  const oidc = kind === 'oidc';
  const need = (rules: string) => (oidc ? `required|${rules}` : rules);
  const needSaml = (rules: string) => (oidc ? rules : `required|${rules}`);
  const t = useTranslations('administration.sso');
  const client = useQueryClient();
  const settings = (provider?.settings ?? {}) as Record<string, unknown>;
  const mapping = provider?.mapping;
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const form = useForm<ProviderField>({
    fields: {
      name: { value: provider?.name ?? '', rules: 'required|max:80', trim: true },
      logoUrl: { value: provider?.logoUrl ?? '', rules: 'max:2000', trim: true },
      enabled: { value: provider?.enabled === false ? 'no' : 'yes', rules: 'required' },
      issuer: { value: String(settings.issuer ?? ''), rules: need('max:2000'), trim: true },
      clientId: { value: String(settings.clientId ?? ''), rules: need('max:500'), trim: true },
      clientSecret: { value: '', rules: 'max:2000' },
      scopes: {
        value: String(settings.scopes ?? 'openid email profile'),
        rules: need('max:500'),
        trim: true,
      },
      idpEntityId: {
        value: String(settings.idpEntityId ?? ''),
        rules: needSaml('max:2000'),
        trim: true,
      },
      ssoUrl: { value: String(settings.ssoUrl ?? ''), rules: needSaml('max:2000'), trim: true },
      sloUrl: { value: String(settings.sloUrl ?? ''), rules: 'max:2000', trim: true },
      certificate: {
        value: String(settings.certificate ?? ''),
        rules: needSaml('max:20000'),
        trim: true,
      },
      allowIdpInitiated: {
        value: settings.allowIdpInitiated === true ? 'yes' : 'no',
        rules: 'required',
      },
      wantResponseSigned: {
        value: settings.wantResponseSigned === true ? 'yes' : 'no',
        rules: 'required',
      },
      spCertificate: {
        value: String(settings.spCertificate ?? ''),
        rules: 'max:20000',
        trim: true,
      },
      spPrivateKey: { value: '', rules: 'max:20000' },
      // Only read into the fields below (never sent with the provider).
      metadataSource: { value: '', rules: 'max:2000', trim: true },
      metadataXml: { value: '', rules: 'max:1000000' },
      trustEmail: { value: settings.trustEmail === true ? 'yes' : 'no', rules: 'required' },
      claimName: { value: mapping?.name ?? 'name', rules: 'required|max:300', trim: true },
      claimEmail: { value: mapping?.email ?? 'email', rules: 'required|max:300', trim: true },
      claimLanguage: { value: mapping?.language ?? 'locale', rules: 'max:300', trim: true },
      claimEntity: { value: mapping?.entity ?? '', rules: 'max:300', trim: true },
      claimRoles: { value: mapping?.roles ?? '', rules: 'max:300', trim: true },
      roleValues: {
        value: (mapping?.roleValues ?? [])
          .map((entry) => `${entry.value} = ${entry.role}`)
          .join('\n'),
        rules: 'max:5000',
      },
      defaultRoles: {
        value: (mapping?.defaultRoles ?? ['student']).join(', '),
        rules: 'max:500',
        trim: true,
      },
      emailDomains: { value: (provider?.emailDomains ?? []).join(', '), rules: 'max:2000' },
      passwordsOff: { value: provider?.passwordsOff ? 'yes' : 'no', rules: 'required' },
    },
    apiFields: {
      name: 'name',
      logo_url: 'logoUrl',
      settings: oidc ? 'issuer' : 'certificate',
      client_secret: 'clientSecret',
      sp_private_key: 'spPrivateKey',
      mapping: 'defaultRoles',
      email_domains: 'emailDomains',
    },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      const secret = String((oidc ? values.clientSecret : values.spPrivateKey) ?? '');
      await saveIdentityProvider(provider?.id ?? null, {
        ...(provider ? {} : { kind }),
        name: values.name,
        logo_url: orNull(values.logoUrl),
        enabled: values.enabled === 'yes',
        settings: oidc
          ? {
              issuer: values.issuer,
              client_id: values.clientId,
              scopes: values.scopes,
              trust_email: values.trustEmail === 'yes',
            }
          : {
              idp_entity_id: values.idpEntityId,
              sso_url: values.ssoUrl,
              slo_url: orNull(values.sloUrl),
              certificate: values.certificate,
              allow_idp_initiated: values.allowIdpInitiated === 'yes',
              want_assertions_signed: true,
              want_response_signed: values.wantResponseSigned === 'yes',
              sp_certificate: orNull(values.spCertificate),
            },
        ...(secret ? { [oidc ? 'client_secret' : 'sp_private_key']: secret } : {}),
        mapping: {
          name: values.claimName,
          email: values.claimEmail,
          language: orNull(values.claimLanguage),
          entity: orNull(values.claimEntity),
          roles: orNull(values.claimRoles),
          role_values: roleValuesOf(String(values.roleValues ?? '')),
          default_roles: listOf(values.defaultRoles),
        },
        email_domains: listOf(values.emailDomains).map((domain) => domain.toLowerCase()),
        passwords_off: values.passwordsOff === 'yes',
      });
      return undefined;
    },
    onSuccess: async (_result, values) => {
      await client.invalidateQueries({ queryKey: ssoKeys.providers() });
      showToast({ scheme: 'success', message: t('saved', { name: String(values.name) }) });
      onDone();
    },
  });
  const heading = provider ? t('editTitle', { name: provider.name }) : t('addTitle');
  return (
    <form className="form sso-form" onSubmit={form.handleSubmit} noValidate aria-label={heading}>
      <h3>{heading}</h3>
      <FormError message={form.generalError} />
      <TextField field={form.field('name')} label={t('name')} hint={t('nameHint')} />
      <TextField
        field={form.field('logoUrl')}
        label={t('logoUrl')}
        hint={t('logoUrlHint')}
        type="url"
      />
      <OptionPicker field={form.field('enabled')} label={t('enabled')} options={yesNo} />
      <fieldset>
        <legend>{t('connection')}</legend>
        {oidc ? (
          <>
            <TextField
              field={form.field('issuer')}
              label={t('issuer')}
              hint={t('issuerHint')}
              type="url"
            />
            <TextField field={form.field('clientId')} label={t('clientId')} />
            <TextField
              field={form.field('clientSecret')}
              label={t('clientSecret')}
              hint={provider?.clientSecretSet ? t('secretSet') : t('secretUnset')}
              type="password"
              autoComplete="new-password"
            />
            <TextField field={form.field('scopes')} label={t('scopes')} hint={t('scopesHint')} />
            <OptionPicker
              field={form.field('trustEmail')}
              label={t('trustEmail')}
              hint={t('trustEmailHint')}
              options={yesNo}
            />
          </>
        ) : (
          <>
            <MetadataReader form={form} />
            <TextField field={form.field('idpEntityId')} label={t('idpEntityId')} />
            <TextField field={form.field('ssoUrl')} label={t('ssoUrl')} type="url" />
            <TextField
              field={form.field('sloUrl')}
              label={t('sloUrl')}
              hint={
                provider
                  ? t('sloUrlHint', { path: `/api/auth/sso/saml/${provider.id}/slo` })
                  : t('sloUrlHintNew')
              }
              type="url"
            />
            <TextArea
              field={form.field('certificate')}
              label={t('certificate')}
              hint={t('certificateHint')}
              rows={4}
            />
            <OptionPicker
              field={form.field('allowIdpInitiated')}
              label={t('allowIdpInitiated')}
              hint={t('allowIdpInitiatedHint')}
              options={yesNo}
            />
            <OptionPicker
              field={form.field('wantResponseSigned')}
              label={t('wantResponseSigned')}
              hint={t('wantResponseSignedHint')}
              options={yesNo}
            />
            <TextArea
              field={form.field('spCertificate')}
              label={t('spCertificate')}
              hint={t('spCertificateHint')}
              rows={3}
            />
            <TextArea
              field={form.field('spPrivateKey')}
              label={t('spPrivateKey')}
              hint={provider?.spPrivateKeySet ? t('secretSet') : t('secretUnset')}
              rows={3}
            />
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('mapping')}</legend>
        <TextField field={form.field('claimName')} label={t('claimName')} />
        <TextField field={form.field('claimEmail')} label={t('claimEmail')} />
        <TextField field={form.field('claimLanguage')} label={t('claimLanguage')} />
        <TextField
          field={form.field('claimEntity')}
          label={t('claimEntity')}
          hint={t('claimEntityHint')}
        />
        <TextField field={form.field('claimRoles')} label={t('claimRoles')} />
        <TextArea
          field={form.field('roleValues')}
          label={t('roleValues')}
          hint={t('roleValuesHint', { roles: MAPPABLE_ROLES.join(', ') })}
          rows={3}
        />
        <TextField
          field={form.field('defaultRoles')}
          label={t('defaultRoles')}
          hint={t('defaultRolesHint', { roles: MAPPABLE_ROLES.join(', ') })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('routing')}</legend>
        <TextField
          field={form.field('emailDomains')}
          label={t('emailDomains')}
          hint={t('emailDomainsHint')}
        />
        <OptionPicker
          field={form.field('passwordsOff')}
          label={t('passwordsOff')}
          hint={t('passwordsOffHint')}
          options={yesNo}
        />
      </fieldset>
      <div className="form-actions kit-wrap">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Read metadata" of the SAML form: the IdP's metadata address or its pasted XML, read by the API
 * (the address fetched through its guarded fetch), fills the entity id, SSO and SLO addresses and
 * the signing certificates (several during a rollover). Nothing is saved until the form is.
 */
function MetadataReader({ form }: { form: ReturnType<typeof useForm<ProviderField>> }) {
  const t = useTranslations('administration.sso.readMetadata');
  const [line, setLine] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const read = useMutation({
    mutationFn: () => {
      const source = String(form.values.metadataSource ?? '').trim();
      const xml = String(form.values.metadataXml ?? '').trim();
      return readIdpMetadata(source ? { url: source } : { xml });
    },
    onSuccess: (metadata) => {
      form.setValues(
        {
          idpEntityId: metadata.entityId,
          ssoUrl: metadata.ssoUrl,
          sloUrl: metadata.sloUrl ?? '',
          certificate: metadata.certificates.join('\n'),
        },
        ['idpEntityId', 'ssoUrl', 'sloUrl', 'certificate'],
      );
      setLine({
        kind: 'done',
        text: t('done', {
          certificates: metadata.certificates.length,
          binding: metadata.ssoBinding === 'redirect' ? 'HTTP-Redirect' : 'HTTP-POST',
        }),
      });
    },
    onError: (error) =>
      setLine({
        kind: 'failed',
        text: (error instanceof ApiError && error.errors[0]?.detail) || t('failed'),
      }),
  });
  return (
    <fieldset className="sso-metadata">
      <legend>{t('title')}</legend>
      <p className="muted">{t('intro')}</p>
      <TextField field={form.field('metadataSource')} label={t('url')} type="url" />
      <TextArea field={form.field('metadataXml')} label={t('xml')} hint={t('xmlHint')} rows={3} />
      <div className="form-actions kit-wrap">
        <button
          type="button"
          className="button"
          disabled={read.isPending}
          onClick={() => {
            setLine(null);
            read.mutate();
          }}
        >
          {read.isPending ? t('busy') : t('button')}
        </button>
      </div>
      <p role="status" className={line?.kind === 'failed' ? 'form-error' : 'muted'}>
        {line?.text ?? ''}
      </p>
    </fieldset>
  );
}
