'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useModals } from '@/components/modals/modal-queue';
import { deleteFile } from '@/lib/files/files';
import { type AttachedFile, withFileRemoved } from '@/lib/portfolio/item-files';
import { portfolioKeys } from '@/lib/resources/portfolio';
import type { PortfolioPages } from '@/lib/resources/portfolio-cache';

interface RemoveProps {
  accountId: string;
  itemId: string;
  file: AttachedFile;
  /** Called once the file is gone and the dialog closed: the caller moves focus on. */
  onRemoved: () => void;
}

/** Remove a file from an item, after confirming in an alert dialog of the one modal queue. */
export function RemoveFileButton({ accountId, itemId, file, onRemoved }: RemoveProps) {
  const t = useTranslations('portfolio.files');
  const modals = useModals();
  const modalId = `portfolio-file-remove:${file.id}`;
  return (
    <button
      type="button"
      className="button portfolio-delete portfolio-file-remove"
      aria-label={t('removeLabel', { name: file.fileName })}
      onClick={(event) => {
        const trigger = event.currentTarget;
        modals.open(modalId, () => (
          <ConfirmRemove
            accountId={accountId}
            itemId={itemId}
            file={file}
            modalId={modalId}
            onClosed={(removed) => (removed ? onRemoved() : trigger.focus())}
          />
        ));
      }}
    >
      {t('remove')}
    </button>
  );
}

function ConfirmRemove({
  accountId,
  itemId,
  file,
  modalId,
  onClosed,
}: Omit<RemoveProps, 'onRemoved'> & { modalId: string; onClosed: (removed: boolean) => void }) {
  const t = useTranslations('portfolio.files');
  const modals = useModals();
  const removed = useRef(false);
  const remove = useOptimisticMutation<void, unknown, PortfolioPages>({
    queryKey: portfolioKeys.list(accountId),
    mutationFn: () => deleteFile(file.id),
    confirmed: (pages) => withFileRemoved(pages, itemId, file.id) ?? pages,
  });
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        removed.current = true;
        modals.close(modalId);
      },
      onError: () => modals.close(modalId),
    });
  const keepOpen = (event: Event) => {
    if (remove.isPending) event.preventDefault();
  };
  return (
    <Dialog.Content
      className="modal-dialog"
      role="alertdialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(removed.current);
      }}
    >
      <Dialog.Title>{t('confirmTitle')}</Dialog.Title>
      <Dialog.Description>{t('confirmText', { name: file.fileName })}</Dialog.Description>
      <div className="modal-actions">
        <Dialog.Close className="button" disabled={remove.isPending}>
          {t('confirmCancel')}
        </Dialog.Close>
        <button
          type="button"
          className="button portfolio-confirm-delete"
          onClick={confirm}
          disabled={remove.isPending}
        >
          {remove.isPending ? t('removing') : t('confirm')}
        </button>
      </div>
    </Dialog.Content>
  );
}
