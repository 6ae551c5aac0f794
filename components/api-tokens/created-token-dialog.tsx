'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { showToast } from '@/components/ui/show-toast';
import type { ApiToken } from '@/lib/resources/api-tokens';

/**
 * The token just made, shown this once (only its hash is kept): selected for copying, a Copy
 * button, and Done. Closing it gives the focus back to New token.
 */
export function CreatedTokenDialog({ token, onClosed }: { token: ApiToken; onClosed: () => void }) {
  const t = useTranslations('apiTokens');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token ?? '');
      setCopied(true);
    } catch {
      showToast({ scheme: 'warning', message: t('copyFailed') });
    }
  };
  return (
    <Dialog.Content
      className="modal-dialog api-tokens-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>{t('createdTitle', { name: token.name })}</Dialog.Title>
      <Dialog.Description>{t('createdDescription')}</Dialog.Description>
      <div className="field">
        <label htmlFor={`${id}-token`}>{t('fields.token')}</label>
        <input
          id={`${id}-token`}
          className="api-tokens-secret"
          readOnly
          value={token.token ?? ''}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="api-tokens-copied" role="status">
        {copied ? t('copied') : ''}
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('copy')}
        </button>
        <Dialog.Close className="button button-primary">{t('done')}</Dialog.Close>
      </div>
    </Dialog.Content>
  );
}
