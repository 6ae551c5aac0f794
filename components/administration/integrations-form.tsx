'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import type { FieldConfig } from '@/components/forms/use-form-options';
import { useShellMe } from '@/components/shell/shell-me';
import {
  adminKeys,
  type Integrations,
  integrationsQuery,
  saveIntegrations,
} from '@/lib/resources/administration';
import { ACADEMY_GROUP, hasRole } from '@/shared/access/roles';
import { PAYMENT_SECRET_FIELDS, type PaymentSecretField } from '@/shared/commerce/payments';
import { imageHostsOfText, MAX_IMAGE_HOSTS } from '@/shared/portals/image-hosts';
import { INTEGRATION_RULES, type IntegrationField } from '@/shared/portals/integration-rules';
import '@/components/forms/forms.css';

/**
 * /admin/settings/integrations: chat id, knowledge-base URL, analytics domain and the
 * chat's identity key. The secret is write-only: the page shows only that one is set, its last
 * characters and when; an empty secret field leaves it as it is. A change shows on the next
 * page load (the chat widget and help link read the portal afresh). The identity key is offered
 * only to whoever may set it (`identityKey`: RULES.integrationSecrets, the academy group): it
 * signs anyone's identity to the chat provider.
 */
export function IntegrationsForm({ identityKey }: { identityKey: boolean }) {
  const query = useQuery(integrationsQuery());
  // Above the form, which starts afresh from what was saved (the secret field empty again).
  const [saved, setSaved] = useState('');
  if (!query.data) return <QueryPending query={query} />;
  return (
    <Form
      key={JSON.stringify(query.data)}
      settings={query.data}
      identityKey={identityKey}
      saved={saved}
      onSaved={setSaved}
    />
  );
}

/**
 * One of the plain text settings as a form field: its stored value (empty while the integration
 * is off), its shared §5 rules, trimmed as the API stores it.
 */
function settingField(name: IntegrationField, value: string | null | undefined): FieldConfig {
  return { value: value ?? '', rules: INTEGRATION_RULES[name], trim: true };
}

const PAYMENT_STATE = {
  mollie_api_key: 'mollieApiKey',
  stripe_secret_key: 'stripeSecretKey',
  stripe_webhook_secret: 'stripeWebhookSecret',
} as const satisfies Record<PaymentSecretField, keyof Integrations>;

