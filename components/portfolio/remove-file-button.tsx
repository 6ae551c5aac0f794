'use client';

import { useTranslations } from 'next-intl';
import { deleteFile } from '@/lib/files/files';
import { type AttachedFile, withFileRemoved } from '@/lib/portfolio/item-files';
import { ConfirmRemoveButton } from './confirm-remove-button';

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
  return (
    <ConfirmRemoveButton
      accountId={accountId}
      modalId={`portfolio-file-remove:${file.id}`}
      className="button portfolio-delete portfolio-file-remove"
      texts={{
        button: t('remove'),
        label: t('removeLabel', { name: file.fileName }),
        title: t('confirmTitle'),
        text: t('confirmText', { name: file.fileName }),
        cancel: t('confirmCancel'),
        confirm: t('confirm'),
        busy: t('removing'),
      }}
      remove={() => deleteFile(file.id)}
      removed={(pages) => withFileRemoved(pages, itemId, file.id)}
      onRemoved={onRemoved}
    />
  );
}
