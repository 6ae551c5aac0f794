'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { DialogField } from '@/components/modals/dialog-fields';
import { AdminAnnouncement } from '@/components/ui/admin-list-states';
import { showToast } from '@/components/ui/show-toast';
import type { WebhookEndpoint } from '@/lib/resources/webhooks';

/**
 * An endpoint's signing secret (`whsec_…`), just made or rolled, shown this once: selected for
 * copying, with Copy beside it (which says when it has), and Done. The caller gives the focus
 * back to what opened it.
 */
export function SecretDialog({
  endpoint,
  rolled = false,
  onClosed,
}: {
  endpoint: WebhookEndpoint;
  /** A new secret in place of the old one (Roll secret), not a new endpoint's. */
  rolled?: boolean;
  onClosed: () => void;
}) {
  const t = useTranslations('webhooks.secret');
  const id = `${useId()}-secret`;
  const secret = endpoint.secret ?? '';
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => showToast({ scheme: 'warning', message: t('copyFailed') }),
    );
  return (
    <Dialog.Content
      className="modal-dialog webhooks-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>{rolled ? t('rolledTitle') : t('createdTitle')}</Dialog.Title>
      <Dialog.Description>{t('description', { url: endpoint.url })}</Dialog.Description>
      <DialogField controlId={id} label={t('label')}>
        <span className="webhooks-secret-row kit-row">
          <Input
            id={id}
            className="webhooks-secret"
            readOnly
            value={secret}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button" onClick={() => void copy()}>
            {copied ? t('copied') : t('copy')}
          </button>
        </span>
      </DialogField>
      <AdminAnnouncement text={copied ? t('copiedToClipboard') : ''} />
      <div className="modal-actions">
        <Dialog.Close className="button button-primary">{t('done')}</Dialog.Close>
      </div>
    </Dialog.Content>
  );
}