function Form({
  settings,
  identityKey,
  saved,
  onSaved,
}: {
  settings: Integrations;
  identityKey: boolean;
  saved: string;
  onSaved: (message: string) => void;
}) {
  const t = useTranslations('administration.integrations');
  const format = useFormatter();
  const client = useQueryClient();
  const secret = settings.chatSecret;
  // Which sites every reader's browser fetches images from: the academy group's call.
  const imageHostsEditable = hasRole(useShellMe()?.me.roles ?? [], ACADEMY_GROUP);
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      zendesk_chat_id: settingField('zendesk_chat_id', settings.zendeskChatId),
      knowledge_base_url: settingField('knowledge_base_url', settings.knowledgeBaseUrl),
      analytics_domain: settingField('analytics_domain', settings.analyticsDomain),
      chat_key_id: settingField('chat_key_id', settings.chatKeyId),
      chat_secret: { value: '', rules: INTEGRATION_RULES.chat_secret },
      image_hosts: { value: (settings.imageHosts ?? []).join('\n') },
      mollie_api_key: { value: '', rules: INTEGRATION_RULES.mollie_api_key, trim: true },
      stripe_secret_key: { value: '', rules: INTEGRATION_RULES.stripe_secret_key, trim: true },
      stripe_webhook_secret: {
        value: '',
        rules: INTEGRATION_RULES.stripe_webhook_secret,
        trim: true,
      },
    },
    onSubmit: async (values) => {
      onSaved('');
      const {
        chat_secret,
        chat_key_id,
        image_hosts,
        mollie_api_key,
        stripe_secret_key,
        stripe_webhook_secret,
        ...rest
      } = values as Record<string, string>;
      const body: Record<string, string | string[] | null> = {};
      for (const [name, value] of Object.entries(rest)) body[name] = value || null;
      if (imageHostsEditable) body.image_hosts = imageHostsOfText(image_hosts ?? '');
      if (identityKey) {
        body.chat_key_id = chat_key_id || null;
        // Write-only: an empty field keeps the secret.
        if (chat_secret) body.chat_secret = chat_secret;
        // Payment keys, write-only like the secret: only a typed one is sent.
        const keys = { mollie_api_key, stripe_secret_key, stripe_webhook_secret };
        for (const [name, value] of Object.entries(keys)) if (value) body[name] = value;
      }
      const next = await saveIntegrations(body);
      onSaved(t('saved'));
      client.setQueryData(adminKeys.integrations(), next);
      return undefined;
    },
  });
  const removeSecret = async (name: 'chat_secret' | PaymentSecretField = 'chat_secret') => {
    const next = await saveIntegrations({ [name]: null });
    onSaved(t('secretRemoved'));
    client.setQueryData(adminKeys.integrations(), next);
  };
  return (
    <form className="form admin-card" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <fieldset>
        <legend>{t('chat')}</legend>
        <TextField
          field={form.field('zendesk_chat_id')}
          label={t('chatId')}
          hint={t('chatIdHint')}
        />
        {identityKey ? (
          <>
            <TextField field={form.field('chat_key_id')} label={t('keyId')} hint={t('keyIdHint')} />
            <TextField
              field={form.field('chat_secret')}
              label={t('secret')}
              type="password"
              autoComplete="new-password"
              hint={
                secret.set
                  ? t('secretSet', {
                      hint: secret.hint ?? '',
                      date: secret.updatedAt
                        ? format.dateTime(new Date(secret.updatedAt), { dateStyle: 'medium' })
                        : '',
                    })
                  : t('secretUnset')
              }
            />
            {secret.set && (
              <button
                type="button"
                className="button button-small"
                onClick={() => void removeSecret()}
              >
                {t('removeSecret')}
              </button>
            )}
          </>
        ) : (
          <p className="muted">{t('identityKeyAcademyOnly')}</p>
        )}
      </fieldset>
      {identityKey && (
        <fieldset>
          <legend>{t('payments')}</legend>
          <p className="muted">{t('paymentsIntro')}</p>
          {PAYMENT_SECRET_FIELDS.map((name) => {
            const state = settings[PAYMENT_STATE[name]];
            return (
              <div key={name}>
                <TextField
                  field={form.field(name)}
                  label={t(`paymentKeys.${name}`)}
                  type="password"
                  autoComplete="new-password"
                  hint={
                    state.set
                      ? t('paymentKeySet', {
                          mode: state.mode ?? 'none',
                          date: state.updatedAt
                            ? format.dateTime(new Date(state.updatedAt), { dateStyle: 'medium' })
                            : '',
                        })
                      : t('secretUnset')
                  }
                />
                {state.set && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => void removeSecret(name)}
                  >
                    {t(`paymentKeysRemove.${name}`)}
                  </button>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('help')}</legend>
        <TextField
          field={form.field('knowledge_base_url')}
          label={t('knowledgeBase')}
          hint={t('knowledgeBaseHint')}
          type="url"
          inputMode="url"
        />
      </fieldset>
      <fieldset>
        <legend>{t('analytics')}</legend>
        <TextField
          field={form.field('analytics_domain')}
          label={t('analyticsDomain')}
          hint={t('analyticsDomainHint')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('images')}</legend>
        {imageHostsEditable ? (
          <TextArea
            field={form.field('image_hosts')}
            label={t('imageHosts')}
            hint={t('imageHostsHint', { max: MAX_IMAGE_HOSTS })}
            rows={4}
            spellCheck={false}
            autoCapitalize="off"
          />
        ) : (
          <p className="muted">
            {settings.imageHosts?.length
              ? t('imageHostsReadOnly', { hosts: settings.imageHosts.join(', ') })
              : t('imageHostsNone')}
          </p>
        )}
      </fieldset>
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('save')}
        </button>
        <span role="status" className="muted">
          {saved}
        </span>
      </div>
    </form>
  );
}
