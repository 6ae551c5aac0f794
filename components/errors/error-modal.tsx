'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';

/** The §8 modal template: the error's title and text, and a close button. */
export function ErrorModal({ title, description }: { title: string; description: string }) {
  const t = useTranslations('common');
  return (
    <Dialog.Content className="modal-dialog" role="alertdialog">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      <div className="modal-actions">
        <Dialog.Close className="button button-primary">{t('close')}</Dialog.Close>
      </div>
    </Dialog.Content>
  );
}
