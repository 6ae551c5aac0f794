'use client';

import { useTranslations } from 'next-intl';
import { DialogForm } from '@/components/modals/dialog-form';
import { type RecordDialogProps, useRecordSave } from '@/components/modals/use-record-save';
import { createWebhookEndpoint, type WebhookEndpoint, webhookKeys } from '@/lib/resources/webhooks';
import { endpointDraftOf } from './endpoint-draft';
import { EndpointFields } from './endpoint-fields';
import { useEndpointForm } from './use-endpoint-form';
import '@/components/forms/forms.css';

/**
 * Add endpoint (issue 42, item 2): the address, a description and the events. The signing
 * secret is shown once, after saving, by SecretDialog.
 */
export function NewEndpointDialog({ modalId, onClosed }: RecordDialogProps<WebhookEndpoint>) {
  const t = useTranslations('webhooks');
  const save = useRecordSave({ modalId, onClosed });
  const form = useEndpointForm({
    initial: () => endpointDraftOf(),
    send: async (input) =>
      save.done(await createWebhookEndpoint(input), t('added'), [webhookKeys.list()]),
  });
  return (
    <DialogForm
      className="webhooks-dialog"
      title={t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      submit={t('addSubmit')}
      busy={t('adding')}
      cancel={t('cancel')}
      onClosed={save.closed}
    >
      <EndpointFields form={form} />
    </DialogForm>
  );
}
