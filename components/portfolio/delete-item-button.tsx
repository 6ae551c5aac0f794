'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useModals } from '@/components/modals/modal-queue';
import type { PortfolioItem } from '@/lib/resources/portfolio';
import { deletePortfolioItem, portfolioKeys } from '@/lib/resources/portfolio';
import { type PortfolioPages, withItemRemoved } from '@/lib/resources/portfolio-cache';

interface DeleteProps {
  accountId: string;
  item: PortfolioItem;
  /** Called once the item is gone and the dialog closed: the list moves focus on. */
  onDeleted: () => void;
}

/** Delete, after confirming in an alert dialog of the one modal queue. */
export function DeleteItemButton({ accountId, item, onDeleted }: DeleteProps) {
  const t = useTranslations('portfolio.delete');
  const modals = useModals();
  const modalId = `portfolio-delete:${item.id}`;
  return (
    <button
      type="button"
      className="button portfolio-delete"
      aria-label={t('label', { title: item.title })}
      onClick={(event) => {
        const trigger = event.currentTarget;
        modals.open(modalId, () => (
          <ConfirmDelete
            accountId={accountId}
            item={item}
            modalId={modalId}
            onClosed={(deleted) => (deleted ? onDeleted() : trigger.focus())}
          />
        ));
      }}
    >
      {t('button')}
    </button>
  );
}

/**
 * The confirmation; Cancel takes focus first (the safe choice). A failed delete closes it and
 * is told by the global error toast; the list is refetched either way.
 */
function ConfirmDelete({
  accountId,
  item,
  modalId,
  onClosed,
}: Omit<DeleteProps, 'onDeleted'> & { modalId: string; onClosed: (deleted: boolean) => void }) {
  const t = useTranslations('portfolio.delete');
  const modals = useModals();
  const deleted = useRef(false);
  const remove = useOptimisticMutation<void, unknown, PortfolioPages>({
    queryKey: portfolioKeys.list(accountId),
    mutationFn: () => deletePortfolioItem(accountId, item.id),
    // Gone once the server agrees: the dialog says "Deleting…" meanwhile.
    confirmed: (pages) => withItemRemoved(pages, item.id) ?? pages,
  });
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        deleted.current = true;
        modals.close(modalId);
      },
      onError: () => modals.close(modalId),
    });
  // While the delete runs the dialog stays: closing it then would strand focus on a button
  // that is about to disappear.
  const keepOpen = (event: Event) => {
    if (remove.isPending) event.preventDefault();
  };

  return (
    <Dialog.Content
      className="modal-dialog"
      role="alertdialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      // The queue has no Dialog.Trigger to return to: the list decides where focus goes.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(deleted.current);
      }}
    >
      <Dialog.Title>{t('confirmTitle')}</Dialog.Title>
      <Dialog.Description>{t('confirmText', { title: item.title })}</Dialog.Description>
      <div className="modal-actions">
        <Dialog.Close className="button" disabled={remove.isPending}>
          {t('cancel')}
        </Dialog.Close>
        <button
          type="button"
          className="button portfolio-confirm-delete"
          onClick={confirm}
          disabled={remove.isPending}
        >
          {remove.isPending ? t('deleting') : t('confirm')}
        </button>
      </div>
    </Dialog.Content>
  );
}
