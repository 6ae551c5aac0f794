'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { SubmitRow } from '@/components/forms/submit-button';
import { updateWebhookEndpoint, type WebhookEndpoint, webhookKeys } from '@/lib/resources/webhooks';
import { endpointDraftOf } from './endpoint-draft';
import { EndpointFields } from './endpoint-fields';
import { useEndpointForm } from './use-endpoint-form';
import '@/components/forms/forms.css';

/** The endpoint's address, description and events, saved with Save (a 422 on its field). */
export function EndpointSettings({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations('webhooks.settings');
  const client = useQueryClient();
  // Beside Save; the form keeps what was typed, which is now what is saved.
  const [saved, setSaved] = useState('');
  const form = useEndpointForm({
    initial: () => endpointDraftOf(endpoint),
    send: async (input) => {
      setSaved('');
      const updated = await updateWebhookEndpoint(endpoint.id, input);
      client.setQueryData(webhookKeys.detail(endpoint.id), updated);
      await client.invalidateQueries({ queryKey: webhookKeys.list() });
      setSaved(t('saved'));
    },
  });
  return (
    <section
      className="webhooks-settings kit-card kit-stack"
      aria-labelledby="webhook-settings-title"
    >
      <h2 id="webhook-settings-title">{t('title')}</h2>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <EndpointFields form={form} />
        <SubmitRow form={form} label={t('save')} busyLabel={t('saving')}>
          <span role="status" className="muted">
            {saved}
          </span>
        </SubmitRow>
      </form>
    </section>
  );
}
